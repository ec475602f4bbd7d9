/// A cubic Bézier timing curve stretched over a duration: progress(t) = y(t / duration).
///
/// Complexity: O(1) per evaluation, one ``CubicBezier/y(forX:)`` solve (error ≤ 1e-9).
public struct BezierTiming: TimingFunction, Hashable {
  /// The curve.
  public let curve: CubicBezier
  /// Seconds the curve is stretched over.
  public let duration: Double

  /// Runs `curve` over `duration` seconds (0 makes a jump at t = 0).
  /// - Throws: ``TimingError`` when `duration` is negative or not finite.
  public init(curve: CubicBezier, duration: Double) throws(TimingError) {
    try TimingError.requireDuration("duration", duration)
    self.curve = curve
    self.duration = duration
  }

  /// y(t / duration) on [0, duration); 0 before, 1 from `duration` on.
  @inlinable @inline(__always)
  public func progress(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    guard seconds < duration else { return 1 }
    return curve.y(forX: seconds / duration)
  }

  /// (dy/dx)(t / duration) / duration on [0, duration); 0 elsewhere.
  @inlinable @inline(__always)
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0, seconds < duration else { return 0 }
    return curve.slope(forX: seconds / duration) / duration
  }
}
