/// Inverts a Bézier timing curve's x(t) fast: a tabulated first guess, two Newton steps, an
/// error bound, and the robust bracketed solver when the bound is not met.
///
/// The curve is solved in two sides so that both ends are reached near t = 0, where floating
/// point is relative and a flat end (dx/dt = 0) loses nothing: side 0 is the curve itself for
/// x ≤ ½; side 1 is the curve turned by 180° about (½, ½), control points (1 − x2, 1 − y2),
/// (1 − x1, 1 − y1), solved for 1 − x when x > ½.
///
/// Fast path, for u ∈ (0, ½] on one side:
/// 1. guess t₀ by linear interpolation in a table of t at u = j/32, j = 0 … 16;
/// 2. Newton steps t₁ = t₀ − f(t₀)/f′(t₀), t₂ = t₁ − s with s = f(t₁)/f′(t₁), where
///    f(t) = x(t) − u;
/// 3. accept t₂ when it lies in the table cell's bracket and the Newton error bound
///    |t₂ − t*| ≤ (|f″(t₁)| + 12|a|·|s|)·2s²/|f′(t₁)| is within the tolerance (it follows from
///    t₂ − t* = f″(ξ)/(2f′(t₁))·(t₁ − t*)², with |t₁ − t*| ≤ 2|s| and
///    |f″(ξ) − f″(t₁)| ≤ 6|a|·|ξ − t₁|); else take one more step and check again;
/// 4. otherwise (a flat start, a nearly vertical curve, NaN from a zero derivative) solve again
///    with ``BezierCoefficients/robustParameter(forX:tolerance:)``.
/// On ease-in-out, ca-default, keyboard-bezier and android-ime every input takes the fast path
/// (two divisions, three where the curve bends hard); curves with a flat end (ease-in,
/// ease-out: x1 = 0 or x2 = 1) fall back for about 2.5 % of inputs, those next to the flat end.
@usableFromInline
struct BezierSolver: Sendable {
  /// Table cells per side over u ∈ [0, ½].
  @usableFromInline static let cells = 16

  /// Coefficients of side 0 (the curve) and side 1 (the curve turned by 180°).
  ///
  /// Arrays rather than inline storage: indexing them loads only the values used, where
  /// `InlineArray` and tuples are copied whole on every access by today's optimiser.
  @usableFromInline let sides: [BezierCoefficients]
  /// t at u = j/32 for j = 0 … 16, side 0 then side 1 (34 entries).
  @usableFromInline let table: [Double]
  /// The largest error in t that keeps the error in y within ``CubicBezier/maximumError``.
  @usableFromInline let tolerance: Double

  /// The solver for control points (x1, y1), (x2, y2), which must be valid.
  init(x1: Double, y1: Double, x2: Double, y2: Double, maximumError: Double) {
    let sides = [
      BezierCoefficients(x1: x1, y1: y1, x2: x2, y2: y2),
      BezierCoefficients(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1),
    ]
    // |dy/dt| ≤ 3·max(|y1|, |y2 − y1|, |1 − y2|) (the hull of its Bernstein coefficients; ≥ 1
    // as the three sum to 1, and the same on both sides); a margin of 4 covers rounding.
    let slopeBound = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2))
    let tolerance = maximumError / (4 * slopeBound)
    // Each node starts Newton from the straight line through the two before it, which is
    // usually within 1e-3 of the answer, so the table costs 2–3 steps per node.
    var table: [Double] = []
    table.reserveCapacity(2 * (Self.cells + 1))
    for side in sides {
      let base = table.count
      table.append(0)
      for node in 1...Self.cells {
        let u = Double(node) / Double(2 * Self.cells)
        let start = node == 1 ? u : 2 * table[base + node - 1] - table[base + node - 2]
        table.append(side.robustParameter(forX: u, tolerance: tolerance, start: start))
      }
    }
    self.table = table
    self.sides = sides
    self.tolerance = tolerance
  }

  /// t on `side` (0 or 1) with x(t) = u, for u ∈ (0, ½].
  @inlinable @inline(__always)
  func parameter(forX u: Double, side: Int) -> Double {
    let coefficients = sides[side]
    let cell = u * Double(2 * Self.cells)
    let index = min(Int(cell), Self.cells - 1)
    let entry = side * (Self.cells + 1) + index
    let low = table[entry]
    let high = table[entry + 1]
    var t = low + (cell - Double(index)) * (high - low)
    t -= (coefficients.x(at: t) - u) / coefficients.dx(at: t)
    for _ in 0..<2 {
      let derivative = coefficients.dx(at: t)
      let step = (coefficients.x(at: t) - u) / derivative
      let curvature = abs(coefficients.ddx(at: t)) + coefficients.curvatureChange * abs(step)
      let bound = curvature * 2 * step * step / abs(derivative)
      t -= step
      // The root lies in [low, high] (table entries are within the tolerance), and it is the only
      // root there: accepting t only inside rules out a far root of the cubic outside [0, 1].
      if bound <= tolerance && t >= low - tolerance && t <= high + tolerance {
        return min(max(t, 0), 1)
      }
    }
    return coefficients.robustParameter(forX: u, tolerance: tolerance)
  }
}
