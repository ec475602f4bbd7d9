/// The values at fixed knots of the piecewise-linear function closest to samples in the maximum
/// norm: the discrete linear Chebyshev problem behind a `linear()` fit.
///
/// The function is s(u) = Σ vᵢ·φᵢ(u) with hat functions φᵢ on the knots; the first and last
/// values are fixed (0 and 1: a transition starts at its start value and ends at its end value).
/// Lawson's algorithm solves it: weighted least squares (the normal equations of hat functions
/// are tridiagonal, solved by the Thomas algorithm), then each sample's weight is multiplied by
/// its absolute residual and renormalised; the weighted least-squares solutions converge to the
/// minimax one. The best iterate is kept. A tiny ridge towards the samples' interpolant keeps a
/// knot interval without samples solvable. [C. L. Lawson, "Contributions to the theory of linear
/// least maximum approximation", PhD thesis, UCLA 1961; J. R. Rice, K. H. Usow, Math. Comp. 22
/// (1968), "The Lawson algorithm and extensions"]
///
/// Complexity: O(iterations × (samples + knots)).
struct LinearSplineMinimax {
  /// Sample positions (input progress, increasing) and values.
  let positions: [Double]
  let values: [Double]
  /// The value of the first and last knots.
  let startValue: Double
  let endValue: Double

  /// The solution for `knots` (increasing, first ≤ every sample): the knot values and the
  /// largest absolute error at the samples.
  func solve(knots: [Double], iterations: Int) -> (values: [Double], maxError: Double) {
    let n = knots.count
    precondition(n >= 2, "a linear spline needs two knots, got \(n)")
    let count = positions.count
    // Segment and local coordinate of every sample.
    var segment = [Int](repeating: 0, count: count)
    var lambda = [Double](repeating: 0, count: count)
    var s = 0
    for j in 0..<count {
      let u = positions[j]
      while s < n - 2 && u >= knots[s + 1] { s += 1 }
      segment[j] = s
      let width = knots[s + 1] - knots[s]
      lambda[j] = width > 0 ? (u - knots[s]) / width : 0
    }
    var knotValues = [Double](repeating: 0, count: n)
    knotValues[0] = startValue
    knotValues[n - 1] = endValue
    func evaluate(_ j: Int, _ v: [Double]) -> Double {
      let s = segment[j]
      return (1 - lambda[j]) * v[s] + lambda[j] * v[s + 1]
    }
    func maxError(_ v: [Double]) -> Double {
      var worst = 0.0
      for j in 0..<count {
        let error = abs(evaluate(j, v) - values[j])
        if !(error <= worst) { worst = error }
      }
      return worst
    }
    if n == 2 { return (knotValues, maxError(knotValues)) }
    // The ridge target: the samples' linear interpolant at each interior knot.
    var guess = [Double](repeating: 0, count: n)
    var cursor = 0
    for i in 1..<(n - 1) {
      while cursor < count - 1 && positions[cursor + 1] < knots[i] { cursor += 1 }
      let next = min(cursor + 1, count - 1)
      let span = positions[next] - positions[cursor]
      let t = span > 0 ? min(max((knots[i] - positions[cursor]) / span, 0), 1) : 0
      guess[i] = values[cursor] + t * (values[next] - values[cursor])
    }
    var weights = [Double](repeating: 1 / Double(count), count: count)
    var best = knotValues
    for i in 1..<(n - 1) { best[i] = guess[i] }
    var bestError = maxError(best)
    let m = n - 2
    var lower = [Double](repeating: 0, count: m)
    var diagonal = [Double](repeating: 0, count: m)
    var upper = [Double](repeating: 0, count: m)
    var right = [Double](repeating: 0, count: m)
    for _ in 0..<max(iterations, 1) {
      for i in 0..<m {
        lower[i] = 0
        upper[i] = 0
        diagonal[i] = 1e-12
        right[i] = 1e-12 * guess[i + 1]
      }
      for j in 0..<count {
        let w = weights[j]
        let s = segment[j]
        let a = 1 - lambda[j]
        let b = lambda[j]
        // Unknown index of knot k is k − 1 (interior knots 1…n−2).
        var target = values[j]
        if s == 0 { target -= a * startValue }
        if s + 1 == n - 1 { target -= b * endValue }
        let left = s - 1
        let rightIndex = s
        if left >= 0 {
          diagonal[left] += w * a * a
          right[left] += w * a * target
        }
        if rightIndex < m {
          diagonal[rightIndex] += w * b * b
          right[rightIndex] += w * b * target
        }
        if left >= 0 && rightIndex < m {
          upper[left] += w * a * b
          lower[rightIndex] += w * a * b
        }
      }
      // Thomas algorithm.
      for i in 1..<max(m, 1) where m > 1 {
        let factor = lower[i] / diagonal[i - 1]
        diagonal[i] -= factor * upper[i - 1]
        right[i] -= factor * right[i - 1]
      }
      var solution = [Double](repeating: 0, count: m)
      solution[m - 1] = right[m - 1] / diagonal[m - 1]
      if m > 1 {
        for i in stride(from: m - 2, through: 0, by: -1) {
          solution[i] = (right[i] - upper[i] * solution[i + 1]) / diagonal[i]
        }
      }
      for i in 0..<m { knotValues[i + 1] = solution[i] }
      var total = 0.0
      var worst = 0.0
      for j in 0..<count {
        let error = abs(evaluate(j, knotValues) - values[j])
        if !(error <= worst) { worst = error }
        weights[j] *= error
        total += weights[j]
      }
      if worst < bestError {
        bestError = worst
        best = knotValues
      }
      guard total > 0, total.isFinite else { break }
      for j in 0..<count { weights[j] /= total }
    }
    return (best, bestError)
  }

  /// The largest error at the samples within each knot interval, for `knots` and `knotValues`.
  func segmentErrors(knots: [Double], knotValues: [Double]) -> [Double] {
    var errors = [Double](repeating: 0, count: knots.count - 1)
    var s = 0
    for j in 0..<positions.count {
      let u = positions[j]
      while s < knots.count - 2 && u >= knots[s + 1] { s += 1 }
      let width = knots[s + 1] - knots[s]
      let t = width > 0 ? (u - knots[s]) / width : 0
      let error = abs((1 - t) * knotValues[s] + t * knotValues[s + 1] - values[j])
      errors[s] = max(errors[s], error)
    }
    return errors
  }
}
