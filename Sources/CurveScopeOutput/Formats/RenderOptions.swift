/// The output size and pixel density of a figure, validated to sane bounds.
///
/// The layout works in points: `pixelWidth / scale` × `pixelHeight / scale` (800 × 500 by
/// default). PNGs have `pixelWidth` × `pixelHeight` pixels; SVG and PDF use the point size.
public struct RenderOptions: Sendable, Equatable {
  /// Width in pixels, 100...10 000.
  public private(set) var pixelWidth: Int
  /// Height in pixels, 100...10 000.
  public private(set) var pixelHeight: Int
  /// Pixels per point, 0.5...8.
  public private(set) var scale: Double
  /// How PNGs are compressed.
  public var png: PNGOptions

  /// Each side's bounds in pixels.
  public static let pixelSideRange = 100...10_000
  /// The bounds of `scale`.
  public static let scaleRange = 0.5...8.0
  /// The most pixels a figure may have (memory: 4 bytes each, 160 MB at the limit).
  public static let maximumPixelCount = 40_000_000
  /// The smallest side in points (the layout needs room for its labels).
  public static let minimumPointSide = 100.0

  /// 1600 × 1000 px at 2 px per point (800 × 500 pt).
  public static let standard = RenderOptions(
    uncheckedWidth: 1600, height: 1000, scale: 2, png: PNGOptions())

  /// Creates options, checking every bound.
  public init(
    pixelWidth: Int = 1600, pixelHeight: Int = 1000, scale: Double = 2,
    png: PNGOptions = PNGOptions()
  ) throws(RenderOptionsError) {
    guard RenderOptions.pixelSideRange.contains(pixelWidth),
      RenderOptions.pixelSideRange.contains(pixelHeight)
    else {
      throw RenderOptionsError(.sideOutOfRange(width: pixelWidth, height: pixelHeight))
    }
    guard pixelWidth * pixelHeight <= RenderOptions.maximumPixelCount else {
      throw RenderOptionsError(
        .tooManyPixels(
          width: pixelWidth, height: pixelHeight, limit: RenderOptions.maximumPixelCount))
    }
    guard scale.isFinite, RenderOptions.scaleRange.contains(scale) else {
      throw RenderOptionsError(.scaleOutOfRange(scale))
    }
    let pointWidth = Double(pixelWidth) / scale
    let pointHeight = Double(pixelHeight) / scale
    guard pointWidth >= RenderOptions.minimumPointSide,
      pointHeight >= RenderOptions.minimumPointSide
    else {
      throw RenderOptionsError(
        .tooFewPoints(width: pixelWidth, height: pixelHeight, scale: scale))
    }
    self.init(uncheckedWidth: pixelWidth, height: pixelHeight, scale: scale, png: png)
  }

  private init(uncheckedWidth width: Int, height: Int, scale: Double, png: PNGOptions) {
    self.pixelWidth = width
    self.pixelHeight = height
    self.scale = scale
    self.png = png
  }

  /// The layout width in points.
  public var pointWidth: Double { Double(pixelWidth) / scale }
  /// The layout height in points.
  public var pointHeight: Double { Double(pixelHeight) / scale }

  /// Parses `WIDTHxHEIGHT` in pixels (`1600x1000`, `×` also accepted) into its two numbers.
  public static func parseSize(_ text: String) throws(RenderOptionsError) -> (
    width: Int, height: Int
  ) {
    let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
      throw RenderOptionsError(.malformedSize(text))
    }
    return (width, height)
  }
}
