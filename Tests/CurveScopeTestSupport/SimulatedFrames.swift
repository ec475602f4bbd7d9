public import CurveScopeSync
import Testing

/// A simulated frame with every value present: what the tests compare with the reference.
public struct SimulatedFrame {
  /// The frame's place in the series, from 0.
  public var index: Int
  /// When the frame is shown, in milliseconds.
  public var timeMilliseconds: Double
  /// The keyboard's top edge, in points from the screen's top.
  public var keyboardTop: Double
  /// The bar's bottom edge, in points from the screen's top.
  public var barBottom: Double
  /// The keyboard's top minus the bar's bottom, in points.
  public var gap: Double
  /// The keyboard's velocity at the frame, in points per second.
  public var keyboardVelocity: Double
  /// The bar's velocity at the frame, in points per second.
  public var barVelocity: Double
}

extension SyncAnalysis {
  /// The frames of ``series(curveStep:)`` with their velocities; a simulated frame that misses
  /// an edge is recorded as an issue and reads as NaN, so no comparison can pass on it.
  public func frames() -> [SimulatedFrame] {
    series().frames.enumerated().map { index, frame in
      if !frame.isComplete { Issue.record("simulated frame \(index) misses an edge") }
      let velocities = velocities(atFrame: index)
      return SimulatedFrame(
        index: index, timeMilliseconds: frame.timeMilliseconds,
        keyboardTop: frame.keyboardTop ?? .nan, barBottom: frame.barBottom ?? .nan,
        gap: frame.gap ?? .nan, keyboardVelocity: velocities.keyboard, barVelocity: velocities.bar)
    }
  }
}
