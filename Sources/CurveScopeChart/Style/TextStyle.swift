/// How a run of text is drawn: size, weight, colour, anchor and rotation.
public struct TextStyle: Sendable, Equatable {
  /// The font weight (DejaVu Sans Book or Bold).
  public enum Weight: String, Sendable, Equatable {
    /// Regular.
    case regular
    /// Bold.
    case bold
  }

  /// Which point of the text's box sits at the drawing position, horizontally.
  public enum HorizontalAnchor: String, Sendable, Equatable {
    /// The text starts at the position.
    case leading
    /// The text is centred on the position.
    case center
    /// The text ends at the position.
    case trailing
  }

  /// Which line of the text's box sits at the drawing position, vertically (font metrics, so
  /// every string of a size lines up the same way).
  public enum VerticalAnchor: String, Sendable, Equatable {
    /// The font's ascent line.
    case top
    /// Halfway between ascent and descent lines.
    case middle
    /// The baseline.
    case baseline
    /// The font's descent line.
    case bottom
  }

  /// The size in points.
  public var size: Double
  /// The weight.
  public var weight: Weight
  /// The colour.
  public var color: Color
  /// The horizontal anchor.
  public var horizontalAnchor: HorizontalAnchor
  /// The vertical anchor.
  public var verticalAnchor: VerticalAnchor
  /// Rotation about the anchor in degrees, counter-clockwise on screen (90 reads bottom to top,
  /// as y-axis titles do).
  public var rotationDegrees: Double

  /// Creates a text style.
  public init(
    size: Double, weight: Weight = .regular, color: Color = .okabeItoBlack,
    horizontalAnchor: HorizontalAnchor = .leading, verticalAnchor: VerticalAnchor = .baseline,
    rotationDegrees: Double = 0
  ) {
    self.size = size
    self.weight = weight
    self.color = color
    self.horizontalAnchor = horizontalAnchor
    self.verticalAnchor = verticalAnchor
    self.rotationDegrees = rotationDegrees
  }
}
