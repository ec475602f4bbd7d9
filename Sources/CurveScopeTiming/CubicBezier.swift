/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2),
/// as `CAMediaTimingFunction` and CSS `cubic-bezier()` define it.
///
/// The curve is (x(t), y(t)) for t ∈ [0, 1] with x(t) = 3(1−t)²t·x1 + 3(1−t)t²·x2 + t³ (y
/// likewise); the timing function maps a time fraction x to the progress y(t) where x(t) = x.
/// x1, x2 ∈ [0, 1] make x(t) non-decreasing, so the inverse exists; y1 and y2 may lie outside
/// [0, 1] (the curve overshoots), up to ±``maximumControlY`` so that the polynomial's coefficients
/// and the solver's intermediate values stay finite.
///
/// Accuracy: ``y(forX:)`` is within ``maximumError`` (1e-9) plus 1e-15·|dy/dx| of the exact
/// value for every x in [0, 1] on every valid curve. The second term is what rounding x(t) by a
/// few ulps costs where the curve is nearly vertical, and no double-precision solver avoids it;
/// it passes 1e-9 only where |dy/dx| > 1e6 inside (0, 1), which happens only near x = ½ on
/// curves with x1 close to 1 and x2 close to 0 (x1 = 1, x2 = 0 makes x(t) stationary at t = ½,
/// dx/dt = 3(1 − 2t)², and y(x) a cube root there). At the ends, where dx/dt may also vanish
/// (x1 = 0 or x2 = 1), the error stays within 1e-9: the upper half is solved on the curve turned
/// by 180°, so both ends are reached near t = 0 where floating point is relative.
///
/// Complexity: O(1). Usually a table look-up and two Newton steps (two divisions); at worst
/// about 47 evaluations of x(t). See `BezierSolver`. Construction solves 32 table points and
/// allocates two small arrays (about 1–2 µs): build a curve once and reuse it; copies share the
/// arrays.
public struct CubicBezier: Sendable {
  /// x of the first control point, in [0, 1].
  public let x1: Double
  /// y of the first control point.
  public let y1: Double
  /// x of the second control point, in [0, 1].
  public let x2: Double
  /// y of the second control point.
  public let y2: Double

  /// The coefficients, table and tolerance of the inversion.
  @usableFromInline let solver: BezierSolver

  /// The largest error in y that ``y(forX:)`` makes: 1e-9.
  public static let maximumError = 1e-9

  /// The largest |y1| and |y2| accepted: 1e6, far beyond any real overshoot (CSS and UIKit
  /// curves stay within a few units) and far below where y(t) and its derivatives overflow
  /// (near 1e307 the coefficient 3·y1 is infinite and the curve evaluates to NaN).
  public static let maximumControlY = 1e6

  /// Creates a curve from its control points.
  /// - Throws: ``TimingError`` naming the value when any is not finite, x1 or x2 lies outside
  ///   [0, 1], or |y1| or |y2| passes ``maximumControlY``.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(TimingError) {
    for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] {
      try TimingError.require(name, value, in: .finite)
    }
    for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
      throw TimingError.controlPointX(parameter: name, value: value)
    }
    for (name, value) in [("y1", y1), ("y2", y2)] where abs(value) > Self.maximumControlY {
      throw TimingError.outOfRange(
        parameter: name, value: value, range: .closed(-1_000_000, 1_000_000), unit: "")
    }
    self.init(validX1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Creates a curve from control points already known to be valid (named constants).
  package init(validX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    solver = BezierSolver(x1: x1, y1: y1, x2: x2, y2: y2, maximumError: Self.maximumError)
  }

  /// The progress y at time fraction `x`; 0 for x ≤ 0, 1 for x ≥ 1, NaN for NaN.
  @inlinable @inline(__always)
  public func y(forX x: Double) -> Double {
    guard x > 0 && x < 1 else { return x.isNaN ? x : (x <= 0 ? 0 : 1) }
    let upper = x > 0.5
    let side = upper ? 1 : 0
    let t = solver.parameter(forX: upper ? 1 - x : x, side: side)
    let y = solver.sides[side].y(at: t)
    return upper ? 1 - y : y
  }

  /// The slope dy/dx at time fraction `x` (progress per unit of time fraction).
  ///
  /// At a point where dx/dt = 0 (x = 0 when x1 = 0, x = 1 when x2 = 1) the slope is the limit
  /// from inside the curve: ±∞ when dy/dt ≠ 0 there (`bezier(0, 0.5, …)` at 0), else the ratio
  /// of the first non-vanishing derivatives (`ease-out` (0, 0, 0.58, 1) at 0: y″/x″ = 6·1 /
  /// 6·0.58 = 1.724). Outside [0, 1] the slope of the clamped curve is 0.
  @inlinable @inline(__always)
  public func slope(forX x: Double) -> Double {
    guard x >= 0 && x <= 1 else { return x.isNaN ? x : 0 }
    let upper = x > 0.5
    let side = upper ? 1 : 0
    let u = upper ? 1 - x : x
    let t = u == 0 ? 0 : solver.parameter(forX: u, side: side)
    return solver.sides[side].slope(at: t)
  }

  /// The curve parameter t with x(t) = x, for x ∈ [0, 1] (clamped outside).
  public func parameter(forX x: Double) -> Double {
    guard x > 0 && x < 1 else { return x.isNaN ? x : (x <= 0 ? 0 : 1) }
    if x <= 0.5 { return solver.parameter(forX: x, side: 0) }
    return 1 - solver.parameter(forX: 1 - x, side: 1)
  }
}
