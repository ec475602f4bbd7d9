public import CurveScopeTiming

/// A cubic Bézier over a duration, with its accuracy against the target it was fitted to.
public struct FittedBezier: Hashable, Sendable {
  /// The control points.
  public var curve: CubicBezier
  /// Seconds the curve runs.
  public var duration: Double
  /// Its error against the target on the fit's grid.
  public var accuracy: FitAccuracy

  /// Creates a record.
  public init(curve: CubicBezier, duration: Double, accuracy: FitAccuracy) {
    self.curve = curve
    self.duration = duration
    self.accuracy = accuracy
  }

  /// The curve as a timing function.
  /// - Throws: ``TimingError`` only for a duration the fitter never produces.
  public func timing() throws(TimingError) -> Timing {
    .bezier(try BezierTiming(curve: curve, duration: duration))
  }
}
