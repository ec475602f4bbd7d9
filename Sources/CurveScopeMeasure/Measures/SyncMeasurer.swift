/// Measures the desync in a frame series (the HowItWorks article: the measures).
///
/// Every measure is taken at the series' frames, as they are: a simulation's regular frames or a
/// recording's irregular ones. A frame where either edge is missing counts in no extreme, no
/// tolerance count and no RMS (nothing is invented for it); crossings interpolate between the
/// frames where the edge was seen.
public struct SyncMeasurer: Sendable {
  /// |gap| beyond which a frame counts as out of sync, in points.
  public let tolerance: Double

  /// Creates a measurer.
  /// - Throws: ``SyncMeasurerError/tolerance(_:)`` unless `tolerance` is finite and ≥ 0.
  public init(tolerance: Double = 1) throws(SyncMeasurerError) {
    guard tolerance.isFinite, tolerance >= 0 else { throw .tolerance(tolerance) }
    self.tolerance = tolerance
  }

  /// The measures of `series` and its half-travel crossings, in one pass over the frames.
  ///
  /// Complexity: O(frames).
  public func measure(_ series: FrameSeries) -> SyncMeasurement {
    let frames = series.frames
    let travel = series.firstTravel
    var keyboardCrossing = CrossingDetector(
      level: travel?.half ?? 0, direction: travel?.direction ?? 0)
    var barCrossing = CrossingDetector(
      level: (travel?.half ?? 0) - series.margin, direction: travel?.direction ?? 0)
    var maxOverlap = 0.0
    var maxOverlapFrame: Int?
    var maxOverlapAtFrame = 0.0
    var maxGap = 0.0
    var maxGapFrame: Int?
    var maxGapAtFrame = 0.0
    var outOfTolerance: [Int] = []
    var sumOfSquares = 0.0
    var measured = 0
    var lastGap = 0.0
    var keyboardUnsettled = -1
    var barUnsettled = -1
    for index in frames.indices {
      let frame = frames[index]
      if let keyboardTop = frame.keyboardTop {
        if abs(keyboardTop - series.keyboardEnd) > tolerance { keyboardUnsettled = index }
        if travel != nil { keyboardCrossing.observe(keyboardTop, at: frame.time) }
      }
      if let barBottom = frame.barBottom {
        if abs(barBottom - series.barEnd) > tolerance { barUnsettled = index }
        if travel != nil { barCrossing.observe(barBottom, at: frame.time) }
      }
      guard let gap = frame.gap else { continue }
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
      if abs(gap) > tolerance { outOfTolerance.append(index) }
      sumOfSquares += gap * gap
      measured += 1
      lastGap = gap
    }
    var lag: Double?
    if let keyboardTime = keyboardCrossing.time, let barTime = barCrossing.time {
      lag = (barTime - keyboardTime) * 1000
    }
    let summary = SyncSummary(
      scenario: series.name, strategy: series.barName, frameRate: series.frameRate ?? 0,
      frameCount: frames.count, tolerancePoints: tolerance, marginPoints: series.margin,
      maxOverlapPoints: maxOverlap,
      maxOverlapAtMilliseconds: maxOverlapFrame.map { frames[$0].timeMilliseconds },
      maxGapPoints: maxGap, maxGapAtMilliseconds: maxGapFrame.map { frames[$0].timeMilliseconds },
      lagAtHalfTravelMilliseconds: lag, framesOutOfTolerance: outOfTolerance.count,
      outOfSyncMilliseconds: Self.duration(of: outOfTolerance, in: series),
      finalErrorPoints: lastGap,
      rmsGapPoints: measured > 0 ? (sumOfSquares / Double(measured)).squareRoot() : 0,
      keyboardSettleMilliseconds: Self.time(afterFrame: keyboardUnsettled, in: series),
      barSettleMilliseconds: Self.time(afterFrame: barUnsettled, in: series),
      keyboardTravels: travel != nil, missingFrameCount: frames.count - measured)
    let crossing = travel.map { travel in
      HalfTravelCrossing(
        keyboardLevel: travel.half, barLevel: travel.half - series.margin,
        keyboardMilliseconds: keyboardCrossing.time.map { $0 * 1000 },
        barMilliseconds: barCrossing.time.map { $0 * 1000 })
    }
    return SyncMeasurement(series: series, summary: summary, halfTravel: crossing)
  }

  /// The time the frames `indices` were on screen, in ms: on a simulation's clock count · 1000 /
  /// rate (not count · (1000 / rate): at a subnormal rate the interval overflows and 0 · ∞ would
  /// be NaN); in a recording, each frame until the next, the last for the median interval.
  static func duration(of indices: [Int], in series: FrameSeries) -> Double {
    if case .simulated(let rate) = series.provenance {
      return Double(indices.count) * 1000 / rate
    }
    let frames = series.frames
    let last = series.medianIntervalMilliseconds ?? 0
    return indices.reduce(0) { total, index in
      total
        + (index + 1 < frames.count
          ? frames[index + 1].timeMilliseconds - frames[index].timeMilliseconds : last)
    }
  }

  /// The time of the frame after `index`, in ms (the first frame's time for −1): when an edge has
  /// settled. After the last frame: the next tick of a simulation's clock, or a recording's last
  /// frame plus its median interval.
  static func time(afterFrame index: Int, in series: FrameSeries) -> Double {
    let frames = series.frames
    if index + 1 < frames.count { return frames[index + 1].timeMilliseconds }
    if case .simulated(let rate) = series.provenance {
      return Double(index + 1) / rate * 1000
    }
    return frames[frames.count - 1].timeMilliseconds + (series.medianIntervalMilliseconds ?? 0)
  }
}
