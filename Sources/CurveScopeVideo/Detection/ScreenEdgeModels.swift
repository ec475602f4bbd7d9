/// What a ``ScreenEdgeTracker`` learned from a whole recording.
public struct ScreenEdgeModels: Sendable, Hashable {
  /// The keyboard's background colour (from frames with key caps), or the hint's.
  public var keyboardColor: RGB8?
  /// The bar's background colour, or the hint's.
  public var barColor: RGB8?
  /// The bar's height in pixel rows, measured from its reference top (its top edge with a
  /// hairline's share counted in), or the hint's.
  public var barHeightPixels: Double?

  /// Creates models.
  public init(keyboardColor: RGB8? = nil, barColor: RGB8? = nil, barHeightPixels: Double? = nil) {
    self.keyboardColor = keyboardColor
    self.barColor = barColor
    self.barHeightPixels = barHeightPixels
  }
}
