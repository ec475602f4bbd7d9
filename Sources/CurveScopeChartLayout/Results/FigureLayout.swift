/// A laid-out figure: its size, header and panels, all in points.
public struct FigureLayout: Sendable {
  /// One laid-out panel.
  public enum PanelLayout: Sendable {
    /// A plot panel.
    case plot(PlotLayout)
    /// A diagram panel.
    case diagram(DiagramLayout)
    /// A heat-map panel.
    case heatMap(HeatMapLayout)
  }

  /// The figure width in points.
  public var width: Double
  /// The figure height in points.
  public var height: Double
  /// The header.
  public var header: HeaderLayout?
  /// The panels, in the figure's order.
  public var panels: [PanelLayout]

  /// The plot layouts, in order (diagram and heat-map panels skipped).
  public var plots: [PlotLayout] {
    panels.compactMap { panel in
      if case .plot(let layout) = panel { return layout }
      return nil
    }
  }
}
