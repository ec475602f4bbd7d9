/// An independent reference for how an input bar reacts to keyboard notifications: the eight
/// presets of the SyncModel article ("Bar motion per strategy"), each a small function, and custom calls.
public struct ReferenceStrategy: Sendable {
  /// How the bar moves.
  public enum Reaction: Sendable {
    /// B(t_k) = K(t_{k − latency}) − margin.
    case follow(latencyFrames: Int)
    /// On each handled notification, an animation whose timing and rule `plan` gives.
    case animate(
      handles: Set<ReferenceScenario.Kind>,
      plan: @Sendable (ReferenceScenario.Event, ReferenceScenario.Rule) -> Plan,
      latencyFrames: Int)
  }

  /// The timing of one bar animation and how it retargets.
  public struct Plan: Sendable {
    /// Progress over time.
    public var timing: ReferenceTiming
    /// Retargeting rule.
    public var rule: ReferenceScenario.Rule

    /// Creates a plan.
    public init(_ timing: ReferenceTiming, _ rule: ReferenceScenario.Rule) {
      self.timing = timing
      self.rule = rule
    }
  }

  /// The reaction.
  public var reaction: Reaction
  /// Points between keyboard top and bar bottom at rest.
  public var margin: Double
  /// A hard-coded keyboard height, if the app assumes one.
  public var assumedKeyboardHeight: Double?
  /// How end frames are read: `top`, `screen-as-window`, `height`, `docked-only`.
  public var reading = "top"
  /// What a follower reads: `presentation` or `model`.
  public var source = "presentation"
  /// Frames a follower evaluates ahead of its read while the keyboard animates.
  public var leadFrames = 0.0
  /// A hard-coded curve a follower predicts with (nil: the keyboard's own).
  public var predictionCurve: ReferenceTiming?
  /// Whether an animating strategy follows the finger during an interactive drag.
  public var tracksPan = false

  /// Creates a strategy.
  public init(reaction: Reaction, margin: Double = 0, assumedKeyboardHeight: Double? = nil) {
    self.reaction = reaction
    self.margin = margin
    self.assumedKeyboardHeight = assumedKeyboardHeight
  }

  /// Where the bar goes for a notification of `kind` reporting `frame` in `scenario`, read the
  /// strategy's way (KeyboardProfiles article): `top` converts into the window and clamps to its bottom;
  /// `screen-as-window` takes the top as window coordinates; `height` lifts the bar by the
  /// frame's height while shown; `docked-only` is `top` except that a frame narrower than the
  /// screen ending above its bottom counts as no keyboard.
  public func barTarget(
    frame: ReferenceRect, kind: ReferenceScenario.Kind, scenario: ReferenceScenario
  ) -> Double {
    let height = scenario.screenHeight
    let bottom = scenario.window?.maxY ?? height
    if let assumed = assumedKeyboardHeight {
      return (frame.y < height ? bottom - assumed : bottom) - margin
    }
    let top = scenario.window.map { Swift.min(frame.y, $0.maxY) } ?? frame.y
    switch reading {
    case "screen-as-window":
      guard let window = scenario.window else { return frame.y - margin }
      return window.y + Swift.min(frame.y, window.height) - margin
    case "height":
      let shows = kind != .willHide && kind != .didHide && frame.y < height && frame.height > 0
      return (shows ? bottom - frame.height : bottom) - margin
    case "docked-only":
      if frame.width < scenario.screenWidth && frame.maxY < height { return bottom - margin }
      return top - margin
    default:
      return top - margin
    }
  }

  /// Where the bar goes for a keyboard top `y`: y − m, or with an assumed height h,
  /// screenHeight − h − m while shown (y < screenHeight) and screenHeight − m when hidden.
  public func barTarget(keyboardTop y: Double, screenHeight: Double) -> Double {
    guard let height = assumedKeyboardHeight else { return y - margin }
    return y < screenHeight ? screenHeight - height - margin : screenHeight - margin
  }

  /// The three will-kinds.
  public static let willKinds: Set<ReferenceScenario.Kind> = [
    .willShow, .willChangeFrame, .willHide,
  ]
  /// willShow and willHide.
  public static let showHide: Set<ReferenceScenario.Kind> = [.willShow, .willHide]

