/// The power-form coefficients of one side of a Bézier timing curve.
///
/// x(t) = ((a·t + b)·t + c)·t with c = 3·x1, b = 3·(x2 − x1) − c, a = 1 − c − b (the Bernstein
/// form expanded), likewise for y; derivatives dx/dt = (3a·t + 2b)·t + c, d²x/dt² = 6a·t + 2b.
@usableFromInline
struct BezierCoefficients: Sendable {
  /// x(t) = ((ax·t + bx)·t + cx)·t.
  @usableFromInline let ax: Double, bx: Double, cx: Double
  /// dx/dt = (dax·t + dbx)·t + cx, with dax = 3·ax, dbx = 2·bx.
  @usableFromInline let dax: Double, dbx: Double
  /// d²x/dt² = (ddax·t + dbx), with ddax = 6·ax.
  @usableFromInline let ddax: Double
  /// 12·|ax|: bounds how fast d²x/dt² changes, for the Newton error bound.
  @usableFromInline let curvatureChange: Double
  /// y(t) = ((ay·t + by)·t + cy)·t.
  @usableFromInline let ay: Double, by: Double, cy: Double

  /// The coefficients for control points (x1, y1), (x2, y2).
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    dax = 3 * ax
    dbx = 2 * bx
    ddax = 6 * ax
    curvatureChange = 12 * abs(ax)
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// x(t).
  @inlinable @inline(__always)
  func x(at t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

  /// dx/dt.
  @inlinable @inline(__always)
  func dx(at t: Double) -> Double { (dax * t + dbx) * t + cx }

  /// d²x/dt².
  @inlinable @inline(__always)
  func ddx(at t: Double) -> Double { ddax * t + dbx }

  /// y(t).
  @inlinable @inline(__always)
  func y(at t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  /// dy/dt.
  @inlinable @inline(__always)
  func dy(at t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// dy/dx at t, including the limits where dx/dt = 0.
  ///
  /// Where dx/dt vanishes (at t = 0 when this side's x1 = 0; at t = ½ when x1 = 1, x2 = 0) the
  /// slope is the limit of the ratio of the first derivatives that do not both vanish: ±∞ when
  /// y's comes first, y⁽ᵏ⁾/x⁽ᵏ⁾ when both first become non-zero at order k.
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
    let secondX = ddx(at: t)
    let secondY = 6 * ay * t + 2 * by
    if secondX != 0 { return secondY / secondX }
    if secondY != 0 { return secondY > 0 ? .infinity : -.infinity }
    // x′ = x″ = 0 leaves x‴ = 6a, which is then non-zero (a = 1 at t = 0, where b = c = 0).
    return ay / ax
  }

  /// The t ∈ [0, 1] with x(t) = x for x ∈ (0, 1), within `tolerance`, from any start: the robust
  /// path that backs up the fast one.
  ///
  /// Newton–Raphson from `start` (t = x by default) inside a bracket [low, high] that always holds
  /// the root (x(t) is
  /// non-decreasing); a step that leaves the bracket, or a zero derivative, is replaced by
  /// halving it. Newton stops when x(t) = x exactly or its next step is at most `tolerance`,
  /// and that step is taken. After 8 steps the bracket is halved until narrower than
  /// `tolerance`: at most about 45 evaluations of x(t) in all.
  @usableFromInline @inline(never)
  func robustParameter(forX x: Double, tolerance: Double, start: Double? = nil) -> Double {
    var t = min(max(start ?? x, 0), 1)
    var low = 0.0
    var high = 1.0
    for _ in 0..<8 {
      let error = self.x(at: t) - x
      // An exact hit returns before dividing: where dx/dt = 0 too (t = ½ when x1 = 1, x2 = 0)
      // the step 0/0 was NaN, and min/max let it through.
      if error == 0 { return t }
      if error < 0 { low = t } else { high = t }
      let step = error / dx(at: t)
      if abs(step) <= tolerance {
        return min(max(t - step, low), high)
      }
      let next = t - step
      t = next > low && next < high ? next : 0.5 * (low + high)
    }
    while high - low > tolerance {
      let middle = 0.5 * (low + high)
      if middle <= low || middle >= high { break }
      if self.x(at: middle) < x { low = middle } else { high = middle }
    }
    return 0.5 * (low + high)
  }
}
