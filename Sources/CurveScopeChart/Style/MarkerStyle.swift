/// A symbol drawn at data points, such as the frame instants of a sampled animation.
public struct MarkerStyle: Hashable, Sendable {
  /// The symbol's shape.
  public enum Shape: String, Hashable, Sendable, CaseIterable {
    /// A filled circle.
    case circle
    /// A filled square.
    case square
    /// A filled diamond (square turned 45°).
    case diamond
    /// A short vertical tick, like a frame instant on a time axis.
    case tick
    /// An × cross.
    case cross
  }

  /// The shape.
  public var shape: Shape
  /// The size in points (the diameter or side length).
  public var size: Double
  /// The fill (or stroke, for `tick` and `cross`) colour.
  public var color: Color
  /// An outline colour drawn around filled shapes; `nil` draws none.
  public var outline: Color?

  /// Creates a marker style.
  public init(shape: Shape = .circle, size: Double = 5, color: Color, outline: Color? = .white) {
    self.shape = shape
    self.size = size
    self.color = color
    self.outline = outline
  }
}
