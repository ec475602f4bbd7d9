/// The reference's own description of a keyboard scenario: plain values, no validation.
public struct ReferenceScenario: Sendable {
  /// A notification kind, by UIKit's name.
  public enum Kind: String, Sendable, CaseIterable {
    case willShow, didShow, willChangeFrame, didChangeFrame, willHide, didHide

    /// Whether it is posted before the keyboard moves (and so moves it).
    public var isWill: Bool { self == .willShow || self == .willChangeFrame || self == .willHide }
  }

  /// A retargeting rule (SyncModel article, "Keyboard motion and retargeting").
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
    /// The whole begin frame, when known (else x 0, the screen's width, down to its bottom).
    public var beginFrame: ReferenceRect?
    /// The whole end frame, when known.
    public var endFrame: ReferenceRect?

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

    /// Creates an event from whole frames.
    public init(
      time: Double, kind: Kind, begin: ReferenceRect, end: ReferenceRect, duration: Double?,
      curve: Int?
    ) {
      self.init(
        time: time, kind: kind, beginTop: begin.y, endTop: end.y, duration: duration,
        curve: curve)
      beginFrame = begin
      endFrame = end
    }
  }

  /// Screen height in points (a hidden keyboard's top).
  public var screenHeight: Double
  /// Events in time order, the first at 0.
  public var events: [Event]
  /// The retargeting rule.
  public var rule: Rule
  /// Screen width in points.
  public var screenWidth = 375.0
  /// The app's window in screen coordinates, when it does not fill the screen.
  public var window: ReferenceRect?
  /// The keyboard profile (`ios` when `nil`).
  public var profile: ReferenceProfile?
  /// An interactive dismissal's finger, when this is one (times from the drag's start).
  public var pan: ReferencePan?

  /// Creates a scenario.
  public init(screenHeight: Double, events: [Event], rule: Rule = .additive) {
    self.screenHeight = screenHeight
    self.events = events
    self.rule = rule
  }

  /// The event's begin frame (whole, or from its top).
  public func begin(_ event: Event) -> ReferenceRect {
    event.beginFrame ?? frame(top: event.beginTop)
  }

  /// The event's end frame.
  public func end(_ event: Event) -> ReferenceRect {
    event.endFrame ?? frame(top: event.endTop)
  }

  /// A docked frame with its top at `top`: x 0, the screen's width, down to the screen's bottom.
  func frame(top: Double) -> ReferenceRect {
    ReferenceRect(0, top, screenWidth, max(0, screenHeight - top))
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
