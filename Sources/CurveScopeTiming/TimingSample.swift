/// One frame of a sampled timing function.
public struct TimingSample: Sendable, Hashable {
  /// Time since the start, in milliseconds.
  public var timeMilliseconds: Double
  /// Fraction of the sampled duration elapsed, in [0, 1] (1 at and after the end; 1 for a
  /// duration of 0).
  public var progress: Double
  /// The timing function's output (animation progress, may overshoot).
  public var value: Double
  /// d(value)/dt, in value per second.
  public var velocity: Double

  /// Creates a sample.
  public init(timeMilliseconds: Double, progress: Double, value: Double, velocity: Double) {
    self.timeMilliseconds = timeMilliseconds
    self.progress = progress
    self.value = value
    self.velocity = velocity
  }
}
