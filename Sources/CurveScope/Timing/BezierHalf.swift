/// One half of the inversion of a Bézier timing curve: finds t with x(t) = x for x ∈ [0, ½] and
/// evaluates y(t), in the power form with coefficients computed once.
///
/// x(t) = ((a·t + b)·t + c)·t with c = 3·x1, b = 3·(x2 − x1) − c, a = 1 − c − b (the Bernstein
/// form expanded), likewise for y. ``CubicBezier`` keeps two halves: the curve itself for
/// x ≤ ½, and the curve turned by 180° about (½, ½) for x > ½, so that both ends are solved
/// near t = 0, where floating point is relative and a flat end (dx/dt = 0) loses nothing.
@usableFromInline
struct BezierHalf: Sendable, Hashable {
  /// Power-form coefficients of x(t).
  @usableFromInline let ax: Double, bx: Double, cx: Double
  /// Power-form coefficients of dx/dt = (3a·t + 2b)·t + c.
  @usableFromInline let dax: Double, dbx: Double
  /// Power-form coefficients of y(t).
  @usableFromInline let ay: Double, by: Double, cy: Double
  /// The largest error in t that keeps the error in y within ``CubicBezier/maximumError``.
  @usableFromInline let tolerance: Double

  /// Newton steps tried before the bisection fallback takes over.
  @usableFromInline static let newtonLimit = 8

  /// The half for control points (x1, y1), (x2, y2).
  init(x1: Double, y1: Double, x2: Double, y2: Double, maximumError: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    dax = 3 * ax
    dbx = 2 * bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    // |dy/dt| is at most 3·max(|y1|, |y2 − y1|, |1 − y2|) (the hull of its Bernstein
    // coefficients), which is ≥ 1 since the three sum to 1; a margin of 4 covers the
    // rounding of the last Newton step.
    let slopeBound = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2))
    tolerance = maximumError / (4 * slopeBound)
  }

  /// x(t).
  @inlinable
  func x(at t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

  /// dx/dt at t.
  @inlinable
  func dx(at t: Double) -> Double { (dax * t + dbx) * t + cx }

  /// y(t).
  @inlinable
  func y(at t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  /// dy/dt at t.
  @inlinable
  func dy(at t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// The t ∈ [0, 1] with x(t) = x, to within ``tolerance``; `x` must lie in (0, 1).
  ///
  /// Newton–Raphson from t = x inside a bracket [low, high] that always holds the root (x(t) is
  /// increasing): a step that leaves the bracket, or a zero derivative, is replaced by halving
  /// it. Newton stops when x(t) = x exactly or its next step is at most ``tolerance``
  /// (quadratic convergence makes the remaining error far smaller) and that step is taken. After ``newtonLimit`` steps the
  /// bracket is halved until narrower than ``tolerance``, which bounds the work at about 45
  /// evaluations of x(t) in the worst case; typical curves need 2 to 5.
  @inlinable
  func parameter(forX x: Double) -> Double {
    var t = x
    var low = 0.0
    var high = 1.0
    for _ in 0..<Self.newtonLimit {
      let error = self.x(at: t) - x
      if error < 0 { low = t } else { high = t }
      let step = error / dx(at: t)
      if abs(step) <= tolerance || error == 0 {
        return min(max(t - step, low), high)
      }
      let next = t - step
      t = next > low && next < high ? next : 0.5 * (low + high)
    }
    return bisect(x, low: low, high: high)
  }

  /// Halves [low, high] (which holds the root) until it is narrower than ``tolerance``.
  @usableFromInline
  func bisect(_ x: Double, low: Double, high: Double) -> Double {
    var low = low
    var high = high
    while high - low > tolerance {
      let middle = 0.5 * (low + high)
      if middle <= low || middle >= high { break }
      if self.x(at: middle) < x { low = middle } else { high = middle }
    }
    return 0.5 * (low + high)
  }

  /// dy/dx at t, including the limits where dx/dt = 0.
  ///
  /// Where dx/dt vanishes (only at t = 0 when x1 = 0, on this half), the slope is the limit
  /// of the ratio of the first derivatives that do not both vanish: ±∞ when y's comes first,
  /// y⁽ᵏ⁾/x⁽ᵏ⁾ when both first become non-zero at order k.
  @inlinable
  func slope(at t: Double) -> Double {
    let dxdt = dx(at: t)
    if dxdt != 0 { return dy(at: t) / dxdt }
    return limitSlope(at: t)
  }

  /// The slope where dx/dt = 0, from the second and third derivatives.
  @usableFromInline
  func limitSlope(at t: Double) -> Double {
    let dydt = dy(at: t)
    if dydt != 0 { return dydt > 0 ? .infinity : -.infinity }
    let secondX = 6 * ax * t + 2 * bx
    let secondY = 6 * ay * t + 2 * by
    if secondX != 0 {
      return secondY / secondX
    }
    if secondY != 0 { return secondY > 0 ? .infinity : -.infinity }
    // x′ = x″ = 0 leaves x‴ = 6a, which is then non-zero (a = 1 at t = 0, where b = c = 0).
    return ay / ax
  }
}
