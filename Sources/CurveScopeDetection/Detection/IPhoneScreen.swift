/// A portrait iPhone screen: its size in points and the pixels per point of its display.
///
/// Sizes from Apple's Human Interface Guidelines ("Layout: device screen sizes and
/// orientations") and the devices' specifications.
public struct IPhoneScreen: Sendable, Hashable {
  /// The models with this screen, for messages.
  public var models: String
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Pixels per point of the rendered screen (2 or 3).
  public var scale: Double
  /// A size in pixels.
  public struct Pixels: Sendable, Hashable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }
  }

  /// Width and height of a screen recording, when it differs from width × scale (the Plus
  /// models render at 3× and downsample to a 1080 × 1920 panel).
  public var recordedPixels: Pixels?

  /// The recording's pixel size.
  public var pixelSize: Pixels {
    recordedPixels ?? Pixels(width: Int(width * scale), height: Int(height * scale))
  }

  /// Pixels per point of the recording (`pixelSize.height / height`).
  public var recordingScale: Double { Double(pixelSize.height) / height }

  /// Every portrait iPhone screen since the iPhone 4.
  public static let all: [IPhoneScreen] = [
    IPhoneScreen(models: "iPhone 4, 4s", width: 320, height: 480, scale: 2),
    IPhoneScreen(models: "iPhone 5, 5s, SE (1st)", width: 320, height: 568, scale: 2),
    IPhoneScreen(models: "iPhone 6, 6s, 7, 8, SE (2nd, 3rd)", width: 375, height: 667, scale: 2),
    IPhoneScreen(
      models: "iPhone 6 Plus … 8 Plus", width: 414, height: 736, scale: 3,
      recordedPixels: Pixels(width: 1080, height: 1920)),
    IPhoneScreen(models: "iPhone X, XS, 11 Pro", width: 375, height: 812, scale: 3),
    IPhoneScreen(models: "iPhone 12 mini, 13 mini", width: 360, height: 780, scale: 3),
    IPhoneScreen(models: "iPhone XR, 11", width: 414, height: 896, scale: 2),
    IPhoneScreen(models: "iPhone XS Max, 11 Pro Max", width: 414, height: 896, scale: 3),
    IPhoneScreen(models: "iPhone 12, 13, 14 (and Pro)", width: 390, height: 844, scale: 3),
    IPhoneScreen(models: "iPhone 12/13 Pro Max, 14 Plus", width: 428, height: 926, scale: 3),
    IPhoneScreen(models: "iPhone 14 Pro, 15, 16", width: 393, height: 852, scale: 3),
    IPhoneScreen(models: "iPhone 14 Pro Max, 15 Plus, 16 Plus", width: 430, height: 932, scale: 3),
    IPhoneScreen(models: "iPhone 16 Pro", width: 402, height: 874, scale: 3),
    IPhoneScreen(models: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3),
  ]

  /// The screen whose recording is `width` × `height` pixels (one pixel more per side allowed,
  /// as encoders pad odd sizes to even ones), or `nil`.
  public static func matching(width: Int, height: Int) -> IPhoneScreen? {
    all.first { screen in
      let size = screen.pixelSize
      return (size.width...size.width + 1).contains(width)
        && (size.height...size.height + 1).contains(height)
    }
  }
}
