/// How well a trace was recorded: missing, repeated and dropped frames, and its real frame rate.
///
/// - **Missing**: frames where the keyboard or the bar was not seen. They count in no measure.
/// - **Repeated**: a recorder re-reading a stale value: a frame whose every value equals the
///   frame before while the edge is moving through (the values before and after the run of equal
///   values continue in the same direction, at least ``minimumStaleSpeed`` points per frame, and
///   the run repeats at most ``maximumStaleRepeats`` frames). They are real recorded frames and
///   are measured as recorded; the matcher leaves them out of its fits.
/// - **Dropped**: an interval of at least ``droppedIntervalFactor`` × the median interval holds
///   round(interval / median) − 1 dropped frames (at least 1). Nothing is invented for them: the
///   frame before stays on screen until the next one, as a display shows it.
/// - **Paused**: an interval longer than ``pauseIntervalFactor`` × the median is the recorder
///   not running (Android's `onProgress` runs only while the keyboard animates), counted apart
///   and not as dropped frames.
public struct TraceQuality: Hashable, Sendable {
  /// An interval this many times the median or longer holds dropped frames.
  public static let droppedIntervalFactor = 1.5
  /// An interval longer than this many times the median is a pause of the recorder.
  public static let pauseIntervalFactor = 10.0
  /// The most consecutive repeats of one value counted as stale reads.
  public static let maximumStaleRepeats = 3
  /// The speed, in points per frame, the values around a stale run must move at.
  public static let minimumStaleSpeed = 1.0

  /// Frames in the trace.
  public var frameCount: Int
  /// Frames without the keyboard's top edge.
  public var keyboardMissingCount: Int
  /// Frames without the bar's bottom edge.
  public var barMissingCount: Int
  /// Frames where either edge is missing.
  public var missingFrameCount: Int
  /// The repeated frames (indices into ``Trace/frames``), in order.
  public var repeatedFrames: [Int]
  /// Frames the recorder dropped, estimated from the long intervals.
  public var droppedFrameCount: Int
  /// Intervals of at least ``droppedIntervalFactor`` × the median, up to
  /// ``pauseIntervalFactor`` × it.
  public var longIntervalCount: Int
  /// Intervals longer than ``pauseIntervalFactor`` × the median: the recorder paused.
  public var pauseCount: Int
  /// The median interval between consecutive frames, in ms; `nil` with one frame.
  public var medianIntervalMilliseconds: Double?
  /// The median absolute deviation of the intervals that hold no dropped frame, in ms: how
  /// irregular the frame times are.
  public var jitterMilliseconds: Double?
  /// The longest interval, in ms.
  public var longestIntervalMilliseconds: Double?

  /// How many frames are repeated.
  public var repeatedFrameCount: Int { repeatedFrames.count }

  /// The trace's real frame rate: 1000 / the median interval, in Hz.
  public var frameRate: Double? {
    guard let interval = medianIntervalMilliseconds, interval > 0 else { return nil }
    return 1000 / interval
  }
}
