/// What a user can tell the detector about a recording it cannot work out alone.
public struct ScreenEdgeHints: Sendable, Hashable {
  /// Only this region is examined (a recording with a device frame, a landscape recording of a
  /// portrait app, a split screen). Edges are still reported in the frame's pixel rows.
  public var regionOfInterest: PixelRect?
  /// The keyboard's background colour (between and around its keys), when it is not a usual
  /// iOS keyboard or the keyboard is never fully shown.
  public var keyboardColor: RGB8?
  /// The input bar's background colour at its left and right ends.
  public var barColor: RGB8?
  /// Pixels per point (2 or 3 on iPhones; less for downscaled recordings).
  public var scale: Double?
  /// The input bar's height in pixels, when known (learned from other frames by
  /// ``ScreenEdgeTracker``): lets the detector place the bar's bottom edge when the keyboard
  /// hides it.
  public var barHeightPixels: Double?

  /// No hints.
  public static let none = ScreenEdgeHints()

  /// Creates hints.
  public init(
    regionOfInterest: PixelRect? = nil, keyboardColor: RGB8? = nil, barColor: RGB8? = nil,
    scale: Double? = nil, barHeightPixels: Double? = nil
  ) {
    self.regionOfInterest = regionOfInterest
    self.keyboardColor = keyboardColor
    self.barColor = barColor
    self.scale = scale
    self.barHeightPixels = barHeightPixels
  }
}
