import CurveScopeChart
import CurveScopeFit
import CurveScopePlot

/// The gallery's figure of curve 7 on other platforms, fitted when the figure is built (on a
/// gallery worker, not while the plan is made).
struct KeyboardPortsFigure: FigureBuilder {
  /// Fits, ports and builds the figure.
  /// - Throws: whatever the fits throw (not for the built-in keyboard curve).
  func figure(theme: Theme) throws -> Figure {
    try MotionPortFigure(
      .keyboardCurve(), title: "The iOS keyboard's curve 7 on other platforms"
    ).figure(theme: theme)
  }
}
