public import CurveScopeChart
public import CurveScopeMeasure
import CurveScopeSupport

/// Every strategy's gap in one scenario as small multiples on one gap scale, worst first (by the
/// largest |gap| of any frame, then RMS gap, then the order given), each panel titled with its
/// rank and numbers. Strategies whose gap is the same at every frame share a panel
/// (`reported-duration = unshifted-curve`), so each panel shows a different behaviour.
public struct StrategyOverviewFigure: FigureBuilder {
  /// The measurements compared (one scenario and clock).
  public let analyses: [SyncMeasurement]

  /// An overview of `analyses`.
  /// - Throws: ``FigureInputError`` when `analyses` is empty or mixes scenarios or clocks.
  public init(_ analyses: [SyncMeasurement]) throws(FigureInputError) {
    guard let first = analyses.first else {
      throw FigureInputError(figure: "strategy overview", .noStrategies)
    }
    for analysis in analyses.dropFirst() where !analysis.series.isComparable(with: first.series) {
      throw FigureInputError(
        figure: "strategy overview", .otherScenario(strategy: analysis.series.barName))
    }
    self.analyses = analyses
  }

  /// Builds the figure: one small panel per distinct gap, worst first, in one or two columns.
  public func figure(theme: Theme) -> Figure {
    let analyses = self.analyses
    let first = analyses[0]
    let summaries = analyses.map(\.summary)
    let groups = FrameSeries.sameGapGroups(
      analyses.map(\.series), order: SyncSummary.worstFirst(summaries))
    let traces = groups.map { SyncTrace(analyses[$0[0]].series) }
    let columns = groups.count <= 4 ? 1 : 2
    let tolerance = first.summary.tolerancePoints
    var gaps = traces.flatMap { $0.gap.map(\.y) } + [-2 * tolerance, 2 * tolerance]
    gaps = gaps.filter(\.isFinite)
    let span = (gaps.max() ?? 1) - (gaps.min() ?? -1)
    let yRange = AxisRange.fixed(
      lower: (gaps.min() ?? -1) - 0.08 * span, upper: (gaps.max() ?? 1) + 0.08 * span)

    var small = theme
    small.fonts.panelTitle = 11.5
    small.spacing.panelTitleGap = 4
    var panels: [Panel] = []
    var shared: [Header.Line] = []
    for (rank, members) in groups.enumerated() {
      let summary = summaries[members[0]]
      let members = members.map { analyses[$0].series.barName }
      let names = Self.panelNames(members)
      if members.count > Self.namedPerPanel, !summary.isInSync {
        shared.append(Header.Line("Panel \(rank + 1): \(members.joined(separator: ", "))."))
      }
      let isLeft = rank % columns == 0
      panels.append(
        .plot(
          PlotPanel(
            title: "\(rank + 1). \(names): \(Self.title(summary))",
            xAxis: Axis(title: "time", unit: "ms", range: .tight),
            yAxis: Axis(title: isLeft ? "gap" : nil, unit: isLeft ? "pt" : nil, range: yRange),
            series: [
              Series(
                points: traces[rank].gap, line: LineStyle(color: theme.text, width: 1.4),
                interpolation: traces[rank].interpolation)
            ],
            fills: [
              FillRegion(
                between: traces[rank].gapBoundary, and: .constant(0),
                above: theme.gap.withAlpha(0.55), labelAbove: nil,
                below: theme.overlap.withAlpha(0.55), labelBelow: nil)
            ],
            bands: [
              Band(
                .horizontal, from: -tolerance, to: tolerance, color: theme.tolerance.withAlpha(0.3))
            ],
            referenceLines: [
              ReferenceLine(
                .horizontal, at: 0, style: LineStyle(color: theme.reference, width: 0.7))
            ], legend: .hidden)))
    }
    let order = groups.flatMap { $0 }
    let inSync = order.filter { summaries[$0].isInSync }.map { analyses[$0].series.barName }
    let worst = summaries[order[0]]
    var verdict =
      "Worst: \(worst.strategy) (\(NumberText.reading(worst.worstGapPoints, minus: .typographic)) pt)."
    verdict += inSync.isEmpty ? " None in sync." : " In sync: \(inSync.joined(separator: ", "))."
    return Figure(
      header: Header(
        title: "Strategy overview · \(first.series.title)",
        lines: [
          Header.Line(
            verdict,
            color: inSync.count == analyses.count
              ? theme.tolerance.mixed(with: .okabeItoBlack, fraction: 0.3) : .okabeItoVermillion,
            isBold: true),
          Header.Line(
            "Gap = keyboard top − bar bottom for each strategy on one scale, worst first (largest "
              + "|gap| of any frame); strategies with the same gap at every frame share a panel."),
          Header.Line(ScenarioText.line(first)),
        ] + shared,
        legendEntries: [
          LegendEntry(
            "overlap: the keyboard covers the bar", swatch: .box(theme.overlap.withAlpha(0.55))),
          LegendEntry(
            "blank gap between bar and keyboard", swatch: .box(theme.gap.withAlpha(0.55))),
          LegendEntry(
            "tolerance ±\(NumberText.reading(tolerance, decimals: 2, minus: .typographic)) pt",
            swatch: .box(theme.tolerance.withAlpha(0.3))),
        ]),
      panels: panels, sharesXAxis: true, theme: small, columnCount: columns)
  }

  /// The most strategies a panel title names; more are counted (`a = b and 5 more`), and the
  /// header names them all (the in-sync line, or a line for the panel).
  static let namedPerPanel = 3

  /// `a = b = c`, or `a = b and 5 more` beyond ``namedPerPanel`` (a title fits half a figure).
  static func panelNames(_ names: [String]) -> String {
    guard names.count > namedPerPanel else { return names.joined(separator: " = ") }
    return "\(names[0]) = \(names[1]) and \(names.count - 2) more"
  }

  /// `covers 63.5 pt, gap 19.1 pt`, `in sync`.
  static func title(_ summary: SyncSummary) -> String {
    guard !summary.isInSync else { return "in sync" }
    var parts: [String] = []
    if summary.maxOverlapPoints > 0 {
      parts.append("covers \(NumberText.reading(summary.maxOverlapPoints, minus: .typographic)) pt")
    }
    if summary.maxGapPoints > 0 {
      parts.append("gap \(NumberText.reading(summary.maxGapPoints, minus: .typographic)) pt")
    }
    if abs(summary.finalErrorPoints) > summary.tolerancePoints {
      parts.append("ends \(NumberText.signed(summary.finalErrorPoints, minus: .typographic)) pt")
    }
    return parts.joined(separator: ", ")
  }
}
