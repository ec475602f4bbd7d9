/// The reference's own description of a keyboard scenario: plain values, no validation.
public struct ReferenceScenario: Sendable {
  /// A notification kind, by UIKit's name.
  public enum Kind: String, Sendable, CaseIterable {
    case willShow, didShow, willChangeFrame, didChangeFrame, willHide, didHide

    /// Whether it is posted before the keyboard moves (and so moves it).
    public var isWill: Bool { self == .willShow || self == .willChangeFrame || self == .willHide }
  }

  /// A retargeting rule (SYNC-SPEC "Keyboard motion").
  public enum Rule: String, Sendable, CaseIterable {
    case additive
    case fromCurrentState = "from-current-state"
    case restart
  }

  /// One notification.
  public struct Event: Sendable {
    /// Seconds after the first event.
    public var time: Double
    /// The kind.
    public var kind: Kind
    /// frameBegin.minY, points.
    public var beginTop: Double
    /// frameEnd.minY, points.
    public var endTop: Double
    /// Reported duration in seconds, when present.
    public var duration: Double?
    /// Reported curve, when present.
    public var curve: Int?

    /// Creates an event.
    public init(
      time: Double, kind: Kind, beginTop: Double, endTop: Double, duration: Double?, curve: Int?
    ) {
      self.time = time
      self.kind = kind
      self.beginTop = beginTop
      self.endTop = endTop
      self.duration = duration
      self.curve = curve
    }
  }

  /// Screen height in points (a hidden keyboard's top).
  public var screenHeight: Double
  /// Events in time order, the first at 0.
  public var events: [Event]
  /// The retargeting rule.
  public var rule: Rule

  /// Creates a scenario.
  public init(screenHeight: Double, events: [Event], rule: Rule = .additive) {
    self.screenHeight = screenHeight
    self.events = events
    self.rule = rule
  }

  /// The keyboard's top before anything happens: the first event's begin frame.
  public var initialKeyboardTop: Double { events[0].beginTop }

  /// The keyboard's motion: one animation per will-event to its end frame, with the
  /// notification's curve and duration (missing: ease-in-out, 0.25 s), under the scenario's rule.
  public var keyboardMotion: ReferenceMotion {
    let animations = events.filter(\.kind.isWill).map { event in
      ReferenceMotion.Animation(
        start: event.time, target: event.endTop,
        timing: .uikit(curve: event.curve ?? 0, duration: event.duration ?? 0.25), rule: rule)
    }
    return ReferenceMotion(initial: initialKeyboardTop, animations: animations)
  }
}
