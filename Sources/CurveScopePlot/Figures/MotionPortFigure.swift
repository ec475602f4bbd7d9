public import CurveScopeFit
import CurveScopeTiming

/// The keyboard's motion on other platforms: the exact springs (which differ only in where each
/// platform ends them) and the approximations (CSS `linear()`, an Android multi-segment path,
/// one cubic Bézier) against the target, with their errors.
///
/// Three panels share the time axis: progress; the springs' errors (zero while both move, then
/// the jump where one side ends first); the approximations' errors with the ±0.002 band the
/// `linear()` default is chosen for. Every number comes from a ``MotionPortComparison``.
/// The gallery's keyboard figure is `MotionPortFigure(try .keyboardCurve(), title: …)`: the
/// comparison is fitted by ``MotionPortComparison``, never while drawing.
public struct MotionPortFigure: FigureBuilder {
  /// The error band drawn on the approximation panel: 0.002 of the travel.
  public static let goal = 0.002

  /// What the figure draws.
  public var comparison: MotionPortComparison
  /// The header title.
  public var title: String
  /// Points per unit of travel for the header's errors.
  public var keyboardHeight: Double

  /// A figure of `comparison`.
  /// - Parameters:
  ///   - title: the header title.
  ///   - keyboardHeight: points per unit of travel for the header's errors.
  public init(_ comparison: MotionPortComparison, title: String, keyboardHeight: Double = 291) {
    self.comparison = comparison
    self.title = title
    self.keyboardHeight = keyboardHeight
  }

  /// Builds the figure in `theme`.
  public func figure(theme: Theme) -> Figure {
    let goal = Self.goal
    let times = comparison.timesMilliseconds
    func points(_ values: [Double]) -> [DataPoint] {
      zip(times, values).map { DataPoint(x: $0, y: $1) }
    }
    let springColors: [Color] = [
      .okabeItoBluishGreen, .okabeItoVermillion, .okabeItoReddishPurple, .okabeItoYellow,
      .okabeItoSkyBlue, theme.secondaryText,
    ]
    let approximationStyles = [
      LineStyle(color: theme.bar, width: 2.2),
      LineStyle(color: .okabeItoBlack, width: 1.6, dash: LineStyle.dashed),
      LineStyle(color: theme.secondaryText, width: 1.4, dash: LineStyle.dotted),
    ]
    var progress = [
      Series(
        label: comparison.target.label, points: points(comparison.target.progress),
        line: LineStyle(color: theme.keyboard, width: 3.2))
    ]
    var springErrors: [Series] = []
    var approximationErrors: [Series] = []
    var springIndex = 0
    var approximationIndex = 0
    for candidate in comparison.candidates {
      let maximum =
        candidate.accuracy.map { " — max \(FitFigure.errorText($0.maxError, nil))" } ?? ""
      let style: LineStyle
      if candidate.kind == .spring {
        style = LineStyle(
          color: springColors[springIndex % springColors.count], width: 1.6,
          dash: springIndex == 0 ? [] : [4 + Double(springIndex), 3])
        springIndex += 1
        springErrors.append(Series(label: nil, points: points(candidate.errors), line: style))
      } else {
        style = approximationStyles[min(approximationIndex, approximationStyles.count - 1)]
        approximationIndex += 1
        approximationErrors.append(
          Series(label: nil, points: points(candidate.errors), line: style))
      }
      progress.append(
        Series(label: candidate.label + maximum, points: points(candidate.progress), line: style))
    }
    let zero = ReferenceLine(
      .horizontal, at: 0, style: LineStyle(color: theme.reference, width: 0.8))
    let axis = Axis(title: "time", unit: "ms", range: .tight)
    var panels: [Panel] = [
      .plot(
        PlotPanel(
          title: "Progress (fraction of the travel)", xAxis: axis,
          yAxis: Axis(
            title: "progress", range: .automatic(padding: 0.04, including: [0, 1], nice: false)),
          // A free corner if there is one, else beside the plot: never over a curve.
          series: progress, legend: .best(allowOutside: true)),
        relativeHeight: 1.8)
    ]
    if !springErrors.isEmpty {
      panels.append(
        .plot(
          PlotPanel(
            title: "Exact springs: error (0 while both move, a step where one side ends first)",
            xAxis: axis, yAxis: Axis(title: "error", range: .padded), series: springErrors,
            referenceLines: [zero], legend: .hidden),
          relativeHeight: 0.9))
    }
    panels.append(
      .plot(
        PlotPanel(
          title: "Approximations: error, band ± \(FitFigure.number(goal, decimals: 3))",
          xAxis: axis,
          // A short panel: the band's edges and 0 are the ticks a reader needs.
          yAxis: Axis(
            title: "error", range: .automatic(padding: 0.1, including: [-goal, goal], nice: true),
            locator: FixedTickLocator(values: [-goal, 0, goal])),
          series: approximationErrors,
          bands: [
            Band(.horizontal, from: -goal, to: goal, color: theme.tolerance.withAlpha(0.14))
          ],
          referenceLines: [zero], legend: .hidden),
        relativeHeight: 1.1))
    var lines: [Header.Line] = []
    let springs = comparison.candidates.filter { $0.kind == .spring }
    if !springs.isEmpty {
      lines.append(
        Header.Line(
          "The platforms' springs run curve 7 exactly; they differ only where each ends it "
            + "(\(springs.count) distinct ends shown; the target ends at \(FitFigure.number(comparison.targetDuration * 1000, decimals: 0)) ms)",
          color: theme.text, isBold: true))
    }
    let approximations = comparison.candidates.compactMap { candidate -> String? in
      guard candidate.kind == .approximation, let accuracy = candidate.accuracy else { return nil }
      return
        "\(candidate.label): max error \(FitFigure.errorText(accuracy.maxError, keyboardHeight))"
    }
    if !approximations.isEmpty { lines.append(Header.Line(approximations.joined(separator: "; "))) }
    lines.append(
      Header.Line(
        "Errors at \(comparison.grid.count) instants over the first "
          + "\(FitFigure.number(comparison.grid.window * 1000, decimals: 0)) ms, as a fraction of "
          + "the travel", color: theme.secondaryText))
    return Figure(
      header: Header(title: title, lines: lines), panels: panels, sharesXAxis: true, theme: theme)
  }
}
