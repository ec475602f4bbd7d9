import CurveScopeSupport

/// What the fitted latency of a match means: nothing (the bar is on time), a follower that reads
/// the keyboard whole display frames late, or a start delay no preset has.
///
/// The latency is part of the desync, never noise: a bar one frame late at 60 Hz trails the
/// keyboard by up to 38 pt. It is read in display frames of the recording's own rate:
///
/// - within ``TraceMatcher/onTimeFrames`` of 0: ``onTime``;
/// - late by about k frames (within ``TraceMatcher/followerFrameTolerance`` of a whole k from 1
///   to ``TraceMatcher/maximumFollowerFrames``) when a follower preset that copies the keyboard
///   k frames late moves the bar the same way: ``follower(frames:)`` (the match then names
///   the follower);
/// - later than that, or between frames (a follower 25 ms late at 60 Hz is 1.5 frames late, not
///   1): ``startDelay(milliseconds:frames:)``, a delay no preset explains, reported as measured
///   (work on the main thread before the animation starts, an asynchronous hop);
/// - earlier: ``leads(milliseconds:)`` (a recorder that reads the keyboard a frame late shows
///   the bar ahead of it).
public enum TraceLatency: Hashable, Sendable {
  /// Within half a display frame of the model.
  case onTime
  /// A follower that copies the keyboard `frames` display frames late.
  case follower(frames: Int)
  /// The bar starts `milliseconds` (`frames` display frames) after the keyboard, which no
  /// preset explains.
  case startDelay(milliseconds: Double, frames: Double)
  /// The bar moves `milliseconds` before the keyboard.
  case leads(milliseconds: Double)

  /// A stable name for scripts: `on-time`, `follower`, `start-delay`, `leads`.
  public var kind: String {
    switch self {
    case .onTime: "on-time"
    case .follower: "follower"
    case .startDelay: "start-delay"
    case .leads: "leads"
    }
  }

  /// What it means, in one sentence without a final period.
  public var text: String {
    func frames(_ value: Double) -> String {
      "\(NumberText.reading(value)) display frame\(abs(value - 1) < 0.05 ? "" : "s")"
    }
    switch self {
    case .onTime:
      return "the bar moves within half a display frame of the model"
    case .follower(let count):
      return "the bar copies the keyboard \(frames(Double(count))) late"
    case .startDelay(let milliseconds, let count):
      return "the bar starts \(NumberText.reading(milliseconds)) ms (\(frames(count))) after the "
        + "keyboard, a delay no preset has"
    case .leads(let milliseconds):
      return "the bar moves \(NumberText.reading(milliseconds)) ms before the keyboard (a recorder "
        + "that reads the keyboard a frame late shows this)"
    }
  }
}
