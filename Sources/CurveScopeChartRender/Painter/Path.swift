public import CurveScopeSupport

/// A path in figure points (y downward): moves, lines, cubic curves and closes.
public struct Path: Sendable, Equatable {
  /// One path command.
  public enum Element: Sendable, Equatable {
    /// Starts a new sub-path at a point.
    case move(Point)
    /// A straight line to a point.
    case line(Point)
    /// A cubic Bézier curve to `to` with two control points.
    case curve(Point, Point, to: Point)
    /// Closes the current sub-path.
    case close
  }

  /// The commands in order.
  public private(set) var elements: [Element] = []

  /// Creates an empty path.
  public init() {}

  /// Reserves room for `count` elements.
  public mutating func reserveCapacity(_ count: Int) {
    elements.reserveCapacity(count)
  }

  /// Starts a sub-path at (x, y).
  public mutating func move(to x: Double, _ y: Double) {
    elements.append(.move(Point(x: x, y: y)))
  }

  /// Adds a line to (x, y).
  public mutating func line(to x: Double, _ y: Double) {
    elements.append(.line(Point(x: x, y: y)))
  }

  /// Adds a cubic Bézier curve.
  public mutating func curve(_ control1: Point, _ control2: Point, to end: Point) {
    elements.append(.curve(control1, control2, to: end))
  }

  /// Closes the current sub-path.
  public mutating func close() {
    elements.append(.close)
  }

  /// Adds a closed rectangle.
  public mutating func addRect(_ rect: Rect) {
    move(to: rect.x, rect.y)
    line(to: rect.x + rect.width, rect.y)
    line(to: rect.x + rect.width, rect.y + rect.height)
    line(to: rect.x, rect.y + rect.height)
    close()
  }

  /// Adds a closed circle as four cubic arcs.
  ///
  /// Control-point distance k·r with k = 4(√2 − 1)/3 ≈ 0.5523 (the standard quarter-circle
  /// Bézier; radial error under 0.03 %).
  public mutating func addCircle(center: Point, radius: Double) {
    let k = 0.552_284_749_831 * radius
    let (cx, cy, r) = (center.x, center.y, radius)
    move(to: cx + r, cy)
    curve(Point(x: cx + r, y: cy + k), Point(x: cx + k, y: cy + r), to: Point(x: cx, y: cy + r))
    curve(Point(x: cx - k, y: cy + r), Point(x: cx - r, y: cy + k), to: Point(x: cx - r, y: cy))
    curve(Point(x: cx - r, y: cy - k), Point(x: cx - k, y: cy - r), to: Point(x: cx, y: cy - r))
    curve(Point(x: cx + k, y: cy - r), Point(x: cx + r, y: cy - k), to: Point(x: cx + r, y: cy))
    close()
  }

  /// Adds a closed rectangle with corners rounded by `radius` (clamped to half the shorter side).
  public mutating func addRoundedRect(_ rect: Rect, radius: Double) {
    let r = max(0, min(radius, min(rect.width, rect.height) / 2))
    guard r > 0 else {
      addRect(rect)
      return
    }
    let k = 0.447_715_250_169 * r  // 1 − 0.5523: control point distance from the corner
    let (x0, y0, x1, y1) = (rect.x, rect.y, rect.x + rect.width, rect.y + rect.height)
    move(to: x0 + r, y0)
    line(to: x1 - r, y0)
    curve(Point(x: x1 - k, y: y0), Point(x: x1, y: y0 + k), to: Point(x: x1, y: y0 + r))
    line(to: x1, y1 - r)
    curve(Point(x: x1, y: y1 - k), Point(x: x1 - k, y: y1), to: Point(x: x1 - r, y: y1))
    line(to: x0 + r, y1)
    curve(Point(x: x0 + k, y: y1), Point(x: x0, y: y1 - k), to: Point(x: x0, y: y1 - r))
    line(to: x0, y0 + r)
    curve(Point(x: x0, y: y0 + k), Point(x: x0 + k, y: y0), to: Point(x: x0 + r, y: y0))
    close()
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }
}
