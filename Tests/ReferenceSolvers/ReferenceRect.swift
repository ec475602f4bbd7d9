/// A rectangle in screen points, y downward (the reference's own `CGRect`).
public struct ReferenceRect: Sendable, Equatable {
  /// Origin and size.
  public var x: Double, y: Double, width: Double, height: Double

  /// Creates a rectangle.
  public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The bottom edge.
  public var maxY: Double { y + height }

  /// `CGRect.zero`.
  public static let zero = ReferenceRect(0, 0, 0, 0)
}
