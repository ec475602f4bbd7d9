/// An 8-bit, 4-channel pixel image that the video and GIF writers take: what a Cairo image
/// surface holds (``Layout/bgra``, premultiplied, on little-endian machines) or straight RGBA.
///
/// Alpha is ignored: frames of a video or GIF are opaque, so draw on an opaque background.
public struct PixelImage: Sendable, Equatable {
  /// The order of the four bytes of a pixel.
  public enum Layout: String, Sendable, Hashable {
    /// Blue, green, red, alpha: Cairo's `ARGB32` on little-endian machines.
    case bgra
    /// Red, green, blue, alpha.
    case rgba
  }

  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes from one row to the next (≥ width × 4).
  public let bytesPerRow: Int
  /// Byte order of each pixel.
  public let layout: Layout
  /// The pixels, `bytesPerRow × height` bytes.
  public let bytes: [UInt8]

  /// Creates an image.
  /// - Throws: ``ImageBufferError`` for a non-positive side, rows shorter than `width × 4`,
  ///   or a byte count other than `bytesPerRow × height`.
  public init(
    width: Int, height: Int, bytesPerRow: Int? = nil, layout: Layout, bytes: [UInt8]
  ) throws(ImageBufferError) {
    let stride = bytesPerRow ?? width * 4
    let side = 1...ImageBufferError.maximumSide
    guard side.contains(width), side.contains(height) else {
      throw ImageBufferError(width: width, height: height, .side)
    }
    let (total, overflow) = stride.multipliedReportingOverflow(by: height)
    guard stride >= width * 4, !overflow, bytes.count == total else {
      throw ImageBufferError(
        width: width, height: height, .pixelBytes(byteCount: bytes.count, bytesPerRow: stride))
    }
    self.width = width
    self.height = height
    self.bytesPerRow = stride
    self.layout = layout
    self.bytes = bytes
  }

  /// The colour at a pixel (alpha ignored).
  /// - Precondition: 0 ≤ x < width, 0 ≤ y < height.
  public func rgb(x: Int, y: Int) -> RGB8 {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside image")
    let offset = y * bytesPerRow + x * 4
    switch layout {
    case .bgra:
      return RGB8(red: bytes[offset + 2], green: bytes[offset + 1], blue: bytes[offset])
    case .rgba:
      return RGB8(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2])
    }
  }

  /// The image as Y'CbCr 4:2:0 (each chroma sample the mean of its 2 × 2 block), for running
  /// the detector on a drawing without a video codec in between.
  public func yCbCr(matrix: YCbCrMatrix = .bt709, fullRange: Bool = false) -> YCbCrImage {
    let chromaWidth = (width + 1) / 2
    let chromaHeight = (height + 1) / 2
    var luma = [UInt8](repeating: 0, count: width * height)
    var sums = [(Int, Int, Int)](repeating: (0, 0, 0), count: chromaWidth * chromaHeight)
    var counts = [Int](repeating: 0, count: chromaWidth * chromaHeight)
    var cache: [RGB8: (y: UInt8, cb: UInt8, cr: UInt8)] = [:]
    for y in 0..<height {
      for x in 0..<width {
        let color = rgb(x: x, y: y)
        let sample: (y: UInt8, cb: UInt8, cr: UInt8)
        if let known = cache[color] {
          sample = known
        } else {
          sample = matrix.yCbCr(color, fullRange: fullRange)
          cache[color] = sample
        }
        luma[y * width + x] = sample.y
        let chroma = (y / 2) * chromaWidth + x / 2
        sums[chroma].0 += Int(sample.cb)
        sums[chroma].1 += Int(sample.cr)
        counts[chroma] += 1
      }
    }
    var blue = [UInt8](repeating: 0, count: sums.count)
    var red = [UInt8](repeating: 0, count: sums.count)
    for index in sums.indices {
      let count = max(counts[index], 1)
      blue[index] = UInt8((sums[index].0 + count / 2) / count)
      red[index] = UInt8((sums[index].1 + count / 2) / count)
    }
    return YCbCrImage(
      unchecked: width, height: height, luma: luma, blueDifference: blue, redDifference: red,
      matrix: matrix, isFullRange: fullRange)
  }
}
