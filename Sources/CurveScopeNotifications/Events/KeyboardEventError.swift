public import CurveScopeSupport

/// A list of keyboard events that is not usable: too many, spread too far, or an event with a bad
/// time, frame or duration. A scenario and a recorded trace check their events the same way.
public enum KeyboardEventError: CurveScopeError, Equatable {
  /// Which frame of an event.
  public enum FrameField: String, Sendable {
    /// `UIKeyboardFrameBeginUserInfoKey`.
    case frameBegin
    /// `UIKeyboardFrameEndUserInfoKey`.
    case frameEnd
  }

  /// More events than `limit` in the scenario or trace `scenario`.
  case tooManyEvents(scenario: String, count: Int, limit: Int)
  /// Events spread over more than `limit` seconds.
  case eventsSpanTooLong(scenario: String, limit: Double)
  /// Event `index`'s time is negative or not finite.
  case eventTime(index: Int, value: Double)
  /// Event `index`'s frame is not finite, has a negative size, or lies beyond ±100000 pt.
  case eventFrame(index: Int, FrameField)
  /// Event `index`'s duration is outside [0, 10] s.
  case eventDuration(index: Int, value: Double)

  /// The scenario or field at fault.
  public var subject: String {
    switch self {
    case .tooManyEvents(let scenario, _, _), .eventsSpanTooLong(let scenario, _):
      return "scenario \(scenario)"
    case .eventTime(let index, _): return "events[\(index)].time"
    case .eventFrame(let index, let field): return "events[\(index)].\(field.rawValue)"
    case .eventDuration(let index, _): return "events[\(index)].duration"
    }
  }

  /// Why.
  public var problem: String {
    switch self {
    case .tooManyEvents(_, let count, let limit):
      return "has \(count) events; the limit is \(limit)"
    case .eventsSpanTooLong(_, let limit):
      return "events span more than \(NumberText.exact(limit)) s"
    case .eventTime: return "must be a finite time ≥ 0"
    case .eventFrame:
      return "must be finite, with a non-negative width and height, within ±100000 pt"
    case .eventDuration:
      return NumberRange.closed(0, KeyboardEventLimits.maximumDuration).requirement("seconds")
    }
  }
}

/// Bounds on the values of a keyboard event.
public enum KeyboardEventLimits {
  /// The longest reported duration, and the largest spacing between events of a dump: 10 s.
  public static let maximumDuration = 10.0
  /// The most events one scenario or trace may hold.
  public static let maximumCount = 10_000
  /// The latest an event may arrive, in seconds after the first (one minute).
  public static let maximumSpan = 60.0
}
