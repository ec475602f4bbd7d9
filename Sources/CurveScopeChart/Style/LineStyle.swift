/// How a line is stroked: colour, width and dash pattern.
public struct LineStyle: Hashable, Sendable {
  /// The stroke colour.
  public var color: Color
  /// The width in points (figure units; 1 pt = 2 px at the default scale).
  public var width: Double
  /// Alternating on/off lengths in points; empty is a solid line.
  public var dash: [Double]

  /// Creates a line style.
  public init(color: Color, width: Double = 2, dash: [Double] = []) {
    self.color = color
    self.width = width
    self.dash = dash
  }

  /// A dash pattern of 6 pt on, 4 pt off.
  public static let dashed: [Double] = [6, 4]
  /// A dash pattern of 2 pt on, 3 pt off.
  public static let dotted: [Double] = [2, 3]
}
