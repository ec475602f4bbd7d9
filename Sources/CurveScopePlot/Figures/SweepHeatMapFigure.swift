public import CurveScopeChart
public import CurveScopeMeasure
import CurveScopeSupport

/// A heat map of one measure over strategy × keyboard height or strategy × reported duration,
/// from a sweep's ``SyncGrid``: rows worst first, the value in each cell, a colour bar in points.
/// The grid holds every number; the figure draws them.
public struct SweepHeatMapFigure: FigureBuilder {
  /// The grid drawn.
  public let grid: SyncGrid

  /// A heat map of `grid` (one frame rate; the header names it). Cells the grid does not cover
  /// are drawn empty; when cells cover several swept values, the header says that each shows
  /// the worst.
  /// - Throws: ``FigureInputError`` when the grid has no strategies.
  public init(_ grid: SyncGrid) throws(FigureInputError) {
    guard !grid.strategies.isEmpty else {
      throw FigureInputError(figure: "heat map", .noRows)
    }
    self.grid = grid
  }

  /// Builds the figure: the grid worst row first, with a colour bar in points.
  public func figure(theme: Theme) -> Figure {
    let grid = self.grid
    let setting = grid.setting
    let worst = grid.worstPoints
    let fixed =
      switch grid.axis {
      case .keyboardHeight: "reported duration \(Self.durations(setting))"
      case .duration: "keyboard \(Self.heights(setting))"
      case .profile: "keyboard \(Self.heights(setting)), reported \(Self.durations(setting))"
      }
    var lines = [
      Header.Line(
        "Each cell: the \(grid.measure.name) (pt) of one strategy when the keyboard shows on a "
          + "\(NumberText.reading(setting.screenWidth, minus: .typographic))×\(NumberText.reading(setting.screenHeight, minus: .typographic)) "
          + "screen, \(fixed), curve \(setting.curve), at \(NumberText.reading(setting.frameRate, minus: .typographic)) Hz. "
          + "Rows worst first (mean over the row).")
    ]
    if grid.coversSeveralValues {
      lines.append(Header.Line("Cells that cover several swept values show the largest."))
    }
    lines.append(
      Header.Line(
        "Worst cell: \(NumberText.reading(worst, minus: .typographic)) pt. Rows of 0: the strategy never shows this "
          + "problem in the range swept.", color: theme.text, isBold: true))
    let name = grid.measure.name
    return Figure(
      header: Header(
        title: "\(name.prefix(1).uppercased() + name.dropFirst()) by strategy and "
          + grid.axis.name,
        lines: lines),
      panels: [
        .heatMap(
          HeatMapPanel(
            columnLabels: grid.columns.map { Self.label($0, axis: grid.axis) },
            rowLabels: grid.strategies, values: grid.values,
            colorScale: grid.measure.colorScale(theme),
            valueRange: grid.measure.valueRange(worst: worst),
            columnTitle: grid.axis.title, rowTitle: "strategy",
            colorBarTitle: grid.measure.colorBarTitle, cellFormatter: ReadingTickFormatter()))
      ], theme: theme)
  }

  /// A column's label: the height in points, the duration to the millisecond, the profile.
  static func label(_ column: SyncGrid.Column, axis: SyncGrid.Axis) -> String {
    switch column {
    case .profile(let name): name
    case .value(let value):
      axis == .duration
        ? NumberText.reading(value, decimals: 3, minus: .typographic)
        : NumberText.reading(value, minus: .typographic)
    }
  }

  /// The most swept values a header lists one by one; more are written as their range and count.
  static let listedValues = 6

  /// The grid's reported durations: `0.25 s, 0.4 s`.
  static func durations(_ setting: SyncGrid.Setting) -> String {
    listing(setting.durations) { "\(NumberText.reading($0, decimals: 3, minus: .typographic)) s" }
  }

  /// The grid's keyboard heights: `216 pt, 291 pt`.
  static func heights(_ setting: SyncGrid.Setting) -> String {
    listing(setting.keyboardHeights) { "\(NumberText.reading($0, minus: .typographic)) pt" }
  }

  /// `a, b, c`, or `first–last (n values)` beyond ``listedValues`` (sorted `values`).
  static func listing(_ values: [Double], _ text: (Double) -> String) -> String {
    guard values.count > listedValues, let first = values.first, let last = values.last else {
      return values.map(text).joined(separator: ", ")
    }
    return "\(text(first))–\(text(last)) (\(values.count) values)"
  }
}
