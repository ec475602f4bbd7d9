public import CurveScopeChart
public import CurveScopeMeasure
import CurveScopeSupport

/// An interactive dismissal: the finger on the time axis, the keyboard it drags, and how each
/// follower's bar keeps up — before the release (no notification), and after it (the keyboard's
/// spring launched with the finger's velocity).
///
/// Top panel: screen y over time (downward), the finger's touches as a dashed step line, the
/// keyboard as a filled region, each strategy's bar bottom as a line; a vertical line at the
/// release. Bottom panel: each strategy's gap over time with the tolerance band. Every number
/// comes from the measurements and the finger's drag.
public struct InteractiveDismissalFigure: FigureBuilder {
  /// Measurements of one interactive scenario, one per strategy.
  public let analyses: [SyncMeasurement]
  /// The finger's touches and release.
  public let drag: FingerDrag

  /// The dismissal drawn for `analyses` with the finger's `drag`.
  /// - Throws: ``FigureInputError`` when `analyses` is empty or mixes scenarios.
  public init(_ analyses: [SyncMeasurement], drag: FingerDrag) throws(FigureInputError) {
    guard let primary = analyses.first else {
      throw FigureInputError(figure: "dismissal figure", .noStrategies)
    }
    for analysis in analyses.dropFirst() where !analysis.series.isComparable(with: primary.series) {
      throw FigureInputError(
        figure: "dismissal figure", .otherScenario(strategy: analysis.series.barName))
    }
    self.analyses = analyses
    self.drag = drag
  }

  /// Builds the figure.
  public func figure(theme: Theme) -> Figure {
    let primary = analyses[0]
    let traces = analyses.map { SyncTrace($0.series) }
    let screenHeight = primary.series.screenHeight
    let release = drag.releaseTime * 1000
    let hides = drag.hides
    let releaseLine = ReferenceLine(
      .vertical, at: release,
      style: LineStyle(color: theme.secondaryText, width: 1.2, dash: LineStyle.dotted),
      label: "release at \(NumberText.reading(release, minus: .typographic)) ms: "
        + "\(NumberText.reading(drag.releaseVelocity, minus: .typographic)) pt/s, "
        + (hides ? "willHide" : "willShow"))
    let finger = [
      Series(
        label: "finger (no notification until the release)",
        points: drag.touches.map { DataPoint(x: $0.x * 1000, y: $0.y) },
        line: LineStyle(color: Color(hex: 0x8C8C8C), width: 3, dash: [1.5, 2.5]),
        interpolation: .stepAfter)
    ]
    var positions: [Series] = []
    var gaps: [Series] = []
    for (index, (analysis, trace)) in zip(analyses, traces).enumerated() {
      let style = StrategyStyle.line(index, theme: theme)
      positions.append(
        Series(
          label: "\(analysis.series.barName): \(SyncVerdict.short(analysis.summary))",
          points: trace.barBottom, line: style, interpolation: trace.interpolation))
      gaps.append(
        Series(points: trace.gap, line: style, interpolation: trace.interpolation))
    }
    let timeAxis = Axis(title: "time since the drag began", unit: "ms", range: .tight)
    let top = PlotPanel(
      title: "The finger drags the keyboard; the bars follow (screen y, downward)",
      xAxis: timeAxis,
      yAxis: Axis(
        title: "screen y", unit: "pt",
        range: .automatic(padding: 0.06, including: [screenHeight], nice: false),
        isInverted: true),
      series: positions + finger,
      fills: [
        FillRegion(
          between: .series(traces[0].keyboardTop), and: .constant(screenHeight),
          color: theme.keyboardFill.withAlpha(0.6), label: "keyboard",
          edge: LineStyle(color: theme.keyboard, width: 2.2))
      ], referenceLines: [releaseLine], legend: .outsideRight)
    let tolerance = primary.summary.tolerancePoints
    let bottom = PlotPanel(
      title: "Gap = keyboard top − bar bottom (below 0 the keyboard covers the bar)",
      xAxis: timeAxis, yAxis: Axis(title: "gap", unit: "pt", range: .padded),
      series: gaps,
      bands: [
        Band(
          .horizontal, from: -tolerance, to: tolerance, color: theme.tolerance.withAlpha(0.25),
          label: nil)
      ], referenceLines: [releaseLine], legend: .hidden)
    let gesture = drag.gesture ?? "a recorded track"
    return Figure(
      header: Header(
        title: primary.series.title,
        lines: [
          Header.Line(
            "Finger: \(gesture), \(drag.touches.count) touches; the keyboard's top "
              + "follows the finger once it is below the top; UIKit posts nothing until the release at "
              + "\(NumberText.reading(release, minus: .typographic)) ms, then willChangeFrame and "
              + "\(hides ? "willHide (it hides)" : "willShow (it returns)") while the keyboard "
              + "finishes with its spring launched at the finger's velocity."),
          Header.Line(
            "In sync: "
              + (analyses.filter(\.summary.isInSync).map(\.series.barName).joined(separator: ", ")
                .nonEmpty ?? "none") + ".", color: theme.text, isBold: true),
        ]),
      panels: [.plot(top, relativeHeight: 1.4), .plot(bottom)], sharesXAxis: true, theme: theme)
  }
}

extension String {
  /// The string, or `nil` when empty.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
