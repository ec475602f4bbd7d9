public import CurveScopeSupport

/// A laid-out heat map: cells, labels and the colour bar.
public struct HeatMapLayout: Sendable {
  /// The panel's slot.
  public var frame: Rect
  /// The panel title.
  public var title: TextBox?
  /// The rectangle holding all cells.
  public var grid: Rect
  /// `cells[row][column]`.
  public var cells: [[Rect]]
  /// The cells' value labels (`nil` where there is no value or labels are off).
  public var cellLabels: [[TextBox?]]
  /// The row labels, left of the grid.
  public var rowLabels: [TextBox]
  /// The column labels, below the grid.
  public var columnLabels: [TextBox]
  /// The row-axis title, rotated.
  public var rowTitle: TextBox?
  /// The column-axis title.
  public var columnTitle: TextBox?
  /// The colour bar.
  public var colorBar: Rect
  /// The colour bar's ticks (vertical positions).
  public var colorBarTicks: [Tick]
  /// The colour bar's title, rotated.
  public var colorBarTitle: TextBox?
  /// The value range mapped onto the colour scale.
  public var valueRange: (lower: Double, upper: Double)
}
