/// A Y'CbCr colour as the detector compares them (8-bit levels, fractional after averaging).
struct ColorSample: Hashable {
  var y: Float
  var cb: Float
  var cr: Float

  /// The largest per-channel difference.
  func distance(to other: ColorSample) -> Float {
    max(abs(y - other.y), max(abs(cb - other.cb), abs(cr - other.cr)))
  }

  /// The sample of an sRGB colour in an image's matrix and range.
  init(_ color: RGB8, matrix: YCbCrMatrix, fullRange: Bool) {
    let sample = matrix.yCbCr(color, fullRange: fullRange)
    self.init(y: Float(sample.y), cb: Float(sample.cb), cr: Float(sample.cr))
  }

  init(y: Float, cb: Float, cr: Float) {
    self.y = y
    self.cb = cb
    self.cr = cr
  }

  /// The sRGB colour of this sample.
  func rgb(matrix: YCbCrMatrix, fullRange: Bool) -> RGB8 {
    func byte(_ value: Float) -> UInt8 { UInt8(max(0, min(255, value.rounded()))) }
    return matrix.rgb(y: byte(y), cb: byte(cb), cr: byte(cr), fullRange: fullRange)
  }
}
