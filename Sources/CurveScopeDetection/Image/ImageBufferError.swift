public import CurveScopeSupport

/// Pixels that do not make the image they are said to be, with the sizes that disagree.
public struct ImageBufferError: CurveScopeError, Equatable {
  /// What does not add up.
  public enum Cause: Sendable, Equatable {
    /// A side outside 1…``ImageBufferError/maximumSide`` pixels.
    case side
    /// Packed pixels: `byteCount` bytes in rows of `bytesPerRow`, for rows of at least
    /// `width × 4` bytes and `bytesPerRow × height` bytes in all.
    case pixelBytes(byteCount: Int, bytesPerRow: Int)
    /// Planes of these sample counts, for `width × height` and twice ⌈width/2⌉ × ⌈height/2⌉.
    case planes(luma: Int, blue: Int, red: Int)
  }

  /// The longest side an image may have, in pixels.
  public static let maximumSide = 32_768

  /// The image's width as given.
  public var width: Int
  /// The image's height as given.
  public var height: Int
  /// What does not add up.
  public var cause: Cause

  /// Creates the error.
  public init(width: Int, height: Int, _ cause: Cause) {
    self.width = width
    self.height = height
    self.cause = cause
  }

  /// `image 1170×2532`.
  public var subject: String { "image \(width)×\(height)" }

  /// What does not add up, with the sizes expected.
  public var problem: String {
    switch cause {
    case .side:
      return "each side must be 1…\(Self.maximumSide) pixels"
    case .pixelBytes(let count, let stride):
      return "\(count) bytes in rows of \(stride); expected rows of at least \(width * 4) bytes "
        + "and \(stride) × \(height) bytes"
    case .planes(let luma, let blue, let red):
      let chroma = ((width + 1) / 2) * ((height + 1) / 2)
      return "planes of \(luma), \(blue) and \(red) samples; expected \(width * height), "
        + "\(chroma) and \(chroma)"
    }
  }
}
