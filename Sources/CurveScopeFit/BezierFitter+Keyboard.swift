import CurveScopeTiming

extension BezierFitter {
  /// The fit of the keyboard's curve 7 (``Timing/keyboardCurve``) with the default options,
  /// computed once per process on first use (about 10 000 evaluations of the objective) and
  /// shared: the gallery draws it in two figures, and `Timing.keyboardCurve` never changes.
  ///
  /// The same value as `try BezierFitter.fit(Timing.keyboardCurve)`; a failure is kept, not
  /// retried (the built-in curve fits).
  public static let keyboardCurveFit: Result<BezierFit, any Error> = Result {
    try BezierFitter.fit(Timing.keyboardCurve)
  }
}
