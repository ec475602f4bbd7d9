/// A grid of values shown as coloured cells with a colour bar (strategy × duration sweeps).
public struct HeatMapPanel: Sendable {
  /// The panel title; `nil` draws none.
  public var title: String?
  /// The labels of the columns, left to right.
  public var columnLabels: [String]
  /// The labels of the rows, top to bottom.
  public var rowLabels: [String]
  /// `values[row][column]`; `nil` or non-finite cells are drawn empty (hatched grey).
  public var values: [[Double?]]
  /// The colour map.
  public var colorScale: ColorScale
  /// The value range mapped onto the colour scale; `nil` uses the data's extent.
  public var valueRange: (lower: Double, upper: Double)?
  /// The title of the column axis (below), e.g. "keyboard height (pt)".
  public var columnTitle: String?
  /// The title of the row axis (left), e.g. "strategy".
  public var rowTitle: String?
  /// The colour bar title, e.g. "max overlap (pt)".
  public var colorBarTitle: String?
  /// Whether each cell shows its value as text.
  public var showsCellLabels: Bool
  /// How cell values become labels.
  public var cellFormatter: any TickFormatter

  /// Creates a heat-map panel.
  public init(
    title: String? = nil, columnLabels: [String], rowLabels: [String], values: [[Double?]],
    colorScale: ColorScale = .badness, valueRange: (lower: Double, upper: Double)? = nil,
    columnTitle: String? = nil, rowTitle: String? = nil, colorBarTitle: String? = nil,
    showsCellLabels: Bool = true,
    cellFormatter: any TickFormatter = DecimalTickFormatter(maximumDecimals: 1)
  ) {
    self.title = title
    self.columnLabels = columnLabels
    self.rowLabels = rowLabels
    self.values = values
    self.colorScale = colorScale
    self.valueRange = valueRange
    self.columnTitle = columnTitle
    self.rowTitle = rowTitle
    self.colorBarTitle = colorBarTitle
    self.showsCellLabels = showsCellLabels
    self.cellFormatter = cellFormatter
  }
}
