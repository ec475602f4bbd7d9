public import CurveScopeMeasure
public import CurveScopeNotifications
public import CurveScopeTiming

/// What an app really did, frame by frame: a recording of the keyboard's top edge and the input
/// bar's bottom edge, with the screen and, when the recorder logged them, the keyboard
/// notifications (the Traces article; <doc:DataPath>).
///
/// Screen points, y downward as in UIKit. Frames keep the times they were seen at (jittered,
/// with dropped and repeated frames), shifted so that t = 0 is the first notification
/// (``timeOrigin``); they are never resampled. ``series(margin:)`` turns a trace into the
/// ``FrameSeries`` every measure and figure reads; ``measure(tolerance:margin:)`` measures it.
///
/// ```swift
/// let trace = try Trace(csv: bytes, name: "chat-show")
/// let measurement = try trace.measure(tolerance: 1)
/// #expect(measurement.summary.maxOverlapPoints <= 1)
/// ```
public struct Trace: Sendable {
  /// The largest trace file read, 64 MiB (checked before parsing).
  public static let maximumByteCount = 64 << 20
  /// The most frames one trace may hold, 1 000 000 (about 2.3 hours at 120 Hz).
  public static let maximumFrameCount = 1_000_000
  /// How far a keyboard top may lie beyond the screen (noise, rounding), in points.
  public static let screenSlackPoints = 2.0
  /// The tallest screen in points (a 13" iPad is 1376 pt): a CSV whose keyboard reaches further
  /// is taken for pixels.
  public static let largestScreenPoints = 1400.0
  /// The median frame interval a trace may have, in ms: 0.5 ms (2000 Hz) to 1000 ms (1 Hz).
  public static let plausibleIntervalMilliseconds = 0.5...1000.0
  /// The fewest frames a trace may hold: fewer have no frame rate and no motion to measure.
  public static let minimumFrameCount = 4
  /// The largest |time| a frame may have, in ms (10^15 ms, 31 700 years): beyond it a double
  /// keeps no sub-millisecond intervals.
  public static let largestTimeMilliseconds = 1e15

  /// A short identifier (the file's `name`, or its base name).
  public var name: String
  /// A one-line title for tables and figure headers.
  public var title: String
  /// What was recorded, in a user's words.
  public var summary: String
  /// Screen width, in points.
  public let screenWidth: Double
  /// Screen height, in points; a hidden keyboard's top edge sits here.
  public let screenHeight: Double
  /// The bottom safe-area inset the bar rests on while the keyboard is hidden (34 pt on iPhones
  /// with a home indicator), in points; 0 by default. The series measures the bar against the
  /// keyboard's top or this edge, whichever is higher, as `UIKeyboardLayoutGuide` does.
  public var safeAreaBottom: Double
  /// Points between the keyboard's top and the bar's bottom when in sync, if the file says;
  /// `nil` for 0 (the matcher then fits it).
  public var margin: Double?
  /// The keyboard notifications the recorder logged, sorted by time and shifted like the frames
  /// (the first at 0 s, on a 1 ns grid); empty when the trace has none.
  public let events: [KeyboardEvent]
  /// How the app's keyboard animations combine with one still running (the file's `retarget`);
  /// ``RetargetRule/additive`` by default.
  public let retargetRule: RetargetRule
  /// The display rate the file names (`fps`, read with its notifications), in Hz.
  public let preferredFrameRate: Double?
  /// The keyboard profile the file names (`"keyboard"`, <doc:KeyboardProfiles>), kept as written.
  public var keyboardProfile: String?
  /// What recorded the trace.
  public var source: RecordingSource?
  /// The frames, times in ms since ``timeOrigin``.
  public let frames: [TraceFrame]
  /// What t = 0 is.
  public let timeOrigin: TraceTimeOrigin
  /// Missing, repeated and dropped frames, and the real frame rate.
  public let quality: TraceQuality
  /// Where the keyboard rests and moves.
  public let motions: KeyboardMotions
  /// What the reader inferred because the file did not say it (empty for a JSON trace, which
  /// states its screen).
  public var notes: [TraceNote] = []

