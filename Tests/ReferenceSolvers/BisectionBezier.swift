/// An independent reference for cubic Bézier timing curves: y for x by plain bisection.
///
/// Deliberately naive and slow: x(t) = 3(1−t)²t·x1 + 3(1−t)t²·x2 + t³ is evaluated in the
/// Bernstein form (the production code uses the power form) and inverted by bisection on
/// t ∈ [0, 1] for a fixed number of halvings, which is exact to the last bit of t after ~60
/// steps whenever x1, x2 ∈ [0, 1] make x(t) monotonic.
public struct BisectionBezier: Sendable {
  /// The control points.
  public let x1: Double, y1: Double, x2: Double, y2: Double

  /// Creates a reference curve; no validation (tests only pass valid curves).
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// The Bernstein form of one coordinate with end points 0 and 1.
  public static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }

  /// The curve parameter t with x(t) = x, by `iterations` halvings of [0, 1].
  public func parameter(forX x: Double, iterations: Int = 200) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<iterations {
      let mid = 0.5 * (low + high)
      if mid <= low || mid >= high { break }
      if Self.bernstein(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return 0.5 * (low + high)
  }

  /// y for x.
  public func y(forX x: Double) -> Double {
    Self.bernstein(parameter(forX: x), y1, y2)
  }

  /// dy/dx at x by the chain rule, from Bernstein derivatives.
  public func slope(forX x: Double) -> Double {
    let t = parameter(forX: x)
    let dx = Self.bernsteinDerivative(t, x1, x2)
    let dy = Self.bernsteinDerivative(t, y1, y2)
    return dx == 0 ? (dy == 0 ? 0 : .infinity) : dy / dx
  }

  /// d/dt of the Bernstein form.
  public static func bernsteinDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * p1 + 6 * s * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
}
