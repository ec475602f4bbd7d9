/// Pixels per point of a recording, given or inferred, and the conversion of pixel rows to
/// screen points.
public struct ScreenScale: Sendable, Hashable {
  /// Where the scale comes from.
  public enum Source: Sendable, Hashable {
    /// Given by the user (`--scale`).
    case given
    /// The frame is exactly a known iPhone screen's recording size.
    case knownScreen(IPhoneScreen)
  }

  /// Pixels per point.
  public var pixelsPerPoint: Double
  /// The row of the screen's top edge (the region of interest's top, else 0).
  public var originRow: Double
  /// Where the scale comes from.
  public var source: Source

  /// Creates a scale.
  public init(pixelsPerPoint: Double, originRow: Double = 0, source: Source = .given) {
    self.pixelsPerPoint = pixelsPerPoint
    self.originRow = originRow
    self.source = source
  }

  /// The scale of a frame: `given` when there is one, else the known iPhone screen the frame's
  /// size matches (2× or 3×), else `nil` (the caller must ask for `--scale`).
  /// - Parameters:
  ///   - width: the upright frame's (or region of interest's) width in pixels.
  ///   - height: its height in pixels.
  ///   - given: pixels per point from the user, used as is when finite and positive.
  ///   - originRow: the row of the screen's top edge (the region of interest's top).
  public static func infer(width: Int, height: Int, given: Double? = nil, originRow: Double = 0)
    -> ScreenScale?
  {
    if let given, given.isFinite, given > 0 {
      return ScreenScale(pixelsPerPoint: given, originRow: originRow, source: .given)
    }
    guard let screen = IPhoneScreen.matching(width: width, height: height) else { return nil }
    return ScreenScale(
      pixelsPerPoint: screen.recordingScale, originRow: originRow, source: .knownScreen(screen))
  }

  /// A pixel row as a screen y coordinate in points.
  public func points(fromRow row: Double) -> Double {
    (row - originRow) / pixelsPerPoint
  }
}
