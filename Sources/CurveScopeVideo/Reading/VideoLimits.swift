/// Bounds a recording must respect before a single frame is decoded, so that a hostile or
/// mistaken input cannot exhaust memory or time.
public struct VideoLimits: Sendable, Hashable {
  /// The largest file, in bytes (default 4 GiB).
  public var maximumFileBytes: Int64
  /// The longest side of a frame, in pixels (default 8192).
  public var maximumSide: Int
  /// The most pixels of a frame (default 40 000 000).
  public var maximumPixels: Int
  /// The most frames decoded (default 72 000: ten minutes at 120 fps).
  public var maximumFrames: Int
  /// The longest duration, in seconds (default 600).
  public var maximumSeconds: Double

  /// The defaults: 4 GiB, 8192 px a side, 40 MP, 72 000 frames, 10 minutes.
  public static let standard = VideoLimits(
    maximumFileBytes: 4 << 30, maximumSide: 8192, maximumPixels: 40_000_000,
    maximumFrames: 72_000, maximumSeconds: 600)

  /// Creates limits.
  public init(
    maximumFileBytes: Int64, maximumSide: Int, maximumPixels: Int, maximumFrames: Int,
    maximumSeconds: Double
  ) {
    self.maximumFileBytes = maximumFileBytes
    self.maximumSide = maximumSide
    self.maximumPixels = maximumPixels
    self.maximumFrames = maximumFrames
    self.maximumSeconds = maximumSeconds
  }
}
