public import CurveScopeNotifications
public import CurveScopeSupport

/// A scenario that is not usable: no events, bad values, too large.
public enum ScenarioError: CurveScopeError, Equatable {
  /// A screen whose width or height is not a positive size up to 100000 points.
  case screen(width: Double, height: Double)
  /// A scenario without any keyboard event.
  case noEvents(scenario: String)
  /// The events are not usable: too many, spread too far, or one with a bad time, frame or
  /// duration (checked as a recorded trace's are).
  case events(KeyboardEventError)
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
    case .noEvents(let scenario): return "scenario \(scenario)"
    case .events(let cause): return cause.subject
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
    case .events(let cause): return cause.problem
    case .duration, .eventSpacing:
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
