/// One cubic segment of a ``BezierPath``, from (x0, y0) to (x3, y3) with control points
/// (x1, y1) and (x2, y2) in the path's unit square.
public struct BezierPathSegment: Hashable, Sendable {
  /// The start point.
  public var x0: Double, y0: Double
  /// The first control point.
  public var x1: Double, y1: Double
  /// The second control point.
  public var x2: Double, y2: Double
  /// The end point.
  public var x3: Double, y3: Double

  /// A segment.
  public init(
    x0: Double, y0: Double, x1: Double, y1: Double, x2: Double, y2: Double, x3: Double,
    y3: Double
  ) {
    (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    (self.x2, self.y2, self.x3, self.y3) = (x2, y2, x3, y3)
  }

  /// Whether x grows monotonically along the segment: x0 < x3 and both control x within
  /// [x0, x3] (the segment's x(u) is then non-decreasing, as CSS requires of one Bézier).
  public var isMonotoneInX: Bool {
    x0 < x3 && (x0...x3).contains(x1) && (x0...x3).contains(x2)
  }

  /// The point at parameter u ∈ [0, 1].
  func point(_ u: Double) -> (x: Double, y: Double) {
    let v = 1 - u
    let a = v * v * v
    let b = 3 * v * v * u
    let c = 3 * v * u * u
    let d = u * u * u
    return (a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3)
  }

  /// y where the segment's x equals `x` (x0 ≤ x ≤ x3), by Newton's method kept inside a
  /// bisection bracket, to 1e-12 in u.
  func y(atX x: Double) -> Double { y(atX: x, from: (x - x0) / (x3 - x0)).y }

  /// y at `x` and the parameter u found, starting Newton's method from `guess` (the previous
  /// root, on a sorted sweep).
  func y(atX x: Double, from guess: Double) -> (y: Double, u: Double) {
    if x <= x0 { return (y0, 0) }
    if x >= x3 { return (y3, 1) }
    var low = 0.0
    var high = 1.0
    var u = min(max(guess, 0), 1)
    for _ in 0..<100 {
      let px = point(u).x
      if px < x { low = u } else { high = u }
      // Newton step inside the bracket, else halve it.
      let v = 1 - u
      let slope = 3 * (v * v * (x1 - x0) + 2 * v * u * (x2 - x1) + u * u * (x3 - x2))
      var next = slope > 0 ? u - (px - x) / slope : .nan
      if !(next > low && next < high) { next = 0.5 * (low + high) }
      if abs(next - u) < 1e-11 || high - low < 1e-11 {
        u = next
        break
      }
      u = next
    }
    return (point(u).y, u)
  }

  /// The two halves at parameter `u` (de Casteljau): the same curve as two segments.
  func split(at u: Double) -> (BezierPathSegment, BezierPathSegment) {
    func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * u }
    let (ax, ay) = (lerp(x0, x1), lerp(y0, y1))
    let (bx, by) = (lerp(x1, x2), lerp(y1, y2))
    let (cx, cy) = (lerp(x2, x3), lerp(y2, y3))
    let (dx, dy) = (lerp(ax, bx), lerp(ay, by))
    let (ex, ey) = (lerp(bx, cx), lerp(by, cy))
    let (fx, fy) = (lerp(dx, ex), lerp(dy, ey))
    return (
      BezierPathSegment(x0: x0, y0: y0, x1: ax, y1: ay, x2: dx, y2: dy, x3: fx, y3: fy),
      BezierPathSegment(x0: fx, y0: fy, x1: ex, y1: ey, x2: cx, y2: cy, x3: x3, y3: y3)
    )
  }
}
