/// When a decoded frame is shown: its position and presentation times (a ``VideoFrame``
/// without its pixels, for readers that borrow the decoder's own planes).
public struct VideoFrameTiming: Sendable, Equatable {
  /// Position in decoding order of display, 0 for the first frame shown.
  public var index: Int
  /// Presentation time in milliseconds after the first frame's.
  public var timeMilliseconds: Double
  /// Presentation time in milliseconds on the stream's own clock.
  public var presentationMilliseconds: Double

  /// Creates a timing.
  public init(index: Int, timeMilliseconds: Double, presentationMilliseconds: Double) {
    self.index = index
    self.timeMilliseconds = timeMilliseconds
    self.presentationMilliseconds = presentationMilliseconds
  }
}
