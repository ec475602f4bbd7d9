public import CurveScopeChart
public import CurveScopeMeasure
import CurveScopeSupport
public import CurveScopeSync

/// A heat map of one measure over strategy × keyboard height or strategy × reported duration,
/// from the rows of a ``SyncSweep``: rows ordered worst first (by their mean), the value in each
/// cell, a colour bar in points.
public struct SweepHeatMapFigure: FigureBuilder {
  /// The measure shown.
  public enum Measure: String, Sendable, CaseIterable {
    /// ``SyncSummary/maxOverlapPoints``.
    case maxOverlap
    /// ``SyncSummary/maxGapPoints``.
    case maxGap

    /// The summary's value.
    public func value(_ summary: SyncSummary) -> Double {
      switch self {
      case .maxOverlap: summary.maxOverlapPoints
      case .maxGap: summary.maxGapPoints
      }
    }

    /// White to the measure's own colour, darker for more: the overlap's reddish purple, the
    /// gap's sky blue (as every other figure shades them).
    public func colorScale(_ theme: Theme) -> ColorScale {
      switch self {
      case .maxOverlap: .sequential(to: theme.overlap)
      case .maxGap: .sequential(to: theme.gap)
      }
    }

    /// `max overlap`, `max gap`.
    public var name: String {
      switch self {
      case .maxOverlap: "max overlap"
      case .maxGap: "max gap"
      }
    }
  }

  /// The sweep axis across the columns.
  public enum Columns: String, Sendable, CaseIterable {
    /// ``SyncSweep/Row/keyboardHeight``.
    case keyboardHeight
    /// ``SyncSweep/Row/duration``.
    case duration

    func value(_ row: SyncSweep.Row) -> Double {
      switch self {
      case .keyboardHeight: row.keyboardHeight
      case .duration: row.duration
      }
    }

    func label(_ value: Double) -> String {
      switch self {
      case .keyboardHeight: NumberText.reading(value, minus: .typographic)
      case .duration: NumberText.reading(value, decimals: 3, minus: .typographic)
      }
    }

    var title: String {
      switch self {
      case .keyboardHeight: "keyboard height (pt)"
      case .duration: "reported duration (s)"
      }
    }
  }

  /// The sweep that produced ``rows`` (for its screen and curve).
  public let sweep: SyncSweep
  /// The sweep's rows.
  public let rows: [SyncSweep.Row]
  /// The measure shown in the cells.
  public let measure: Measure
  /// The swept axis across the columns.
  public let columns: Columns

  /// A heat map of `measure` over strategy × `columns` from sweep rows of one frame rate (the
  /// first rate found; rows at other rates are left out and the header says which rate is
  /// shown). Cells that the rows do not cover are drawn empty; with several rows for one cell
  /// (another swept axis), the largest value is shown and the header says so.
  /// - Parameters:
  ///   - sweep: the sweep that produced `rows` (for its screen and curve).
  /// - Throws: ``FigureInputError`` when there are no rows.
  public init(
    _ sweep: SyncSweep, rows: [SyncSweep.Row], measure: Measure, columns: Columns
  ) throws(FigureInputError) {
    guard !rows.isEmpty else {
      throw FigureInputError(figure: "heat map", .noRows)
    }
    self.sweep = sweep
    self.rows = rows
    self.measure = measure
    self.columns = columns
  }

  /// Builds the figure: the grid worst row first, with a colour bar in points.
  public func figure(theme: Theme) -> Figure {
    let (sweep, rows, measure, columns) = (self.sweep, self.rows, self.measure, self.columns)
    let first = rows[0]
    let rate = first.frameRate
    let shown = rows.filter { $0.frameRate == rate }
    var strategies: [String] = []
    for row in shown where !strategies.contains(row.strategy) { strategies.append(row.strategy) }
    let keys = Array(Set(shown.map { columns.value($0) })).sorted()
    var cells: [String: [Double: Double]] = [:]
    var merged = false
    for row in shown {
      let key = columns.value(row)
      let value = measure.value(row.summary)
      if let existing = cells[row.strategy]?[key] {
        merged = true
        cells[row.strategy]?[key] = max(existing, value)
      } else {
        cells[row.strategy, default: [:]][key] = value
      }
    }
    func mean(_ strategy: String) -> Double {
      let values = keys.compactMap { cells[strategy]?[$0] }
      return values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
    let ordered = strategies.enumerated().sorted { a, b in
      let (ma, mb) = (mean(a.element), mean(b.element))
      return ma != mb ? ma > mb : a.offset < b.offset
    }.map(\.element)
    let values = ordered.map { strategy in keys.map { cells[strategy]?[$0] } }
    let worst = values.joined().compactMap { $0 }.max() ?? 0
    let fixed =
      columns == .keyboardHeight
      ? "reported duration \(Self.durations(shown))" : "keyboard \(Self.heights(shown))"
    var lines = [
      Header.Line(
        "Each cell: the \(measure.name) (pt) of one strategy when the keyboard shows on a "
          + "\(NumberText.reading(sweep.screenWidth, minus: .typographic))×\(NumberText.reading(sweep.screenHeight, minus: .typographic)) "
          + "screen, \(fixed), curve \(sweep.curve.rawValue), at \(NumberText.reading(rate, minus: .typographic)) Hz. "
          + "Rows worst first (mean over the row).")
    ]
    if merged {
      lines.append(Header.Line("Cells that cover several swept values show the largest."))
    }
    lines.append(
      Header.Line(
        "Worst cell: \(NumberText.reading(worst, minus: .typographic)) pt. Rows of 0: the strategy never shows this "
          + "problem in the range swept.", color: theme.text, isBold: true))
    return Figure(
      header: Header(
        title: "\(measure.name.prefix(1).uppercased() + measure.name.dropFirst()) by strategy and "
          + (columns == .keyboardHeight ? "keyboard height" : "reported duration"),
        lines: lines),
      panels: [
        .heatMap(
          HeatMapPanel(
            columnLabels: keys.map { columns.label($0) }, rowLabels: ordered, values: values,
            colorScale: measure.colorScale(theme), valueRange: (0, max(worst, 1)),
            columnTitle: columns.title, rowTitle: "strategy",
            colorBarTitle: "\(measure.name) (pt)", cellFormatter: ReadingTickFormatter()))
      ], theme: theme)
  }

  /// The most swept values a header lists one by one; more are written as their range and count.
  static let listedValues = 6

  static func durations(_ rows: [SyncSweep.Row]) -> String {
    listing(Array(Set(rows.map(\.duration))).sorted()) {
      "\(NumberText.reading($0, decimals: 3, minus: .typographic)) s"
    }
  }

  static func heights(_ rows: [SyncSweep.Row]) -> String {
    listing(Array(Set(rows.map(\.keyboardHeight))).sorted()) {
      "\(NumberText.reading($0, minus: .typographic)) pt"
    }
  }

  /// `a, b, c`, or `first–last (n values)` beyond ``listedValues`` (sorted `values`).
  static func listing(_ values: [Double], _ text: (Double) -> String) -> String {
    guard values.count > listedValues, let first = values.first, let last = values.last else {
      return values.map(text).joined(separator: ", ")
    }
    return "\(text(first))–\(text(last)) (\(values.count) values)"
  }
}