  /// Creates a trace from frames on the recorder's clock, checking them.
  ///
  /// - Parameters:
  ///   - frames: times in ms on the recorder's clock; sorted, strictly increasing.
  ///   - events: notifications logged on the same clock (`time` in seconds); when given, t = 0
  ///     becomes the first of them, and the screen must be a positive size up to 100000 pt.
  /// - Throws: ``TraceError`` for a bad frame, screen or units, ``KeyboardEventError`` for bad
  ///   events.
  public init(
    name: String, title: String? = nil, summary: String = "", screenWidth: Double,
    screenHeight: Double, safeAreaBottom: Double = 0, margin: Double? = nil,
    events: [KeyboardEvent] = [], retargetRule: RetargetRule = .additive,
    keyboardProfile: String? = nil, source: RecordingSource? = nil, frames: [TraceFrame]
  ) throws {
    var timeline: [KeyboardEvent] = []
    var origin: Double?
    if !events.isEmpty {
      try Self.checkScreen(width: screenWidth, height: screenHeight)
      timeline = try KeyboardEvent.timeline(events, name: name)
      origin = events.map(\.time).min().map { $0 * 1000 }
    }
    try self.init(
      checking: frames, places: TracePlace.frame, name: name, title: title, summary: summary,
      screenWidth: screenWidth, screenHeight: screenHeight, safeAreaBottom: safeAreaBottom,
      margin: margin, events: timeline, retargetRule: retargetRule, preferredFrameRate: nil,
      eventOrigin: origin, keyboardProfile: keyboardProfile, source: source,
      screenHeightGiven: true)
  }

  /// Checks the frames, finds the time origin, shifts the frames and measures their quality.
  init(
    checking fileFrames: [TraceFrame], places: (Int) -> TracePlace, name: String,
    title: String?, summary: String, screenWidth: Double, screenHeight: Double,
    safeAreaBottom: Double, margin: Double?, events: [KeyboardEvent], retargetRule: RetargetRule,
    preferredFrameRate: Double?, eventOrigin: Double?, keyboardProfile: String?,
    source: RecordingSource?, screenHeightGiven: Bool
  ) throws(TraceError) {
    try TraceValidator.check(
      fileFrames, places: places, screenHeight: screenHeight,
      screenHeightGiven: screenHeightGiven)
    for (label, value) in [("safeAreaBottom", safeAreaBottom), ("margin", margin ?? 0)]
    where !(value >= 0 && value <= screenHeight) {
      throw TraceError(nil, .inset(name: label, value: value))
    }
    let detected = KeyboardMotionDetector.detect(fileFrames)
    let origin: TraceTimeOrigin
    if let eventOrigin {
      origin = .firstEvent(fileMilliseconds: eventOrigin)
    } else if let first = detected.motions.first {
      origin = .firstMotion(fileMilliseconds: fileFrames[first.startIndex].timeMilliseconds)
    } else {
      origin = .fileClock
    }
    let shift = origin.fileMilliseconds
    try TraceValidator.checkShifted(fileFrames, origin: shift, places: places)
    frames =
      shift == 0
      ? fileFrames
      : fileFrames.map {
        TraceFrame(
          timeMilliseconds: $0.timeMilliseconds - shift, keyboardTop: $0.keyboardTop,
          barBottom: $0.barBottom)
      }
    self.name = name
    self.title = title ?? name
    self.summary = summary
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.safeAreaBottom = safeAreaBottom
    self.margin = margin
    self.events = events
    self.retargetRule = retargetRule
    self.preferredFrameRate = preferredFrameRate
    self.keyboardProfile = keyboardProfile
    self.source = source
    timeOrigin = origin
    quality = TraceQuality(frames: frames)
    motions = detected
  }

  /// Checks a screen that notifications are played on: a positive size up to 100000 pt.
  static func checkScreen(width: Double, height: Double) throws(TraceError) {
    guard width > 0, width <= 100_000 else { throw TraceError(nil, .screenWidth(width)) }
    guard height > 0, height <= 100_000 else { throw TraceError(nil, .screenHeight(height)) }
  }
}
