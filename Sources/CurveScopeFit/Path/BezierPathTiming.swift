public import CurveScopeTiming

/// A ``BezierPath`` run over a duration, as `PathInterpolator(path)` on an animator with that
/// duration: progress y(t / duration), 1 from the end on.
///
/// Android flattens the path into line segments within 0.002 (`Path.approximate(0.002f)`) and
/// interpolates between them; this evaluates the exact cubics, so the device can differ by up to
/// about 0.002 of the travel. [Android `PathInterpolator` source, `PRECISION = 0.002f`]
public struct BezierPathTiming: TimingFunction, Hashable {
  /// The path.
  public let path: BezierPath
  /// Seconds the animation runs.
  public let duration: Double

  /// `path` over `duration` seconds.
  /// - Throws: ``TimingError`` for a negative or non-finite duration.
  public init(path: BezierPath, duration: Double) throws {
    try TimingError.requireDuration("duration", duration)
    self.path = path
    self.duration = duration
  }

  /// y(t / duration) on [0, duration), 0 before, 1 after.
  public func progress(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    guard seconds < duration else { return 1 }
    return path.y(atX: seconds / duration)
  }

  /// A central difference of ``progress(at:)``, per second.
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0, seconds < duration else { return 0 }
    let h = 1e-7 * max(duration, 1e-3)
    return (progress(at: seconds + h) - progress(at: max(seconds - h, 0)))
      / (seconds + h - max(seconds - h, 0))
  }
}
