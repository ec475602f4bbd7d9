import CurveScopeSync
import CurveScopeTiming

extension TraceMatcher {
  /// The bar frames the latency is fitted on: inside each sampled stretch's window.
  static func sample(_ stretches: [BarStretch], frames: MatchFrames) -> [(
    stretch: Int, indices: [Int]
  )] {
    KeyboardMatcher.sample(stretches.count, limit: KeyboardMatcher.sampleLimit).map { index in
      let stretch = stretches[index]
      let window = stretch.fitWindow
      let range = frames.indices(
        in: stretch.frames, from: window.lowerBound, to: window.upperBound)
      return (index, range.filter { frames.hasBar($0) })
    }
  }

  /// The predictor of `strategy` (its margin already set).
  static func predictor(
    _ strategy: InputBarStrategy, stretches: [BarStretch], rate: Double, ceiling: Double,
    margin: Double
  ) throws -> BarPredictor {
    if case .follow = strategy.reaction {
      let read = try FollowerRead(strategy, stretches: stretches, interval: 1 / rate)
      return BarPredictor(
        kind: .follower(read), stretches: stretches, ceiling: ceiling, margin: margin)
    }
    let clock = try FrameClock(rate: rate)
    let timelines = try stretches.map { stretch -> MotionTimeline in
      let analysis = try SyncAnalysis(scenario: stretch.scenario, strategy: strategy, clock: clock)
      guard case .timeline(let timeline) = analysis.bar else {
        preconditionFailure("strategy \(strategy.name) animates but its bar follows")
      }
      return timeline
    }
    return BarPredictor(
      kind: .simulated(timelines), stretches: stretches, ceiling: ceiling, margin: margin)
  }

  /// The squared error of `predictor` at `latency` over `parts`, and the frames counted.
  static func squaredError(
    _ predictor: BarPredictor, latency: Double, frames: MatchFrames,
    parts: [(stretch: Int, indices: [Int])]
  ) -> (error: Double, count: Int) {
    var total = 0.0
    var count = 0
    for part in parts {
      for index in part.indices {
        let residual =
          frames.bar[index]
          - predictor.value(stretch: part.stretch, at: frames.times[index], latency: latency)
        total += residual * residual
      }
      count += part.indices.count
    }
    return (total, count)
  }

  /// The RMS residual of `predictor` at `latency` over `parts`.
  static func rms(
    _ predictor: BarPredictor, latency: Double, frames: MatchFrames,
    parts: [(stretch: Int, indices: [Int])]
  ) -> Double {
    let (error, count) = squaredError(predictor, latency: latency, frames: frames, parts: parts)
    return count > 0 ? (error / Double(count)).squareRoot() : .infinity
  }

  /// The latency in `range` that minimises the squared error on `sample`.
  static func fitLatency(
    _ predictor: BarPredictor, frames: MatchFrames, sample: [(stretch: Int, indices: [Int])],
    range: ClosedRange<Double>
  ) -> Double {
    let width = range.upperBound - range.lowerBound
    return TimeSearch.minimize(
      low: range.lowerBound, high: range.upperBound, step: min(0.005, width / 4),
      tolerance: 0.00005
    ) { squaredError(predictor, latency: $0, frames: frames, parts: sample).error }.x
  }

  /// The RMS difference between two predictions on `sample`.
  static func distance(
    _ first: (BarPredictor, Double), _ second: (BarPredictor, Double), frames: MatchFrames,
    sample: [(stretch: Int, indices: [Int])]
  ) -> Double {
    var total = 0.0
    var count = 0
    for part in sample {
      for index in part.indices {
        let time = frames.times[index]
        let difference =
          first.0.value(stretch: part.stretch, at: time, latency: first.1)
          - second.0.value(stretch: part.stretch, at: time, latency: second.1)
        total += difference * difference
        count += 1
      }
    }
    return count > 0 ? (total / Double(count)).squareRoot() : 0
  }
}
