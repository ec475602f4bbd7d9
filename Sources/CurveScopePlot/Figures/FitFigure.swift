public import CurveScopeChart
public import CurveScopeFit
import CurveScopeSupport

/// The fit figure: a target timing, the Bézier fitted to it and the published stand-ins, with
/// their errors over time.
///
/// Three panels share the time axis: progress of every curve; the error of each candidate
/// (curve − target, as a fraction of the travel); and the fit's error alone, zoomed, with its
/// ± max-error band, since the stand-ins' errors are tens of times larger. Every number comes
/// from a ``FitComparison``; the figure only draws it.
public struct FitFigure: FigureBuilder {
  /// The target, the fit and the stand-ins, with their errors.
  public let comparison: FitComparison
  /// The header title.
  public let title: String
  /// Points per unit of travel, to quote errors in points; `nil` quotes fractions only.
  public let keyboardHeight: Double?

  /// The figure for `comparison`.
  /// - Parameters:
  ///   - title: the header title (`Cubic Bézier fitted to the keyboard's curve 7`).
  ///   - keyboardHeight: points per unit of travel, to quote errors in points; `nil` quotes
  ///     fractions only.
  public init(_ comparison: FitComparison, title: String, keyboardHeight: Double? = 291) {
    self.comparison = comparison
    self.title = title
    self.keyboardHeight = keyboardHeight
  }

  /// Builds the figure: progress, every candidate's error and the fit's error zoomed, sharing
  /// the time axis.
  public func figure(theme: Theme) -> Figure {
    let (comparison, title, keyboardHeight) = (self.comparison, self.title, self.keyboardHeight)
    let times = comparison.timesMilliseconds
    func points(_ values: [Double]) -> [DataPoint] {
      zip(times, values).map { DataPoint(x: $0, y: $1) }
    }
    let styles = Self.candidateStyles(theme)
    let targetStyle = LineStyle(color: theme.keyboard, width: 3.2)

    var progressSeries = [
      Series(
        label: comparison.target.label, points: points(comparison.target.progress),
        line: targetStyle)
    ]
    var errorSeries: [Series] = []
    for (index, candidate) in comparison.candidates.enumerated() {
      let style = styles[min(index, styles.count - 1)]
      let maximum =
        candidate.accuracy.map { " — max error \(Self.errorText($0.maxError, keyboardHeight))" }
        ?? ""
      progressSeries.append(
        Series(label: candidate.label + maximum, points: points(candidate.progress), line: style))
      errorSeries.append(Series(label: nil, points: points(candidate.errors), line: style))
    }
    let zero = ReferenceLine(
      .horizontal, at: 0, style: LineStyle(color: theme.reference, width: 0.8))
    let progress = PlotPanel(
      title: "Progress (fraction of the travel)",
      xAxis: Axis(title: "time", unit: "ms", range: .tight),
      yAxis: Axis(
        title: "progress", range: .automatic(padding: 0.04, including: [0, 1], nice: false)),
      series: progressSeries, legend: .inside(.bottomRight))
    let errors = PlotPanel(
      title: "Error of each curve (curve − target)",
      xAxis: Axis(title: "time", unit: "ms", range: .tight),
      yAxis: Axis(title: "error", range: .padded),
      series: errorSeries, referenceLines: [zero], legend: .hidden)
    // With stand-ins, one panel compares every error and another zooms on the fit's; alone,
    // the fit's error needs one panel.
    let hasStandIns = comparison.candidates.count > 1
    var panels: [Panel] = [.plot(progress, relativeHeight: 1.2)]
    if hasStandIns { panels.append(.plot(errors, relativeHeight: 0.9)) }
    var headerLines: [Header.Line] = []
    if let fit = comparison.candidates.first, let accuracy = fit.accuracy {
      let bound = accuracy.maxError
      let at = DataPoint(x: accuracy.maxErrorTime * 1000, y: accuracy.signedMaxError)
      let zoom = PlotPanel(
        title: (hasStandIns ? "Error of the fit, zoomed" : "Error of the fit (fit − target)")
          + ": within ± \(Self.errorText(bound, keyboardHeight)) throughout",
        xAxis: Axis(title: "time", unit: "ms", range: .tight),
        yAxis: Axis(
          title: "error", range: .automatic(padding: 0.12, including: [-bound, bound], nice: false)),
        series: [Series(label: nil, points: points(fit.errors), line: styles[0])],
        bands: [
          Band(
            .horizontal, from: -bound, to: bound, color: theme.tolerance.withAlpha(0.14))
        ],
        referenceLines: [zero],
        annotations: [
          Annotation(
            "max \(Self.errorText(bound, keyboardHeight)) at \(Self.number(at.x, decimals: 0)) ms",
            at: at,
            color: theme.text, marker: MarkerStyle(size: 6, color: theme.bar))
        ],
        legend: .hidden)
      panels.append(.plot(zoom, relativeHeight: 1.1))
      headerLines.append(
        Header.Line(
          "Fit \(fit.details): max error \(Self.errorText(bound, keyboardHeight)), "
            + "RMS \(Self.errorText(accuracy.rmsError, keyboardHeight))",
          color: theme.text, isBold: true))
    }
    if let fit = comparison.candidates.first?.accuracy,
      let standIn = comparison.candidates.dropFirst().first, let accuracy = standIn.accuracy
    {
      let ratio = accuracy.maxError / max(fit.maxError, 1e-12)
      headerLines.append(
        Header.Line(
          "\(Self.number(ratio, decimals: 1))× smaller max error than the published stand-in: "
            + "\(Self.errorText(accuracy.maxError, keyboardHeight)) for \(standIn.details)"))
    }
    var measured =
      "Errors at \(comparison.grid.count) instants over the first "
      + "\(Self.number(comparison.grid.window * 1000, decimals: 0)) ms, as a fraction of the travel"
    if let keyboardHeight {
      measured += " (points on a \(Self.number(keyboardHeight, decimals: 0)) pt keyboard)"
    }
    headerLines.append(Header.Line(measured, color: theme.secondaryText))
    return Figure(
      header: Header(title: title, lines: headerLines), panels: panels, sharesXAxis: true,
      theme: theme)
  }

  /// Line styles of the fit and the stand-ins, in order.
  static func candidateStyles(_ theme: Theme) -> [LineStyle] {
    [
      LineStyle(color: theme.bar, width: 2.2),
      LineStyle(color: .okabeItoReddishPurple, width: 1.8, dash: LineStyle.dashed),
      LineStyle(color: theme.secondaryText, width: 1.6, dash: [8, 3, 2, 3]),
    ]
  }

  /// `0.0091 (2.7 pt)`, or `0.0091` without a height.
  static func errorText(_ fraction: Double, _ keyboardHeight: Double?) -> String {
    let text = number(fraction, decimals: fraction < 0.1 ? 4 : 3)
    guard let keyboardHeight else { return text }
    return "\(text) (\(number(fraction * keyboardHeight, decimals: 1)) pt)"
  }

  /// `value` rounded to `decimals` places, trailing zeros kept (`0.0091`, `2.70`): the fixed
  /// form of the one number formatter, so that a column of errors lines up.
  static func number(_ value: Double, decimals: Int) -> String {
    NumberText.fixed(value, decimals: decimals)
  }

}
