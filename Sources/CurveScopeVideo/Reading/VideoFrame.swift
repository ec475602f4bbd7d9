public import CurveScopeDetection

/// One decoded, upright frame of a recording with its real presentation time.
public struct VideoFrame: Sendable {
  /// Position in decoding order of display, 0 for the first frame shown.
  public var index: Int
  /// Presentation time in milliseconds after the first frame's (the stream's timestamps in its
  /// time base; never index × a nominal rate).
  public var timeMilliseconds: Double
  /// Presentation time in milliseconds on the stream's own clock.
  public var presentationMilliseconds: Double
  /// The pixels, upright.
  public var image: YCbCrImage
}
