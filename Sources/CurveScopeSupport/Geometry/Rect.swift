/// A point in screen coordinates (points, y downward), like `CGPoint`.
public struct Point: Hashable, Sendable, Codable {
  /// Horizontal position in points.
  public var x: Double
  /// Vertical position in points, growing downward.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A rectangle in screen coordinates (points, y downward), like `CGRect`.
///
/// Keyboard notifications report frames this way: `{{0, 521}, {375, 291}}` is a 291 pt keyboard
/// whose top edge is at y = 521 on a 812 pt screen.
public struct Rect: Hashable, Sendable, Codable {
  /// Left edge in points.
  public var x: Double
  /// Top edge in points.
  public var y: Double
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The top edge, `y` (the minimum y for a non-negative height).
  public var minY: Double { y }
  /// The bottom edge, `y + height`.
  public var maxY: Double { y + height }
  /// The centre point.
  public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
  /// `[x, y, width, height]`, the order the CLI's JSON uses.
  public var components: [Double] { [x, y, width, height] }
}
