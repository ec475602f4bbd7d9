/// The size of a line of text: its advance width and its font's ascent and descent, in points.
public struct TextExtent: Sendable, Equatable {
  /// The advance width.
  public var width: Double
  /// The font's ascent above the baseline (the same for every string of a size).
  public var ascent: Double
  /// The font's descent below the baseline (positive).
  public var descent: Double

  /// Creates an extent.
  public init(width: Double, ascent: Double, descent: Double) {
    self.width = width
    self.ascent = ascent
    self.descent = descent
  }

  /// Ascent plus descent.
  public var height: Double { ascent + descent }
}
