import CurveScope

extension ComparisonFigure {
  /// The time axis both panels share.
  static var timeAxis: Axis {
    Axis(title: "time since the first notification", unit: "ms", range: .tight)
  }

  /// Screen y over time: keyboard region, bar lines, frame markers, where the keyboard ends,
  /// later notifications, and the lag arrow at half travel.
  static func positionPanel(
    _ analyses: [SyncAnalysis], traces: [SyncTrace], summaries: [SyncSummary], theme: Theme
  ) -> PlotPanel {
    let primary = analyses[0]
    let scenario = primary.scenario
    var series: [Series] = []
    for (index, (analysis, trace)) in zip(analyses, traces).enumerated() {
      let style = StrategyStyle.line(index, theme: theme)
      series.append(
        Series(
          label: barLabel(analysis, summaries[index], count: analyses.count),
          points: trace.barBottom, line: style, interpolation: trace.interpolation,
          marker: index == 0
            ? MarkerStyle(shape: .circle, size: frameMarkerSize(analysis), color: style.color)
            : nil,
          markerPoints: index == 0 ? trace.barFramePoints : []))
    }
    let keyboardEnd = primary.keyboard.finalValue
    var references = [
      ReferenceLine(
        .horizontal, at: keyboardEnd,
        style: LineStyle(color: theme.reference, width: 1, dash: LineStyle.dashed),
        label: "keyboard ends at \(FigureNumber.text(keyboardEnd)) pt")
    ]
    let later = scenario.events.dropFirst().filter(\.kind.isBeforeAnimation)
    for (index, event) in later.enumerated() {
      let times = later.map { FigureNumber.text($0.time * 1000) }.joined(separator: ", ")
      references.append(
        ReferenceLine(
          .vertical, at: event.time * 1000,
          style: LineStyle(color: theme.secondaryText, width: 1, dash: LineStyle.dotted),
          label: index == 0 ? "later notification\(later.count > 1 ? "s" : "") (\(times) ms)" : nil)
      )
    }
    var panel = PlotPanel(
      title: "Keyboard top edge and bar bottom edge on screen (y grows downward, as in UIKit)",
      xAxis: timeAxis,
      yAxis: Axis(
        title: "screen y", unit: "pt",
        range: .automatic(padding: 0.07, including: [scenario.screenHeight], nice: false),
        isInverted: true),
      series: series,
      fills: [
        FillRegion(
          between: .series(traces[0].keyboardTop), and: .constant(scenario.screenHeight),
          color: theme.keyboard.withAlpha(0.2), label: "keyboard",
          edge: LineStyle(color: theme.keyboard, width: 2.2))
      ],
      referenceLines: references,
      legend: analyses.count > verdictLineLimit ? .outsideRight : .best(allowOutside: false))
    addLag(primary, summary: summaries[0], to: &panel, theme: theme)
    return panel
  }

  /// The arrow from the keyboard's half-travel crossing to the bar's, labelled with the lag.
  static func addLag(
    _ analysis: SyncAnalysis, summary: SyncSummary, to panel: inout PlotPanel, theme: Theme
  ) {
    guard let phrase = SyncVerdict.lagPhrase(summary),
      let crossing = analysis.halfTravelCrossing(),
      let keyboardTime = crossing.keyboardMilliseconds, let barTime = crossing.barMilliseconds
    else { return }
    let from = DataPoint(x: keyboardTime, y: crossing.keyboardLevel)
    let to = DataPoint(x: barTime, y: crossing.barLevel)
    let color = theme.text
    panel.arrows.append(
      DataArrow(from: from, to: to, style: LineStyle(color: color, width: 1.5), capLength: 9))
    panel.annotations.append(
      Annotation(
        phrase,
        at: DataPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2), color: color))
  }
}
