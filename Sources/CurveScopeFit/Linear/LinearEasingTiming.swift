public import CurveScopeTiming

/// A CSS transition with a `linear()` timing function: input progress t / duration, the easing's
/// output until the transition ends, then the end value (progress 1).
public struct LinearEasingTiming: TimingFunction, Hashable {
  /// The easing function.
  public let easing: LinearEasing
  /// `transition-duration`, in seconds.
  public let duration: Double

  /// The easing over `duration` seconds.
  /// - Throws: ``TimingError`` for a negative or non-finite duration.
  public init(easing: LinearEasing, duration: Double) throws {
    try TimingError.requireDuration("duration", duration)
    self.easing = easing
    self.duration = duration
  }

  /// 0 before the start, the easing's output at t / duration, 1 from the end on.
  public func progress(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    guard seconds < duration else { return 1 }
    return easing.output(at: seconds / duration)
  }

  /// The slope of the current segment, per second.
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0, seconds < duration, duration > 0 else { return 0 }
    let x = seconds / duration
    let h = 1e-9
    return (easing.output(at: x + h) - easing.output(at: x)) / h / duration
  }
}
