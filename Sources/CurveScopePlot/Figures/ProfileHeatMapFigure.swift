public import CurveScopeChart
import CurveScopeMeasure
import CurveScopeSupport
public import CurveScopeSync

/// One heat map of every strategy (rows) under every keyboard profile (columns), from the rows
/// of a ``SyncSweep`` with a profile axis: which handlers break on iOS 26, on Android, with
/// Reduce Motion or a floating keyboard, at a glance.
///
/// Each cell shows the worse of the two desyncs, signed: the max overlap as a negative number in
/// the overlap colour (the keyboard covers the bar), the max gap as a positive one in the gap
/// colour (a blank strip); a cell with both shows the larger. Rows are ordered worst first (by
/// the mean |value| over the row); columns keep the sweep's profile order; the header names each
/// profile's provenance.
public struct ProfileHeatMapFigure: FigureBuilder {
  /// Column labels longer than this are shortened (the header says how).
  static let labelLimit = 13

  /// The sweep that produced ``rows`` (for its screen, curve, tolerance and profiles).
  public let sweep: SyncSweep
  /// The sweep's rows.
  public let rows: [SyncSweep.Row]

  /// A heat map of sweep rows of one frame rate (the first found); with several rows for one
  /// cell (other swept heights or durations) the worst is shown and the header says so.
  /// - Throws: ``FigureInputError`` when there are no rows.
  public init(_ sweep: SyncSweep, rows: [SyncSweep.Row]) throws(FigureInputError) {
    guard !rows.isEmpty else {
      throw FigureInputError(figure: "profile heat map", .noRows)
    }
    self.sweep = sweep
    self.rows = rows
  }

  /// Builds the figure.
  public func figure(theme: Theme) -> Figure {
    let rate = rows[0].frameRate
    let shown = rows.filter { $0.frameRate == rate }
    var strategies: [String] = []
    for row in shown where !strategies.contains(row.strategy) { strategies.append(row.strategy) }
    let profiles = sweep.profiles.map(\.name).filter { name in
      shown.contains { $0.profile == name }
    }
    var cells: [String: [String: Double]] = [:]
    var merged = false
    for row in shown {
      let value = Self.signedWorst(row.summary)
      if let existing = cells[row.strategy]?[row.profile] {
        merged = true
        if abs(value) > abs(existing) { cells[row.strategy]?[row.profile] = value }
      } else {
        cells[row.strategy, default: [:]][row.profile] = value
      }
    }
    func badness(_ strategy: String) -> Double {
      let values = profiles.map { abs(cells[strategy]?[$0] ?? 0) }
      return values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
    let ordered = strategies.enumerated().sorted { a, b in
      let (ba, bb) = (badness(a.element), badness(b.element))
      return ba != bb ? ba > bb : a.offset < b.offset
    }.map(\.element)
    let values = ordered.map { strategy in profiles.map { cells[strategy]?[$0] } }
    let worst = values.joined().compactMap { $0.map(abs) }.max() ?? 0
    let inSync = ordered.filter { strategy in
      profiles.allSatisfy { abs(cells[strategy]?[$0] ?? 0) <= sweep.tolerance }
    }.count
    let labels = profiles.map(Self.columnLabel)
    var lines = Self.header(sweep, shown: shown, rate: rate)
    if labels != profiles {
      lines.append(
        Header.Line(
          "Columns shortened: "
            + zip(labels, profiles).filter { $0 != $1 }.map { "\($0) = \($1)" }
            .joined(separator: ", ") + "."))
    }
    if merged {
      lines.append(Header.Line("Cells that cover several swept values show the worst."))
    }
    lines.append(
      Header.Line(
        "\(inSync) of \(ordered.count) strategies stay within "
          + "\(NumberText.reading(sweep.tolerance, minus: .typographic)) pt under every profile; worst cell "
          + "\(NumberText.reading(worst, minus: .typographic)) pt.", color: theme.text, isBold: true
      ))
    return Figure(
      header: Header(title: "Which handlers break on which keyboard", lines: lines),
      panels: [
        .heatMap(
          HeatMapPanel(
            columnLabels: labels, rowLabels: ordered, values: values,
            colorScale: Self.divergingScale(theme), valueRange: (-max(worst, 1), max(worst, 1)),
            columnTitle: "keyboard profile", rowTitle: "strategy",
            colorBarTitle: "overlap (−) · gap (+), pt", cellFormatter: ReadingTickFormatter()))
      ], theme: theme)
  }

  /// −max overlap or +max gap, whichever is larger (+0 when neither).
  static func signedWorst(_ summary: SyncSummary) -> Double {
    summary.maxOverlapPoints > summary.maxGapPoints
      ? -summary.maxOverlapPoints : summary.maxGapPoints
  }

  /// A profile name short enough for a column: `android-…` becomes `A …`, anything else longer
  /// than ``labelLimit`` is cut with an ellipsis.
  static func columnLabel(_ name: String) -> String {
    guard name.count > labelLimit else { return name }
    if name.hasPrefix("android-") { return "A " + name.dropFirst("android-".count) }
    return String(name.prefix(labelLimit - 1)) + "…"
  }

  /// Overlap colour (dark to light) below 0, white at 0, gap colour (light to dark) above.
  static func divergingScale(_ theme: Theme) -> ColorScale {
    ColorScale(stops: [
      theme.overlap.mixed(with: .okabeItoBlack, fraction: 0.55), theme.overlap,
      theme.overlap.mixed(with: .white, fraction: 0.8), .white,
      theme.gap.mixed(with: .white, fraction: 0.8), theme.gap,
      theme.gap.mixed(with: .okabeItoBlack, fraction: 0.55),
    ])
  }

  static func header(_ sweep: SyncSweep, shown: [SyncSweep.Row], rate: Double) -> [Header.Line] {
    [
      Header.Line(
        "Each cell: one strategy when the keyboard shows on a "
          + "\(NumberText.reading(sweep.screenWidth, minus: .typographic))×\(NumberText.reading(sweep.screenHeight, minus: .typographic)) "
          + "screen (keyboard \(SweepHeatMapFigure.heights(shown)), reported "
          + "\(SweepHeatMapFigure.durations(shown)), curve \(sweep.curve.rawValue)) at "
          + "\(NumberText.reading(rate, minus: .typographic)) Hz, as each profile moves the keyboard and words its "
          + "notifications: the max overlap (−, the keyboard covers the bar) or the max gap (+, a "
          + "blank strip), whichever is larger. Rows worst first (mean over the row)."),
      Header.Line(
        "Provenance: "
          + sweep.profiles.map { "\($0.name) \($0.provenance.kind.rawValue)" }
          .joined(separator: " · ")),
    ]
  }
}
