/// A whole figure: an optional header and panels stacked top to bottom, or in a grid of
/// `columnCount` columns filled row by row (small multiples).
///
/// A figure is a plain value; layout turns it into rectangles for a given size, and a renderer
/// draws that. Write one to a file with `write(to:options:)`.
public struct Figure: Sendable {
  /// The header block; `nil` draws none.
  public var header: Header?
  /// The panels, top to bottom.
  public var panels: [Panel]
  /// Whether plot panels share one x range and only the bottom one of each column labels the
  /// x axis.
  public var sharesXAxis: Bool
  /// The number of grid columns (1: panels stacked); values below 1 count as 1.
  public var columnCount: Int
  /// Colours, type sizes and spacing.
  public var theme: Theme

  /// The column count actually used: `columnCount`, at least 1 and at most the panel count.
  public var resolvedColumnCount: Int {
    max(1, min(columnCount, max(1, panels.count)))
  }

  /// The grid column of panel `index` (row-major order).
  public func column(ofPanel index: Int) -> Int { index % resolvedColumnCount }

  /// The grid row of panel `index` (row-major order).
  public func row(ofPanel index: Int) -> Int { index / resolvedColumnCount }

  /// Creates a figure.
  public init(
    header: Header? = nil, panels: [Panel], sharesXAxis: Bool = false, theme: Theme = .standard,
    columnCount: Int = 1
  ) {
    self.header = header
    self.panels = panels
    self.sharesXAxis = sharesXAxis
    self.theme = theme
    self.columnCount = columnCount
  }
}
