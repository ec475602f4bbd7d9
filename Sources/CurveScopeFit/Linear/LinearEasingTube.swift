/// The fewest `linear()` segments that stay within ±E of the samples: a greedy sweep through the
/// tube f ± E, and the smallest E a given number of segments can reach (by bisection on E).
///
/// From a knot (u₀, v₀), a segment to a later position has slope m; a sample (s, f) between them
/// is within the tube when m ∈ [(f − E − v₀)/(s − u₀), (f + E − v₀)/(s − u₀)], a constraint that
/// does not depend on where the segment ends. So the segment extends sample by sample while the
/// intersection of these slope intervals is non-empty, in O(1) per sample; the knot goes at the
/// last sample reached, with the middle of the admissible slopes. The final segment must end at
/// (1, 1). This is the classic greedy for piecewise-linear approximation within a tolerance
/// (the "cone intersection" method, cf. J. Sklansky, V. Gonzalez, "Fast polygonal approximation
/// of digitized curves", Pattern Recognition 12 (1980)); it places knots where the curve bends.
///
/// Complexity: O(samples) per sweep, O(samples × 60) per minimal E.
struct LinearEasingTube {
  let positions: [Double]
  let values: [Double]

  /// Knots (positions, values) of the greedy sweep within `tolerance`, ending at (1, 1), or
  /// `nil` when more than `maximumSegments` are needed.
  func sweep(tolerance: Double, maximumSegments: Int) -> (knots: [Double], values: [Double])? {
    var knots = [0.0]
    var knotValues = [0.0]
    var start = 0  // first sample after the current knot
    let count = positions.count
    while knots.count - 1 < maximumSegments {
      let u0 = knots[knots.count - 1]
      let v0 = knotValues[knotValues.count - 1]
      // Can one segment reach (1, 1) from here?
      let endSlope = (1 - v0) / (1 - u0)
      var reachesEnd = true
      for j in start..<count where positions[j] > u0 {
        let predicted = v0 + endSlope * (positions[j] - u0)
        if abs(predicted - values[j]) > tolerance {
          reachesEnd = false
          break
        }
      }
      if reachesEnd {
        knots.append(1)
        knotValues.append(1)
        return (knots, knotValues)
      }
      var low = -Double.infinity
      var high = Double.infinity
      var last = -1
      var lastLow = 0.0
      var lastHigh = 0.0
      var j = start
      while j < count {
        let s = positions[j]
        if s <= u0 {
          j += 1
          continue
        }
        let lower = (values[j] - tolerance - v0) / (s - u0)
        let upper = (values[j] + tolerance - v0) / (s - u0)
        let newLow = max(low, lower)
        let newHigh = min(high, upper)
        if newLow > newHigh { break }
        low = newLow
        high = newHigh
        last = j
        lastLow = low
        lastHigh = high
        j += 1
      }
      guard last >= 0, positions[last] < 1 else { return nil }
      let slope = 0.5 * (lastLow + lastHigh)
      let u = positions[last]
      knots.append(u)
      knotValues.append(v0 + slope * (u - u0))
      start = last + 1
    }
    return nil
  }

  /// The smallest tolerance (to a relative 1e-4) for which `segments` segments suffice, and the
  /// knots found there.
  func minimalTolerance(segments: Int) -> (tolerance: Double, knots: [Double], values: [Double]) {
    var high = 1.0
    var best = sweep(tolerance: high, maximumSegments: segments) ?? ([0, 1], [0, 1])
    var low = 0.0
    for _ in 0..<60 {
      let middle = 0.5 * (low + high)
      if let found = sweep(tolerance: middle, maximumSegments: segments) {
        high = middle
        best = found
      } else {
        low = middle
      }
      if high - low <= 1e-4 * high { break }
    }
    return (high, best.knots, best.values)
  }
}
