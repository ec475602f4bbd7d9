extension SyncAnalysis {
  /// Measures the desync over the window in one pass (no frame storage).
  ///
  /// Complexity: O(frames × running animations).
  public func summary() -> SyncSummary {
    let travel = firstTravel
    let half = travel.map { ($0.from + $0.to) / 2 }
    let direction = travel.map { $0.to > $0.from ? 1.0 : -1.0 } ?? 0
    var keyboardCrossing = CrossingDetector(level: half ?? 0, direction: direction)
    var barCrossing = CrossingDetector(level: (half ?? 0) - strategy.margin, direction: direction)
    let keyboardFinal = keyboard.finalValue
    let barFinal = finalBarBottom

    var maxOverlap = 0.0
    var maxOverlapFrame: Int?
    var maxOverlapAtFrame = 0.0
    var maxGap = 0.0
    var maxGapFrame: Int?
    var maxGapAtFrame = 0.0
    var outOfTolerance = 0
    var sumOfSquares = 0.0
    var lastGap = 0.0
    var keyboardUnsettled = -1
    var barUnsettled = -1
    let keyboard = self.keyboard
    let barTimeline: MotionTimeline?
    let latency: Int
    switch bar {
    case .timeline(let timeline):
      barTimeline = timeline
      latency = 0
    case .follow(let frames, _):
      barTimeline = nil
      latency = frames
    }
    let margin = strategy.margin
    for index in 0..<frameCount {
      let time = clock.time(ofFrame: index)
      let keyboardTop = keyboard.value(at: time)
      let barBottom =
        barTimeline?.value(at: time)
        ?? keyboard.value(at: clock.time(ofFrame: index - latency)) - margin
      let gap = gap(keyboardTop: keyboardTop, barBottom: barBottom)
      // The first frame within 1e-9 pt of the maximum: mathematically equal gaps (symmetric
      // curves) must not be told apart by their last bits.
      if -gap > maxOverlap {
        if -gap > maxOverlapAtFrame + 1e-9 {
          maxOverlapFrame = index
          maxOverlapAtFrame = -gap
        }
        maxOverlap = -gap
      }
      if gap > maxGap {
        if gap > maxGapAtFrame + 1e-9 {
          maxGapFrame = index
          maxGapAtFrame = gap
        }
        maxGap = gap
      }
      if abs(gap) > tolerance { outOfTolerance += 1 }
      sumOfSquares += gap * gap
      lastGap = gap
      if abs(keyboardTop - keyboardFinal) > tolerance { keyboardUnsettled = index }
      if abs(barBottom - barFinal) > tolerance { barUnsettled = index }
      if travel != nil {
        keyboardCrossing.observe(keyboardTop, at: time)
        barCrossing.observe(barBottom, at: time)
      }
    }
    var lag: Double?
    if let keyboardTime = keyboardCrossing.time, let barTime = barCrossing.time {
      lag = (barTime - keyboardTime) * 1000
    }
    return SyncSummary(
      scenario: scenario.name, strategy: strategy.name, frameRate: clock.rate,
      frameCount: frameCount, tolerancePoints: tolerance, marginPoints: strategy.margin,
      maxOverlapPoints: maxOverlap,
      maxOverlapAtMilliseconds: maxOverlapFrame.map { clock.time(ofFrame: $0) * 1000 },
      maxGapPoints: maxGap,
      maxGapAtMilliseconds: maxGapFrame.map { clock.time(ofFrame: $0) * 1000 },
      lagAtHalfTravelMilliseconds: lag, framesOutOfTolerance: outOfTolerance,
      // count · 1000 / rate, not count · (1000 / rate): at a subnormal rate the frame interval
      // overflows to ∞ and 0 · ∞ would make "no frame out of sync" NaN.
      outOfSyncMilliseconds: Double(outOfTolerance) * 1000 / clock.rate, finalErrorPoints: lastGap,
      rmsGapPoints: frameCount > 0 ? (sumOfSquares / Double(frameCount)).squareRoot() : 0,
      keyboardSettleMilliseconds: clock.time(ofFrame: keyboardUnsettled + 1) * 1000,
      barSettleMilliseconds: clock.time(ofFrame: barUnsettled + 1) * 1000,
      keyboardTravels: travel != nil)
  }
}

/// Finds the first time a sampled value reaches a level, moving in a given direction,
/// interpolating linearly between the two frames around the crossing.
struct CrossingDetector {
  let level: Double
  let direction: Double
  private(set) var time: Double?
  private var previous: (time: Double, value: Double)?

  init(level: Double, direction: Double) {
    self.level = level
    self.direction = direction
  }

  mutating func observe(_ value: Double, at frameTime: Double) {
    guard time == nil else { return }
    if (value - level) * direction >= 0 {
      if let previous, value != previous.value {
        let fraction = (level - previous.value) / (value - previous.value)
        time = previous.time + fraction * (frameTime - previous.time)
      } else {
        time = frameTime
      }
    }
    previous = (frameTime, value)
  }
}
