public import CurveScopeSupport

/// A scenario that is not usable: no events, bad values, too large.
public enum ScenarioError: CurveScopeError, Equatable {
  /// Which frame of an event.
  public enum FrameField: String, Sendable {
    /// `UIKeyboardFrameBeginUserInfoKey`.
    case frameBegin
    /// `UIKeyboardFrameEndUserInfoKey`.
    case frameEnd
  }

  /// A screen whose width or height is not a positive size up to 100000 points.
  case screen(width: Double, height: Double)
  /// A scenario without any keyboard event.
  case noEvents(scenario: String)
  /// More events than `limit`.
  case tooManyEvents(scenario: String, count: Int, limit: Int)
  /// Events spread over more than `limit` seconds.
  case eventsSpanTooLong(scenario: String, limit: Double)
  /// Event `index`'s time is negative or not finite.
  case eventTime(index: Int, value: Double)
  /// Event `index`'s frame is not finite, has a negative size, or lies beyond ±100000 pt.
  case eventFrame(index: Int, FrameField)
  /// Event `index`'s duration is outside [0, 10] s.
  case eventDuration(index: Int, value: Double)
  /// A keyboard height outside [0, screen height] for the default scenario.
  case keyboardHeight(Double, screenHeight: Double)
  /// A reported duration outside [0, 10] s for the default scenario.
  case duration(Double)
  /// Spacing between the events of a dump outside [0, 10] s.
  case eventSpacing(Double)
  /// A dump none of whose notifications has an end frame.
  case noEndFrame(dump: String)
  /// A window that is not a positive rectangle within ±100000 pt.
  case window(Rect)
  /// The screen inferred from a dump's frames (the bottom edge of the keyboard frame of the
  /// notification on `line`, the widest end frame) is not a positive size up to 100000 pt.
  case inferredScreen(width: Double, height: Double, line: Int)

  /// The scenario or field at fault.
  public var subject: String {
    switch self {
    case .screen(let width, let height):
      return "screen \(NumberText.exact(width))×\(NumberText.exact(height))"
    case .noEvents(let scenario), .tooManyEvents(let scenario, _, _),
      .eventsSpanTooLong(let scenario, _):
      return "scenario \(scenario)"
    case .eventTime(let index, _): return "events[\(index)].time"
    case .eventFrame(let index, let field): return "events[\(index)].\(field.rawValue)"
    case .eventDuration(let index, _): return "events[\(index)].duration"
    case .keyboardHeight(let height, _): return "keyboard height \(NumberText.exact(height))"
    case .duration(let seconds): return "duration \(NumberText.exact(seconds))"
    case .eventSpacing(let seconds): return "event spacing \(NumberText.exact(seconds)) s"
    case .noEndFrame(let dump): return "dump \(dump)"
    case .window(let rect):
      return "window [\(rect.components.map(NumberText.exact).joined(separator: ", "))]"
    case .inferredScreen(_, _, let line): return "line \(line)"
    }
  }

  /// Why.
  public var problem: String {
    switch self {
    case .screen:
      return "width and height must be positive point sizes up to 100000"
    case .noEvents: return "has no keyboard event"
    case .tooManyEvents(_, let count, let limit):
      return "has \(count) events; the limit is \(limit)"
    case .eventsSpanTooLong(_, let limit):
      return "events span more than \(NumberText.exact(limit)) s"
    case .eventTime: return "must be a finite time ≥ 0"
    case .eventFrame:
      return "must be finite, with a non-negative width and height, within ±100000 pt"
    case .eventDuration, .duration, .eventSpacing:
      return NumberRange.closed(0, KeyboardEventLimits.maximumDuration).requirement("seconds")
    case .keyboardHeight(_, let screenHeight):
      return NumberRange.closed(0, screenHeight).requirement("points")
    case .noEndFrame: return "has no notification with an end frame"
    case .window:
      return "must be finite, with a positive width and height, within ±100000 pt"
    case .inferredScreen(let width, let height, _):
      return "the keyboard frames put the screen at \(NumberText.exact(width))×"
        + "\(NumberText.exact(height)) pt (a docked keyboard's frame ends at the screen's "
        + "bottom), which is not a positive size up to 100000 pt"
    }
  }
}

/// Bounds on the values of a keyboard event.
public enum KeyboardEventLimits {
  /// The longest reported duration, and the largest spacing between events of a dump: 10 s.
  public static let maximumDuration = 10.0
}
