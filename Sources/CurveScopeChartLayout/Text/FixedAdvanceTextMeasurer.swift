public import CurveScopeChart

/// A text measurer where every character is `advance × size` wide, for exact layout tests.
///
/// Ascent and descent are `ascent × size` and `descent × size`. Characters are counted as
/// Swift `Character`s (grapheme clusters).
public struct FixedAdvanceTextMeasurer: TextMeasurer, Sendable {
  /// The advance of one character as a fraction of the font size.
  public var advance: Double
  /// The ascent as a fraction of the font size.
  public var ascent: Double
  /// The descent as a fraction of the font size.
  public var descent: Double

  /// Creates a measurer (defaults 0.5, 0.75 and 0.25: round numbers for hand-derived tests).
  public init(advance: Double = 0.5, ascent: Double = 0.75, descent: Double = 0.25) {
    self.advance = advance
    self.ascent = ascent
    self.descent = descent
  }

  /// `count × advance × size` wide.
  public func measure(_ text: String, size: Double, weight: TextStyle.Weight) -> TextExtent {
    TextExtent(
      width: Double(text.count) * advance * size, ascent: ascent * size,
      descent: descent * size)
  }
}
