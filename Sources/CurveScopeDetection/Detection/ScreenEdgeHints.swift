/// What a user can tell the detector about a recording it cannot work out alone.
public struct ScreenEdgeHints: Sendable, Hashable {
  /// Only this region is examined (a recording with a device frame, a simulator window, a split
  /// screen). Edges are still reported in the frame's pixel rows.
  public var regionOfInterest: PixelRect?
  /// Pixels per point (2 or 3 on iPhones; less for downscaled recordings); the detector's
  /// block sizes follow it. Estimated from the region's width (a phone about 390 pt wide) when
  /// `nil`.
  public var pixelsPerPoint: Double?

  /// No hints.
  public static let none = ScreenEdgeHints()

  /// Creates hints.
  public init(regionOfInterest: PixelRect? = nil, pixelsPerPoint: Double? = nil) {
    self.regionOfInterest = regionOfInterest
    self.pixelsPerPoint = pixelsPerPoint
  }
}
