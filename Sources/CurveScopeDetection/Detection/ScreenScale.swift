/// Pixels per point of a recording, given or inferred, where it comes from, and the conversion
/// of pixel rows to screen points.
public struct ScreenScale: Sendable, Hashable {
  /// Where the scale comes from, most certain first.
  public enum Source: Sendable, Hashable {
    /// Given by the user (`--pixels-per-point`).
    case given
    /// The frame is exactly a known iPhone screen's recording size.
    case knownScreen(IPhoneScreen)
    /// The frame has a known iPhone screen's aspect ratio (within 1 %) at another size (a
    /// recording downscaled by a chat app, an Android phone of the same shape, a GIF): the scale
    /// of that screen, and the smallest and largest scales of all screens of that shape.
    case aspectRatio(IPhoneScreen, range: ClosedRange<Double>)
    /// No known shape: the region is assumed to be a phone 390 points wide (a cropped strip, a
    /// tablet, a screen inside a frame not found); pixel measures hold, point values do not.
    case assumedWidth(points: Double)
  }

  /// Pixels per point.
  public var pixelsPerPoint: Double
  /// The row of the screen's top edge (the region of interest's top, else 0).
  public var originRow: Double
  /// Where the scale comes from.
  public var source: Source

  /// The width assumed for a screen of unknown shape, in points.
  public static let assumedWidthPoints = 390.0

  /// Creates a scale.
  public init(pixelsPerPoint: Double, originRow: Double = 0, source: Source = .given) {
    self.pixelsPerPoint = pixelsPerPoint
    self.originRow = originRow
    self.source = source
  }

  /// Whether point values are exact (given or a known recording size).
  public var isExact: Bool {
    switch source {
    case .given, .knownScreen: true
    case .aspectRatio, .assumedWidth: false
    }
  }

  /// The scale of a frame: `given` when finite and positive; else the known iPhone screen the
  /// frame's size matches (2× or 3×); else the iPhone screen whose aspect ratio the frame has
  /// (closest first); else a screen `assumedWidthPoints` wide.
  /// - Parameters:
  ///   - width: the upright frame's (or region of interest's) width in pixels.
  ///   - height: its height in pixels.
  ///   - given: pixels per point from the user.
  ///   - originRow: the row of the screen's top edge (the region of interest's top).
  public static func infer(width: Int, height: Int, given: Double? = nil, originRow: Double = 0)
    -> ScreenScale
  {
    if let given, given.isFinite, given > 0 {
      return ScreenScale(pixelsPerPoint: given, originRow: originRow, source: .given)
    }
    if let screen = IPhoneScreen.matching(width: width, height: height) {
      return ScreenScale(
        pixelsPerPoint: screen.recordingScale, originRow: originRow, source: .knownScreen(screen))
    }
    let w = Double(max(1, width))
    let h = Double(max(1, height))
    let shaped = IPhoneScreen.all.compactMap { screen -> (IPhoneScreen, Double, Double)? in
      // Portrait screens; a landscape frame is the same screen turned.
      let (across, along) = w <= h ? (screen.width, screen.height) : (screen.height, screen.width)
      let byWidth = w / across
      let byHeight = h / along
      let mismatch = abs(byWidth - byHeight) / byHeight
      return mismatch <= 0.01 ? (screen, (byWidth + byHeight) / 2, mismatch) : nil
    }
    if let closest = shaped.min(by: { $0.2 < $1.2 }) {
      let scales = shaped.map(\.1)
      let range = (scales.min() ?? closest.1)...(scales.max() ?? closest.1)
      return ScreenScale(
        pixelsPerPoint: closest.1, originRow: originRow,
        source: .aspectRatio(closest.0, range: range))
    }
    return ScreenScale(
      pixelsPerPoint: Double(min(width, height)) / assumedWidthPoints, originRow: originRow,
      source: .assumedWidth(points: assumedWidthPoints))
  }

  /// A pixel row as a screen y coordinate in points.
  public func points(fromRow row: Double) -> Double {
    (row - originRow) / pixelsPerPoint
  }

  /// The scale in words: `3 px/pt (iPhone 16 Pro)`, `≈1.47 px/pt (the shape of an iPhone 16 Pro
  /// screen; 1.34–1.51 for phones of that shape)`.
  public var description: String {
    func number(_ value: Double) -> String {
      let rounded = (value * 1000).rounded() / 1000
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    switch source {
    case .given: return "\(number(pixelsPerPoint)) px/pt (given)"
    case .knownScreen(let screen): return "\(number(pixelsPerPoint)) px/pt (\(screen.models))"
    case .aspectRatio(let screen, let range):
      let spread =
        range.upperBound - range.lowerBound < 0.005
        ? "" : "; \(number(range.lowerBound))–\(number(range.upperBound)) for phones of that shape"
      return "≈\(number(pixelsPerPoint)) px/pt (the shape of an \(screen.models) screen"
        + " scaled to this size\(spread); give --pixels-per-point if you know it)"
    case .assumedWidth(let points):
      return "≈\(number(pixelsPerPoint)) px/pt (no phone has this shape: assumed \(Int(points)) "
        + "pt across; pixel measures hold, points are estimates; give --pixels-per-point)"
    }
  }
}
