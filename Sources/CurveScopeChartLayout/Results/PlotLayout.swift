public import CurveScopeSupport

/// A laid-out plot panel: every rectangle, scale, tick and label as plain numbers.
public struct PlotLayout: Sendable {
  /// The panel's slot in the figure.
  public var frame: Rect
  /// The rectangle the data is drawn in.
  public var plotArea: Rect
  /// Data x → points.
  public var xScale: LinearScale
  /// Data y → points.
  public var yScale: LinearScale
  /// The x ticks (labels only on the axis that shows them).
  public var xTicks: [Tick]
  /// The y ticks.
  public var yTicks: [Tick]
  /// The panel title.
  public var title: TextBox?
  /// The x-axis title below the tick labels.
  public var xTitle: TextBox?
  /// The y-axis title, rotated, left of the tick labels.
  public var yTitle: TextBox?
  /// The fill polygons of each of the panel's `fills`, in data units.
  public var fillPolygons: [[FillPolygon]]
  /// The legend.
  public var legend: LegendLayout?
  /// The annotations.
  public var annotations: [AnnotationLayout]
  /// Inline labels of reference lines, by the line's index.
  public var referenceLabels: [Int: TextBox]
}
