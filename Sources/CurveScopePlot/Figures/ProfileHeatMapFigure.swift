public import CurveScopeChart
public import CurveScopeMeasure
import CurveScopeSupport

/// One heat map of every strategy (rows) under every keyboard profile (columns), from a sweep's
/// ``SyncGrid`` over profiles: which handlers break on iOS 26, on Android, with Reduce Motion or
/// a floating keyboard, at a glance.
///
/// Each cell shows the grid's number; for the grid of the signed worst gap
/// (``SyncGrid/Measure/signedWorstGap``) that is the max overlap as a negative number in the
/// overlap colour (the keyboard covers the bar) or the max gap as a positive one in the gap
/// colour (a blank strip). Rows come worst first and columns in the sweep's profile order, as
/// the grid has them; the header names each profile's provenance.
public struct ProfileHeatMapFigure: FigureBuilder {
  /// Column labels longer than this are shortened (the header says how).
  static let labelLimit = 13

  /// The grid drawn.
  public let grid: SyncGrid

  /// A heat map of `grid` (one frame rate; the header names it); when cells cover several
  /// swept heights or durations, the header says that each shows the worst.
  /// - Throws: ``FigureInputError`` when the grid has no strategies.
  public init(_ grid: SyncGrid) throws(FigureInputError) {
    guard !grid.strategies.isEmpty else {
      throw FigureInputError(figure: "profile heat map", .noRows)
    }
    self.grid = grid
  }

  /// Builds the figure.
  public func figure(theme: Theme) -> Figure {
    let grid = self.grid
    let names = grid.columns.map { SweepHeatMapFigure.label($0, axis: grid.axis) }
    let labels = names.map(Self.columnLabel)
    let worst = grid.worstPoints
    var lines = Self.header(grid.setting)
    if labels != names {
      lines.append(
        Header.Line(
          "Columns shortened: "
            + zip(labels, names).filter { $0 != $1 }.map { "\($0) = \($1)" }
            .joined(separator: ", ") + "."))
    }
    if grid.coversSeveralValues {
      lines.append(Header.Line("Cells that cover several swept values show the worst."))
    }
    lines.append(
      Header.Line(
        "\(grid.inSyncCount) of \(grid.strategies.count) strategies stay within "
          + "\(NumberText.reading(grid.setting.tolerance, minus: .typographic)) pt under every profile; worst cell "
          + "\(NumberText.reading(worst, minus: .typographic)) pt.", color: theme.text, isBold: true
      ))
    return Figure(
      header: Header(title: "Which handlers break on which keyboard", lines: lines),
      panels: [
        .heatMap(
          HeatMapPanel(
            columnLabels: labels, rowLabels: grid.strategies, values: grid.values,
            colorScale: grid.measure.colorScale(theme),
            valueRange: grid.measure.valueRange(worst: worst),
            columnTitle: grid.axis.title, rowTitle: "strategy",
            colorBarTitle: grid.measure.colorBarTitle, cellFormatter: ReadingTickFormatter()))
      ], theme: theme)
  }

  /// A profile name short enough for a column: `android-…` becomes `A …`, anything else longer
  /// than ``labelLimit`` is cut with an ellipsis.
  static func columnLabel(_ name: String) -> String {
    guard name.count > labelLimit else { return name }
    if name.hasPrefix("android-") { return "A " + name.dropFirst("android-".count) }
    return String(name.prefix(labelLimit - 1)) + "…"
  }

  static func header(_ setting: SyncGrid.Setting) -> [Header.Line] {
    [
      Header.Line(
        "Each cell: one strategy when the keyboard shows on a "
          + "\(NumberText.reading(setting.screenWidth, minus: .typographic))×\(NumberText.reading(setting.screenHeight, minus: .typographic)) "
          + "screen (keyboard \(SweepHeatMapFigure.heights(setting)), reported "
          + "\(SweepHeatMapFigure.durations(setting)), curve \(setting.curve)) at "
          + "\(NumberText.reading(setting.frameRate, minus: .typographic)) Hz, as each profile moves the keyboard and words its "
          + "notifications: the max overlap (−, the keyboard covers the bar) or the max gap (+, a "
          + "blank strip), whichever is larger. Rows worst first (mean over the row)."),
      Header.Line(
        "Provenance: "
          + setting.profiles.map { "\($0.name) \($0.provenance)" }.joined(separator: " · ")),
    ]
  }
}
