/// A drawing rasterized into memory: Cairo's premultiplied native-endian `ARGB32` pixels, rows
/// packed — blue, green, red, alpha byte order on the little-endian machines Swift runs on.
///
/// Video and GIF writers take these bytes as they are (CurveScopeVideo's `PixelImage` with the
/// `bgra` layout); ``encodedPNG(options:)`` writes them through the same libpng path as figures,
/// and ``drawing(scale:_:)`` draws over them (annotated video frames).
public struct RasterImage: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes from one row to the next (width × 4).
  public var bytesPerRow: Int { width * 4 }
  /// The pixels, B G R A per pixel, premultiplied.
  public let bytes: [UInt8]

  /// Wraps pixels; `nil` unless both sides are positive and `bytes.count == width × height × 4`.
  public init?(width: Int, height: Int, bytes: [UInt8]) {
    guard width > 0, height > 0 else { return nil }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= Int(Int32.max), pixels * 4 == bytes.count else { return nil }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The colour at a pixel as 0xRRGGBB (alpha ignored); `nil` outside the image.
  public func rgb(x: Int, y: Int) -> UInt32? {
    guard x >= 0, x < width, y >= 0, y < height else { return nil }
    let offset = (y * width + x) * 4
    return UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset])
  }
}
