/// How ``GIFWriter`` writes an animation.
public struct GIFWriterSettings: Sendable, Hashable {
  /// How long the last frame stays before the animation starts again, in milliseconds
  /// (default 1500), on top of the time given to ``GIFWriter/finish(endMilliseconds:)``.
  public var holdLastFrameMilliseconds: Double
  /// Whether later frames store only the rectangle that changed, with unchanged pixels in it
  /// transparent (default true: much smaller files for figures where little moves).
  public var storesChangedRectangles: Bool

  /// The defaults: hold 1.5 s, changed rectangles.
  public static let standard = GIFWriterSettings()

  /// Creates settings.
  public init(holdLastFrameMilliseconds: Double = 1500, storesChangedRectangles: Bool = true) {
    self.holdLastFrameMilliseconds = holdLastFrameMilliseconds
    self.storesChangedRectangles = storesChangedRectangles
  }
}