  /// The preset named `name` (the library's preset names) with margin `margin`.
  public static func preset(_ name: String, margin: Double = 0) -> ReferenceStrategy? {
    func animate(
      _ kinds: Set<ReferenceScenario.Kind>,
      _ plan: @escaping @Sendable (ReferenceScenario.Event, ReferenceScenario.Rule) -> Plan
    ) -> Reaction {
      .animate(handles: kinds, plan: plan, latencyFrames: 0)
    }
    /// The handler presets convert frames with `view.convert(frame, from: nil)`.
    func converting(_ reaction: Reaction, assumed: Double? = nil) -> ReferenceStrategy {
      var strategy = ReferenceStrategy(
        reaction: reaction, margin: margin, assumedKeyboardHeight: assumed)
      strategy.reading = "screen-as-window"
      return strategy
    }
    switch name {
    case "layout-guide": return .init(reaction: .follow(latencyFrames: 0), margin: margin)
    case "display-link": return .init(reaction: .follow(latencyFrames: 1), margin: margin)
    case "curve-shift": return converting(animate(willKinds, curveShift))
    case "reported-duration": return converting(animate(willKinds, reportedDuration))
    case "unshifted-curve": return converting(animate(willKinds, unshiftedCurve))
    case "fixed-guess":
      return .init(
        reaction: animate(showHide, fixedGuess), margin: margin, assumedKeyboardHeight: 216)
    case "iqkeyboardmanager":
      var strategy = ReferenceStrategy(
        reaction: animate(showHide, iqKeyboardManager), margin: margin)
      strategy.reading = "docked-only"
      return strategy
    case "will-show-only": return converting(animate(showHide, curveShift))
    case "display-link-predictive":
      var strategy = ReferenceStrategy(reaction: .follow(latencyFrames: 1), margin: margin)
      strategy.leadFrames = 1
      return strategy
    case "input-accessory-view": return .init(reaction: .follow(latencyFrames: 0), margin: margin)
    case "pan-tracker":
      var strategy = converting(animate(willKinds, curveShift))
      strategy.tracksPan = true
      return strategy
    case "kvo-center":
      var strategy = ReferenceStrategy(reaction: .follow(latencyFrames: 1), margin: margin)
      strategy.source = "model"
      return strategy
    default: return nil
    }
  }

  /// The preset names.
  public static let presetNames = [
    "fixed-guess", "reported-duration", "curve-shift", "unshifted-curve", "iqkeyboardmanager",
    "display-link", "will-show-only", "layout-guide", "display-link-predictive",
    "input-accessory-view", "pan-tracker", "kvo-center",
  ]

  /// `curve << 16`: the curve field is the curve's low 4 bits; reported duration, missing → 0.
  static func curveShift(_ event: ReferenceScenario.Event, _ rule: ReferenceScenario.Rule) -> Plan {
    Plan(.uikit(curve: (event.curve ?? 0) & 15, duration: event.duration ?? 0), rule)
  }

  /// Options 0 (ease-in-out) over the reported duration, missing → 0.
  static func reportedDuration(_ event: ReferenceScenario.Event, _ rule: ReferenceScenario.Rule)
    -> Plan
  {
    Plan(.uikit(curve: 0, duration: event.duration ?? 0), rule)
  }

  /// Options `UInt(curve)`: the curve field is bits 16–19 of the raw value; bit 2
  /// (beginFromCurrentState) forces from-current-state.
  static func unshiftedCurve(_ event: ReferenceScenario.Event, _ rule: ReferenceScenario.Rule)
    -> Plan
  {
    let bits = UInt(bitPattern: event.curve ?? 0)
    let field = Int((bits >> 16) & 15)
    return Plan(
      .uikit(curve: field, duration: event.duration ?? 0),
      bits & 4 != 0 ? .fromCurrentState : rule)
  }

  /// 0.3 s ease-in-out.
  static func fixedGuess(_ event: ReferenceScenario.Event, _ rule: ReferenceScenario.Rule) -> Plan {
    Plan(.uikit(curve: 0, duration: 0.3), rule)
  }

  /// The notification's curve (<< 16) and duration when present, else ease-out and 0.25 s.
  static func iqKeyboardManager(_ event: ReferenceScenario.Event, _ rule: ReferenceScenario.Rule)
    -> Plan
  {
    Plan(.uikit(curve: event.curve.map { $0 & 15 } ?? 2, duration: event.duration ?? 0.25), rule)
  }
}
