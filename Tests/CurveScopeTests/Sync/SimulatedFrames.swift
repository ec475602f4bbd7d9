import CurveScope
import Testing

/// A simulated frame with every value present: what the tests compare with the reference.
struct SimulatedFrame {
  var index: Int
  var timeMilliseconds: Double
  var keyboardTop: Double
  var barBottom: Double
  var gap: Double
  var keyboardVelocity: Double
  var barVelocity: Double
}

extension SyncAnalysis {
  /// The frames of ``series(curveStep:)`` with their velocities; a simulated frame that misses
  /// an edge is recorded as an issue and reads as NaN, so no comparison can pass on it.
  func frames() -> [SimulatedFrame] {
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
