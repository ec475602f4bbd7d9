import CurveScopeChart
import CurveScopeMeasure
import CurveScopeSupport

extension ComparisonFigure {
  /// The time axis both panels share, named after what t = 0 is for `series`: the first
  /// notification; for a recording without notifications, the keyboard's first motion (the
  /// last frame before it), or the recorder's own clock when the keyboard never moves.
  static func timeAxis(_ series: FrameSeries) -> Axis {
    let origin =
      !series.events.isEmpty
      ? "time since the first notification"
      : series.firstTravel != nil
        ? "time since the keyboard starts moving, no notifications recorded"
        : "time on the recorder's clock"
    return Axis(title: origin, unit: "ms", range: .tight)
  }

  /// Screen y over time: keyboard region, bar lines, frame markers, where the keyboard ends,
  /// later notifications, and the lag arrow at half travel.
  static func positionPanel(
    _ analyses: [SyncMeasurement], traces: [SyncTrace], summaries: [SyncSummary], theme: Theme
  ) -> PlotPanel {
    let primary = analyses[0]
    let scenario = primary.series
    var series: [Series] = []
    for (index, (analysis, trace)) in zip(analyses, traces).enumerated() {
      let style = StrategyStyle.line(index, theme: theme)
      series.append(
        Series(
          label: barLabel(analysis, trace: trace, count: analyses.count),
          points: trace.barBottom, line: style, interpolation: trace.interpolation,
          marker: index == 0
            ? MarkerStyle(shape: .circle, size: frameMarkerSize(analysis), color: style.color)
            : nil,
          markerPoints: index == 0 ? trace.barFramePoints : []))
    }
    let keyboardEnd = scenario.keyboardEnd
    var references = [
      ReferenceLine(
        .horizontal, at: keyboardEnd,
        style: LineStyle(color: theme.reference, width: 1, dash: LineStyle.dashed),
        label: "keyboard ends at \(NumberText.reading(keyboardEnd, minus: .typographic)) pt")
    ]
    let later = scenario.events.dropFirst().filter(\.kind.isBeforeAnimation)
    for (index, event) in later.enumerated() {
      let times = later.map { NumberText.reading($0.time * 1000, minus: .typographic) }.joined(
        separator: ", ")
      references.append(
        ReferenceLine(
          .vertical, at: event.time * 1000,
          style: LineStyle(color: theme.secondaryText, width: 1, dash: LineStyle.dotted),
          label: index == 0 ? "later notification\(later.count > 1 ? "s" : "") (\(times) ms)" : nil)
      )
    }
    let range = screenRange(traces, keyboardEnd: keyboardEnd, screenHeight: scenario.screenHeight)
    var keyboardLabel = "keyboard"
    if case .fixed = range {
      keyboardLabel +=
        " (on down to the screen's bottom, \(NumberText.reading(scenario.screenHeight, minus: .typographic)) pt)"
    }
    var panel = PlotPanel(
      title: "Keyboard top edge and bar bottom edge on screen (y grows downward, as in UIKit)",
      xAxis: timeAxis(scenario),
      yAxis: Axis(title: "screen y", unit: "pt", range: range, isInverted: true),
      series: series,
      fills: [
        FillRegion(
          between: .series(traces[0].keyboardTop), and: .constant(scenario.screenHeight),
          color: theme.keyboardFill.withAlpha(0.6), label: keyboardLabel,
          edge: LineStyle(color: theme.keyboard, width: 2.2))
      ],
      referenceLines: references,
      legend: .hidden)
    addLag(primary, summary: summaries[0], to: &panel, theme: theme)
    return panel
  }

  /// The screen-y range shown: everything down to the screen's bottom when the motion is large
  /// next to the keyboard below it; otherwise the motion with room around it (the keyboard
  /// region then runs on below the plot, clipped), so that a small height change is not
  /// squashed into a sliver.
  static func screenRange(_ traces: [SyncTrace], keyboardEnd: Double, screenHeight: Double)
    -> AxisRange
  {
    let values =
      traces.flatMap { $0.keyboardTop.map(\.y) + $0.barBottom.map(\.y) } + [keyboardEnd]
    guard let low = values.filter(\.isFinite).min(), let high = values.filter(\.isFinite).max()
    else {
      return .automatic(padding: 0.07, including: [screenHeight], nice: false)
    }
    let span = max(high - low, 1)
    guard screenHeight - high > span else {
      return .automatic(padding: 0.07, including: [screenHeight], nice: false)
    }
    return .fixed(lower: low - 0.15 * span, upper: high + 0.6 * span)
  }

  /// The arrow from the keyboard's half-travel crossing to the bar's, labelled with the lag.
  static func addLag(
    _ analysis: SyncMeasurement, summary: SyncSummary, to panel: inout PlotPanel, theme: Theme
  ) {
    guard let phrase = SyncVerdict.lagPhrase(summary),
      let crossing = analysis.halfTravel,
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
