public import CurveScopeTiming
public import Testing

/// Checks the rules every ``TimingFunction`` promises, for any conformer (as swift-collections
/// checks its collections): before 0 s and for NaN, progress and velocity are 0; from
/// `duration` on, progress is exactly 1 and velocity 0; while it runs, progress is finite and
/// velocity is its derivative (a central difference of progress, at instants off any round
/// fraction of the duration so that a corner of a piecewise curve is not hit).
///
/// - Parameters:
///   - timing: the conformer to check.
///   - label: names the conformer in a failure.
///   - samples: instants checked while it runs.
///   - quantum: for a platform that holds progress for a whole frame step (Android's
///     `SpringAnimation` and Compose advance in whole milliseconds), that step in seconds:
///     velocity is then the slope of the smooth motion, compared with a difference over ten
///     steps and within 10 %; 0 (the default) for a smooth curve, checked to 0.1 %.
public func checkTimingFunction(
  _ timing: some TimingFunction, _ label: String, samples: Int = 97, quantum: Double = 0,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let duration = timing.duration
  #expect(duration >= 0, "\(label): duration \(duration)", sourceLocation: sourceLocation)
  for before in [-1.0, -1e-9, -.infinity, .nan] {
    #expect(
      timing.progress(at: before) == 0 && timing.velocity(at: before) == 0,
      "\(label): at \(before) s", sourceLocation: sourceLocation)
  }
  guard duration.isFinite else { return }
  for after in [duration, duration + 1e-9, duration + 1, .infinity] {
    #expect(
      timing.progress(at: after) == 1 && timing.velocity(at: after) == 0,
      "\(label): at \(after) s, after the end", sourceLocation: sourceLocation)
  }
  guard duration > 0 else { return }
  let h = quantum > 0 ? 10 * quantum : duration * 1e-6
  let relative = quantum > 0 ? 0.1 : 1e-3
  for index in 0..<samples {
    let t = duration * (Double(index) + 0.3819660112501051) / Double(samples)
    let progress = timing.progress(at: t)
    let velocity = timing.velocity(at: t)
    #expect(
      progress.isFinite && velocity.isFinite, "\(label): at \(t) s",
      sourceLocation: sourceLocation)
    guard t - h > 0, t + h < duration else { continue }
    let difference = (timing.progress(at: t + h) - timing.progress(at: t - h)) / (2 * h)
    #expect(
      abs(velocity - difference) <= relative * (1 / duration + abs(velocity)),
      "\(label): velocity \(velocity) against the difference \(difference) at \(t) s",
      sourceLocation: sourceLocation)
  }
}
