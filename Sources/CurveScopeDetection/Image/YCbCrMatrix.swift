/// The Y'CbCr matrix of a video and its range: how 8-bit Y'CbCr samples map to sRGB.
///
/// Coefficients from ITU-R BT.601 (Kr 0.299, Kb 0.114) and BT.709 (Kr 0.2126, Kb 0.0722);
/// limited ("video") range puts Y' in 16…235 and Cb, Cr in 16…240, full ("JPEG") range uses
/// 0…255 (ITU-R BT.601-7 §2.5.3, BT.709-6 §3.4).
public enum YCbCrMatrix: String, Sendable, Hashable {
  /// Standard definition (and FFmpeg's default for unlabelled small videos).
  case bt601
  /// High definition: H.264 screen recordings and CurveScope's own videos.
  case bt709

  /// The red coefficient Kr.
  public var kr: Double { self == .bt601 ? 0.299 : 0.2126 }
  /// The blue coefficient Kb.
  public var kb: Double { self == .bt601 ? 0.114 : 0.0722 }

  /// The Y'CbCr samples of an sRGB colour, rounded to 8 bits.
  public func yCbCr(_ color: RGB8, fullRange: Bool) -> (y: UInt8, cb: UInt8, cr: UInt8) {
    let r = Double(color.red) / 255
    let g = Double(color.green) / 255
    let b = Double(color.blue) / 255
    let luma = kr * r + (1 - kr - kb) * g + kb * b
    let pb = (b - luma) / (2 * (1 - kb))
    let pr = (r - luma) / (2 * (1 - kr))
    let (lumaScale, lumaOffset, chromaScale) = fullRange ? (255.0, 0.0, 255.0) : (219, 16, 224)
    return (
      Self.byte(lumaOffset + lumaScale * luma), Self.byte(128 + chromaScale * pb),
      Self.byte(128 + chromaScale * pr)
    )
  }

  /// The sRGB colour of Y'CbCr samples (clamped to 0…255).
  public func rgb(y: UInt8, cb: UInt8, cr: UInt8, fullRange: Bool) -> RGB8 {
    let (lumaScale, lumaOffset, chromaScale) = fullRange ? (255.0, 0.0, 255.0) : (219, 16, 224)
    let luma = (Double(y) - lumaOffset) / lumaScale
    let pb = (Double(cb) - 128) / chromaScale
    let pr = (Double(cr) - 128) / chromaScale
    let r = luma + 2 * (1 - kr) * pr
    let b = luma + 2 * (1 - kb) * pb
    let g = (luma - kr * r - kb * b) / (1 - kr - kb)
    return RGB8(red: Self.byte(r * 255), green: Self.byte(g * 255), blue: Self.byte(b * 255))
  }

  private static func byte(_ value: Double) -> UInt8 {
    guard value.isFinite else { return 0 }
    return UInt8(max(0, min(255, value.rounded())))
  }
}
