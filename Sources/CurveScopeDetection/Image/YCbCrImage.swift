/// An upright video frame as 8-bit planar Y'CbCr 4:2:0: a full-size luma plane and two chroma
/// planes of ⌈width/2⌉ × ⌈height/2⌉ samples, rows packed without padding.
///
/// This is what H.264 and HEVC decoders produce, so reading a recording costs no colour
/// conversion; the detector works on these planes directly. ``rgb(x:y:)`` and ``rgbaBytes()``
/// convert with the frame's own matrix and range.
public struct YCbCrImage: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Luma (Y'), `width × height` samples, row by row.
  public package(set) var luma: [UInt8]
  /// Blue-difference chroma (Cb), `chromaWidth × chromaHeight` samples.
  public package(set) var blueDifference: [UInt8]
  /// Red-difference chroma (Cr), `chromaWidth × chromaHeight` samples.
  public package(set) var redDifference: [UInt8]
  /// The matrix that maps these samples to RGB.
  public let matrix: YCbCrMatrix
  /// Whether the samples use the full 0…255 range (else 16…235 / 16…240).
  public let isFullRange: Bool

  /// Width of the chroma planes, ⌈width / 2⌉.
  public var chromaWidth: Int { (width + 1) / 2 }
  /// Height of the chroma planes, ⌈height / 2⌉.
  public var chromaHeight: Int { (height + 1) / 2 }

  /// Creates an image from its planes.
  /// - Throws: ``ImageBufferError`` when a side is not positive or a plane has the wrong size.
  public init(
    width: Int, height: Int, luma: [UInt8], blueDifference: [UInt8], redDifference: [UInt8],
    matrix: YCbCrMatrix = .bt709, isFullRange: Bool = false
  ) throws(ImageBufferError) {
    let side = 1...ImageBufferError.maximumSide
    guard side.contains(width), side.contains(height) else {
      throw ImageBufferError(width: width, height: height, .side)
    }
    let chroma = ((width + 1) / 2) * ((height + 1) / 2)
    guard luma.count == width * height, blueDifference.count == chroma,
      redDifference.count == chroma
    else {
      throw ImageBufferError(
        width: width, height: height,
        .planes(luma: luma.count, blue: blueDifference.count, red: redDifference.count))
    }
    self.init(
      unchecked: width, height: height, luma: luma, blueDifference: blueDifference,
      redDifference: redDifference, matrix: matrix, isFullRange: isFullRange)
  }

  /// Creates an image whose plane sizes the caller has checked.
  package init(
    unchecked width: Int, height: Int, luma: [UInt8], blueDifference: [UInt8],
    redDifference: [UInt8], matrix: YCbCrMatrix, isFullRange: Bool
  ) {
    self.width = width
    self.height = height
    self.luma = luma
    self.blueDifference = blueDifference
    self.redDifference = redDifference
    self.matrix = matrix
    self.isFullRange = isFullRange
  }

  /// The Y'CbCr samples at a pixel (chroma from the 2 × 2 block it belongs to).
  /// - Precondition: 0 ≤ x < width, 0 ≤ y < height.
  public func samples(x: Int, y: Int) -> (y: UInt8, cb: UInt8, cr: UInt8) {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside image")
    let chroma = (y / 2) * chromaWidth + x / 2
    return (luma[y * width + x], blueDifference[chroma], redDifference[chroma])
  }

  /// The sRGB colour at a pixel.
  /// - Precondition: 0 ≤ x < width, 0 ≤ y < height.
  public func rgb(x: Int, y: Int) -> RGB8 {
    let sample = samples(x: x, y: y)
    return matrix.rgb(y: sample.y, cb: sample.cb, cr: sample.cr, fullRange: isFullRange)
  }

  /// The whole image as straight RGBA bytes (alpha 255), `width × height × 4`.
  public func rgbaBytes() -> [UInt8] {
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let color = rgb(x: x, y: y)
        let offset = (y * width + x) * 4
        bytes[offset] = color.red
        bytes[offset + 1] = color.green
        bytes[offset + 2] = color.blue
      }
    }
    return bytes
  }
}
