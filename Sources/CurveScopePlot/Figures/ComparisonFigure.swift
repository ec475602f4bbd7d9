public import CurveScopeChart
public import CurveScopeMeasure

/// The comparison chart: one scenario, one or more strategies.
///
/// Top panel: screen y (points, downward as in UIKit) over time, the keyboard as a filled region
/// from its top edge down to the screen's bottom, each strategy's bar bottom as a line (steps for
/// a per-frame follower), markers at the frame instants of the first strategy, where the
/// keyboard ends, and the lag at half travel as an arrow between the two crossings. Bottom panel:
/// the gap over time, overlap and blank gap shaded in their two colours, the tolerance band, the
/// maximum overlap and gap annotated. The header states scenario, strategy and the verdict in
/// numbers. The first strategy is the one annotated and shaded; the others are drawn for
/// comparison, their numbers in the legend.
///
/// Every number shown comes from the measurements (``SyncTrace``, ``SyncSummary``,
/// ``HalfTravelCrossing``); a simulated series and a recorded one are drawn alike.
public struct ComparisonFigure: FigureBuilder {
  /// Above this many strategies the header gives one verdict line and the legend the strategies
  /// (names only); up to it, a verdict line each and numbers in the legend. The legend of both
  /// panels is one, in rows under the header.
  public static let verdictLineLimit = 3

  /// The measurements drawn, the first one shaded and annotated.
  public let analyses: [SyncMeasurement]

  /// A comparison of `analyses` (one scenario and clock, one or more strategies).
  /// - Throws: ``FigureInputError`` when `analyses` is empty or mixes scenarios or clocks.
  public init(_ analyses: [SyncMeasurement]) throws(FigureInputError) {
    guard let primary = analyses.first else {
      throw FigureInputError(figure: "comparison figure", .noStrategies)
    }
    for analysis in analyses.dropFirst() where !analysis.series.isComparable(with: primary.series) {
      throw FigureInputError(
        figure: "comparison figure", .otherScenario(strategy: analysis.series.barName))
    }
    self.analyses = analyses
  }

  /// Builds the figure: the position panel above the gap panel, sharing the time axis.
  public func figure(theme: Theme) -> Figure {
    let analyses = self.analyses
    let traces = analyses.map { SyncTrace($0.series) }
    let summaries = analyses.map(\.summary)
    let position = Self.positionPanel(
      analyses, traces: traces, summaries: summaries, theme: theme)
    let gap = Self.gapPanel(analyses, traces: traces, summaries: summaries, theme: theme)
    var header = Self.header(analyses, summaries: summaries, theme: theme)
    // One legend for both panels, in rows under the header that wrap across the figure's width:
    // it covers no data, however many strategies there are, and the plots keep their width.
    header.legendEntries = position.legendEntries + gap.legendEntries
    return Figure(
      header: header,
      panels: [.plot(position, relativeHeight: 1.2), .plot(gap)], sharesXAxis: true,
      theme: theme)
  }

  /// Title: the scenario; lines: the verdict of each strategy (one line, or one per strategy up
  /// to ``verdictLineLimit``), what the strategy does (or which strategies are drawn), and the
  /// scenario's events and measuring settings.
  static func header(_ analyses: [SyncMeasurement], summaries: [SyncSummary], theme: Theme)
    -> Header
  {
    let primary = analyses[0]
    var lines: [Header.Line] = []
    if analyses.count == 1 {
      lines.append(verdictLine("Verdict", summaries[0], theme: theme))
      lines.append(Header.Line("Strategy \(primary.series.barName): \(primary.series.barSummary)"))
    } else {
      if analyses.count <= verdictLineLimit {
        for summary in summaries {
          lines.append(verdictLine(summary.strategy, summary, theme: theme))
        }
      } else {
        lines.append(verdictLine("Verdict (\(primary.series.barName))", summaries[0], theme: theme))
      }
      let names = analyses.map(\.series.barName).joined(separator: ", ")
      lines.append(
        Header.Line("Strategies: \(names). Shaded and annotated: \(primary.series.barName)."))
    }
    lines.append(Header.Line(ScenarioText.line(primary)))
    let title =
      analyses.count == 1
      ? "\(primary.series.title) · \(primary.series.barName)" : primary.series.title
    return Header(title: title, lines: lines)
  }

  /// `Verdict: …` in bold, bluish green when in sync, vermillion otherwise.
  static func verdictLine(_ prefix: String, _ summary: SyncSummary, theme: Theme) -> Header.Line {
    let color: Color =
      summary.isInSync
      ? theme.tolerance.mixed(with: .okabeItoBlack, fraction: 0.3)
      : .okabeItoVermillion
    return Header.Line("\(prefix): \(SyncVerdict.sentence(summary))", color: color, isBold: true)
  }

  /// The legend label of a strategy's bar line.
  static func barLabel(_ analysis: SyncMeasurement, trace: SyncTrace, count: Int) -> String {
    let name = analysis.series.barName
    let held = trace.isSampledPerFrame ? ", held per frame" : ""
    guard count > 1 else { return "bar bottom (\(name)\(held))" }
    guard count <= verdictLineLimit else {
      return "\(name)\(analysis.summary.isInSync ? " (in sync)" : "")"
    }
    return "\(name)\(held): \(SyncVerdict.short(analysis.summary))"
  }

  /// Marker size for frame instants: smaller when frames are dense (120 Hz and up).
  static func frameMarkerSize(_ analysis: SyncMeasurement) -> Double {
    (analysis.series.frameRate ?? 60) > 90 ? 3.4 : 4.6
  }

  /// A darker shade of a colour for text on white (labels of shaded regions).
  static func ink(_ color: Color) -> Color {
    color.mixed(with: .okabeItoBlack, fraction: 0.45)
  }
}
