import CurveScopeChart
import CurveScopeFit
import CurveScopePlot
import CurveScopeTiming

/// The gallery's fit figure: the cubic Bézier fitted to the keyboard's curve 7
/// (`BezierFitter.keyboardCurveFit`, computed on first use on a worker thread, since the fit is
/// the costly part, and shared with the ports figure) drawn against the published stand-ins with
/// ``FitFigure``.
struct KeyboardFitFigure: FigureBuilder {
  /// Fits, compares and builds the figure.
  /// - Throws: whatever the fit throws (not for the built-in keyboard curve).
  func figure(theme: Theme) throws -> Figure {
    let fit = try BezierFitter.keyboardCurveFit.get()
    let comparison = try FitComparison(
      fit: fit, targetLabel: "keyboard (curve 7)", standIns: PublishedStandIn.keyboard)
    return FitFigure(comparison, title: "A cubic Bézier for the iOS keyboard's curve 7")
      .figure(theme: theme)
  }
}
