/// Evaluates a cubic Bézier timing curve at many increasing time fractions at once, each solve
/// warm-started from the previous root: the fitter's inner loop.
///
/// x(u) = ((ax·u + bx)·u + cx)·u in the power form (cx = 3·x1, bx = 3·(x2 − x1) − cx,
/// ax = 1 − cx − bx; y likewise) is non-decreasing for x1, x2 ∈ [0, 1], so the roots of
/// x(u) = x move forward with x: Newton's method from the linear extrapolation of the last two
/// roots, kept inside the bracket [last root, 1] and falling back to halving it when a step
/// leaves it, needs two or three steps per point on a fine grid. It stops once a step is below
/// 1e-9; where Newton converges quadratically the root is then far closer than that, and where
/// x′ vanishes (x1 = 0 at u = 0, x2 = 1 at u = 1) it is within about 1e-9, so y is within about
/// 3·max(|y1|, |y2 − y1|, |1 − y2|)·1e-9 of the exact value: ample for the search, and the
/// fitter reports its final numbers with ``CubicBezier`` itself.
///
/// Complexity: O(points), typically 2 or 3 evaluations of x(u) and x′(u) per point, at most 100.
struct BezierSweep {
  private let ax: Double, bx: Double, cx: Double
  private let ay: Double, by: Double, cy: Double

  /// The parameter accuracy of each solve.
  static let parameterTolerance = 1e-9

  /// The sweep for control points (x1, y1), (x2, y2); x1, x2 must lie in [0, 1].
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// Writes y(x) for each of `fractions` (sorted increasingly) into `values`: 0 for x ≤ 0 and
  /// 1 for x ≥ 1.
  /// - Precondition: `values.count == fractions.count`.
  func evaluate(
    _ fractions: UnsafeBufferPointer<Double>, into values: UnsafeMutableBufferPointer<Double>
  ) {
    var root = 0.0
    var previousRoot = 0.0
    for index in fractions.indices {
      let x = fractions[index]
      if x <= 0 {
        values[index] = 0
        continue
      }
      if x >= 1 {
        values[index] = 1
        continue
      }
      // On an even grid the roots are nearly evenly spaced too: start from the linear
      // extrapolation of the last two, inside the bracket [last root, 1].
      let guess = min(max(2 * root - previousRoot, root), 1)
      previousRoot = root
      root = solve(x, from: guess, low: root)
      values[index] = ((ay * root + by) * root + cy) * root
    }
  }

  /// The u ∈ [low, 1] with x(u) = x, for x ∈ (0, 1) and x(low) ≤ x, starting at `guess`.
  private func solve(_ x: Double, from guess: Double, low: Double) -> Double {
    var low = low
    var high = 1.0
    var u = guess
    for _ in 0..<100 {
      let error = ((ax * u + bx) * u + cx) * u - x
      if error == 0 { return u }
      if error < 0 { low = u } else { high = u }
      let slope = (3 * ax * u + 2 * bx) * u + cx
      var next = slope > 0 ? u - error / slope : .nan
      if !(next > low && next < high) { next = 0.5 * (low + high) }
      if abs(next - u) <= Self.parameterTolerance || high - low <= Self.parameterTolerance {
        return next
      }
      u = next
    }
    return u
  }
}
