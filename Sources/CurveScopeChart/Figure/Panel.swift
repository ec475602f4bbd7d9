/// One panel of a figure and its share of the figure's height.
public struct Panel: Sendable {
  /// What a panel holds.
  public enum Content: Sendable {
    /// Axes with data.
    case plot(PlotPanel)
    /// Free-form shapes.
    case diagram(DiagramPanel)
    /// A coloured grid.
    case heatMap(HeatMapPanel)
  }

  /// The content.
  public var content: Content
  /// The height relative to the other panels (2 and 1 give two thirds and one third).
  public var relativeHeight: Double

  /// Creates a panel.
  public init(_ content: Content, relativeHeight: Double = 1) {
    self.content = content
    self.relativeHeight = relativeHeight
  }

  /// A plot panel.
  public static func plot(_ panel: PlotPanel, relativeHeight: Double = 1) -> Panel {
    Panel(.plot(panel), relativeHeight: relativeHeight)
  }

  /// A diagram panel.
  public static func diagram(_ panel: DiagramPanel, relativeHeight: Double = 1) -> Panel {
    Panel(.diagram(panel), relativeHeight: relativeHeight)
  }

  /// A heat-map panel.
  public static func heatMap(_ panel: HeatMapPanel, relativeHeight: Double = 1) -> Panel {
    Panel(.heatMap(panel), relativeHeight: relativeHeight)
  }
}
