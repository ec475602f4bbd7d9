/// A brute-force check of the frame-sampled extremes: the continuous gap K(t) − B(t) − m
/// evaluated on a fine uniform grid (default 1 µs) over [0, end].
///
/// The grid maximum is below the true continuous maximum by at most the local slope times half
/// a step; the frame-sampled maximum is below the true one and, when the nearest frame is within
/// half a frame interval of the peak, above it minus the local slope times that distance.
public struct ContinuousGapSearch: Sendable {
  /// Grid step, seconds.
  public let step: Double
  /// The gap at t = i·step.
  public let gaps: [Double]
  /// The deepest overlap on the grid, points (≥ 0).
  public let maxOverlap: Double
  /// Where it is, seconds.
  public let maxOverlapTime: Double
  /// The widest gap on the grid, points (≥ 0).
  public let maxGap: Double
  /// Where it is, seconds.
  public let maxGapTime: Double

  /// Scans [0, `end`] seconds in steps of `step` seconds.
  public init(_ sync: ReferenceSync, end: Double, step: Double = 1e-6) {
    self.step = step
    let count = Int((end / step).rounded(.up))
    var gaps: [Double] = []
    gaps.reserveCapacity(count + 1)
    var maxOverlap = 0.0
    var maxOverlapTime = 0.0
    var maxGap = 0.0
    var maxGapTime = 0.0
    for index in 0...count {
      let time = Double(index) * step
      let gap = sync.continuousGap(at: time)
      gaps.append(gap)
      if -gap > maxOverlap {
        maxOverlap = -gap
        maxOverlapTime = time
      }
      if gap > maxGap {
        maxGap = gap
        maxGapTime = time
      }
    }
    self.gaps = gaps
    self.maxOverlap = maxOverlap
    self.maxOverlapTime = maxOverlapTime
    self.maxGap = maxGap
    self.maxGapTime = maxGapTime
  }

  /// The largest |Δgap| / step between neighbouring grid points within `radius` seconds of
  /// `time`, points per second.
  public func steepestSlope(around time: Double, radius: Double) -> Double {
    let low = max(1, Int(((time - radius) / step).rounded(.down)))
    let high = min(gaps.count - 1, Int(((time + radius) / step).rounded(.up)))
    var steepest = 0.0
    if low <= high {
      for index in low...high { steepest = max(steepest, abs(gaps[index] - gaps[index - 1])) }
    }
    return steepest / step
  }
}
