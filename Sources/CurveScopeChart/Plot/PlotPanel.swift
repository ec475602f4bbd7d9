/// A panel with x and y axes: series, filled regions, bands, reference lines, annotations and a
/// legend.
public struct PlotPanel: Sendable {
  /// The panel title drawn above its plot area; `nil` draws none.
  public var title: String?
  /// The horizontal axis.
  public var xAxis: Axis
  /// The vertical axis.
  public var yAxis: Axis
  /// Lines and markers, drawn in order above the fills.
  public var series: [Series]
  /// Filled regions, drawn in order below the series.
  public var fills: [FillRegion]
  /// Shaded bands, drawn below everything else.
  public var bands: [Band]
  /// Reference lines, drawn above the fills and below the series.
  public var referenceLines: [ReferenceLine]
  /// Labels pointing at data points, drawn on top.
  public var annotations: [Annotation]
  /// Arrows between data points, drawn above the series.
  public var arrows: [DataArrow]
  /// Where the legend goes.
  public var legend: LegendPlacement

  /// Creates a plot panel.
  public init(
    title: String? = nil, xAxis: Axis = Axis(), yAxis: Axis = Axis(), series: [Series] = [],
    fills: [FillRegion] = [], bands: [Band] = [], referenceLines: [ReferenceLine] = [],
    annotations: [Annotation] = [], arrows: [DataArrow] = [],
    legend: LegendPlacement = .best(allowOutside: false)
  ) {
    self.title = title
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.series = series
    self.fills = fills
    self.bands = bands
    self.referenceLines = referenceLines
    self.annotations = annotations
    self.arrows = arrows
    self.legend = legend
  }
}
