/// Constant speed: progress(t) = t / duration (UIKit's `.linear`, CSS `linear`).
public struct LinearTiming: TimingFunction, Hashable {
  /// Seconds from 0 to 1.
  public let duration: Double

  /// Runs linearly over `duration` seconds (0 makes a jump at t = 0).
  /// - Throws: ``TimingError`` when `duration` is negative or not finite.
  public init(duration: Double) throws(TimingError) {
    try TimingError.requireDuration("duration", duration)
    self.duration = duration
  }

  /// t / duration on [0, duration); 0 before, 1 from `duration` on.
  @inlinable
  public func progress(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    guard seconds < duration else { return 1 }
    return seconds / duration
  }

  /// 1 / duration on [0, duration); 0 elsewhere.
  @inlinable
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0, seconds < duration else { return 0 }
    return 1 / duration
  }
}
