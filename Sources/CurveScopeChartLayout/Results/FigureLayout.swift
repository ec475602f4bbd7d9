public import CurveScopeChart

/// A laid-out figure: its size, theme, header and panels, all in points; everything a painter
/// needs to draw it.
public struct FigureLayout: Sendable {
  /// One laid-out panel: the panel as it is drawn, and where its parts go.
  public enum PanelLayout: Sendable {
    /// A plot panel (its data as the layout keeps it for the output's pixels) and its layout.
    case plot(PlotPanel, PlotLayout)
    /// A diagram panel and its layout.
    case diagram(DiagramPanel, DiagramLayout)
    /// A heat-map panel and its layout.
    case heatMap(HeatMapPanel, HeatMapLayout)
  }

  /// The figure width in points.
  public var width: Double
  /// The figure height in points.
  public var height: Double
  /// The figure's colours, type sizes and spacing.
  public var theme: Theme
  /// The header.
  public var header: HeaderLayout?
  /// The panels, in the figure's order.
  public var panels: [PanelLayout]

  /// The plot layouts, in order (diagram and heat-map panels skipped).
  public var plots: [PlotLayout] {
    panels.compactMap { panel in
      if case .plot(_, let layout) = panel { return layout }
      return nil
    }
  }
}
