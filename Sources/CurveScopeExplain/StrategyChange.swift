import CurveScopeCodec
import CurveScopeNotifications
public import CurveScopeSync

/// One modification of an input-bar strategy that a diagnosis can propose as a fix.
///
/// Each change is a small edit to the app's keyboard handler (shift the curve, read the end
/// frame, observe willChangeFrame…) or, at most, a switch to `UIKeyboardLayoutGuide`. ``cost``
/// ranks them: the explainer proposes the cheapest set of changes that brings the bar within
/// tolerance, verified by re-running the analysis.
public enum StrategyChange: String, CaseIterable, Sendable, Hashable {
  /// `UInt(curve)` → `UInt(curve) << 16`.
  case shiftCurve = "shift-curve"
  /// Options without the notification's curve (or a timing of its own) → `UInt(curve) << 16`.
  case passCurve = "pass-curve"
  /// A fixed duration → the notification's duration (0.25 s when missing).
  case useReportedDuration = "use-reported-duration"
  /// Missing duration / curve keys read as 0 or another curve → UIKit's default 0.25 s
  /// ease-in-out, which the keyboard is assumed to run then.
  case fallBackWhenMissing = "fall-back-when-missing"
  /// An assumed keyboard height → the end frame.
  case readEndFrame = "read-end-frame"
  /// Observing willShow / willHide only → willChangeFrame too.
  case observeWillChangeFrame = "observe-will-change-frame"
  /// `overrideInherited…` bits removed, so a change inside the handler inherits the keyboard's
  /// animation.
  case dropOverrideBits = "drop-override-bits"
  /// `beginFromCurrentState` removed, so interrupted animations add up like the keyboard's.
  case dropBeginFromCurrentState = "drop-begin-from-current-state"
  /// An animation started frames late (dispatched asynchronously) → started in the handler.
  case animateWithoutDelay = "animate-without-delay"
  /// A follower a frame late → reads the keyboard for the frame being drawn.
  case readCurrentFrame = "read-current-frame"
  /// An animation block of its own → the layout change made inside the handler, inheriting the
  /// keyboard's animation.
  case animateInsideHandler = "animate-inside-handler"
  /// A follower that reads the model value (KVO) → reads the presentation layer every frame.
  case readPresentation = "read-presentation"
  /// A follower a frame late → predicts the keyboard's curve as many frames ahead.
  case predictAhead = "predict-ahead"
  /// A follower predicting with a hard-coded curve → with the keyboard's own animation.
  case readKeyboardAnimation = "read-keyboard-animation"
  /// End frames read literally → a frame that does not reach the screen's bottom counts as no
  /// keyboard.
  case readDockedFrame = "read-docked-frame"
  /// Screen coordinates taken as the window's → converted into the window.
  case convertToWindow = "convert-to-window"
  /// The end frame's height → its top edge (what is on screen).
  case readFrameTop = "read-frame-top"
  /// A notification-only handler → also follows the finger during an interactive dismissal.
  case trackPan = "track-pan"
  /// Any strategy → the bar pinned to `UIKeyboardLayoutGuide`.
  case useLayoutGuide = "use-layout-guide"

  /// How big a change it is: 1 for a one-line edit of the handler, 2 for restructuring it, 2.5
  /// for replacing it by the layout guide (iOS 15 and later).
  public var cost: Double {
    switch self {
    case .animateInsideHandler, .trackPan: 2
    case .useLayoutGuide: 2.5
    default: 1
    }
  }

  /// The problems this change answers directly.
  public var answers: Set<SyncFindingCode> {
    switch self {
    case .shiftCurve: [.unshiftedCurve]
    case .passCurve: [.noCurve, .customTiming, .profileMismatch]
    case .useReportedDuration: [.fixedDuration]
    case .fallBackWhenMissing: [.missingDuration, .missingCurve]
    case .readEndFrame: [.assumedHeight]
    case .observeWillChangeFrame: [.ignoredNotifications]
    case .dropOverrideBits: [.overrideBits]
    case .dropBeginFromCurrentState: [.beginFromCurrentState]
    case .animateWithoutDelay: [.animationLatency]
    case .readCurrentFrame: [.frameLatency]
    case .animateInsideHandler: [.timingMismatch, .profileMismatch]
    case .readPresentation: [.modelValue]
    case .predictAhead: [.frameLatency]
    case .readKeyboardAnimation: [.profileMismatch]
    case .readDockedFrame: [.floatingKeyboard, .zeroEndFrame]
    case .convertToWindow: [.windowCoordinates]
    case .readFrameTop: [.frameHeight]
    case .trackPan: [.untrackedDrag]
    case .useLayoutGuide: []
    }
  }

  /// Override flags that stop a nested animation inheriting the enclosing one.
  static let overrideFlags: AnimationOptions = [
    .overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions,
  ]

  /// `strategy` with this change made for `scenario`, or `nil` when it does not apply (nothing
  /// to change, or nothing in the scenario it would affect).
  public func apply(to strategy: InputBarStrategy, in scenario: Scenario) -> InputBarStrategy? {
    var result = strategy
    switch (self, strategy.reaction) {
    case (.readCurrentFrame, .follow):
      // A follower that already predicts knows it cannot read the frame being drawn.
      guard strategy.latencyFrames > 0, strategy.tracking.leadFrames == 0,
        strategy.tracking.predictionCurve == nil
      else { return nil }
      result.latencyFrames = 0
      result.tracking.leadFrames = 0
    case (.useLayoutGuide, _):
      if case .follow = strategy.reaction, strategy.latencyFrames == 0,
        strategy.assumedKeyboardHeight == nil, strategy.tracking.isPlain
      {
        return nil
      }
      result.reaction = .follow
      result.latencyFrames = 0
      result.assumedKeyboardHeight = nil
      result.handledKinds = KeyboardEventKind.willKinds
      result.tracking = .plain
      result.frameReading = .top
    case (.readPresentation, .follow):
      guard strategy.tracking.source == .model else { return nil }
      result.tracking.source = .presentation
    case (.predictAhead, .follow):
      guard strategy.tracking.source == .presentation,
        strategy.tracking.leadFrames < Double(strategy.latencyFrames)
      else { return nil }
      result.tracking.leadFrames = Double(strategy.latencyFrames)
    case (.readKeyboardAnimation, .follow):
      guard strategy.tracking.predictionCurve != nil else { return nil }
      result.tracking.predictionCurve = nil
    case (.readDockedFrame, .animate), (.convertToWindow, .animate), (.readFrameTop, .animate):
      guard let reading = Self.reading(for: self, from: strategy.frameReading),
        affectsFrames(strategy, scenario)
      else { return nil }
      result.frameReading = reading
    case (.trackPan, .animate):
      guard scenario.interaction != nil, !strategy.tracking.tracksPan else { return nil }
      result.tracking.tracksPan = true
    case (.readEndFrame, _):
      guard strategy.assumedKeyboardHeight != nil else { return nil }
      result.assumedKeyboardHeight = nil
    case (_, .animate(let call)):
      guard let changed = apply(to: call, strategy: &result, in: scenario) else { return nil }
      result.reaction = .animate(changed)
    default:
      return nil
    }
    return result == strategy ? nil : result
  }

  /// The change to an animation call (and the strategy's latency or handled kinds).
  private func apply(
    to call: AnimationCall, strategy: inout InputBarStrategy, in scenario: Scenario
  ) -> AnimationCall? {
    var call = call
    switch self {
    case .shiftCurve:
      guard case .notification(shifted: false, let fallback) = call.curve else { return nil }
      call.curve = .notification(shifted: true, fallback: fallback)
    case .passCurve:
      switch call.curve {
      case .options(let mask):
        call.extraOptions.formUnion(mask.flags)
      case .timing: break
      case .notification: return nil
      }
      call.curve = .notification(shifted: true, fallback: .easeInOut)
    case .useReportedDuration:
      guard case .fixed = call.duration else { return nil }
      call.duration = .reported(fallback: KeyboardAnimation.assumedDuration)
    case .fallBackWhenMissing:
      let handled = scenario.events.filter {
        $0.kind.isBeforeAnimation && strategy.handledKinds.contains($0.kind)
      }
      if handled.contains(where: { $0.duration == nil }), case .reported = call.duration {
        call.duration = .reported(fallback: KeyboardAnimation.assumedDuration)
      }
      if handled.contains(where: { $0.curve == nil }),
        case .notification(let shifted, _) = call.curve
      {
        call.curve = .notification(shifted: shifted, fallback: KeyboardAnimation.assumedCurve)
      }
    case .observeWillChangeFrame:
      let missing = scenario.events.contains {
        $0.kind.isBeforeAnimation && !strategy.handledKinds.contains($0.kind)
      }
      guard missing else { return nil }
      strategy.handledKinds.formUnion(KeyboardEventKind.willKinds)
    case .dropOverrideBits:
      call.extraOptions.subtract(Self.overrideFlags)
      if case .options(let mask) = call.curve {
        call.curve = .options(mask.subtracting(Self.overrideFlags))
      }
    case .dropBeginFromCurrentState:
      call.extraOptions.remove(.beginFromCurrentState)
      if case .options(let mask) = call.curve {
        call.curve = .options(mask.subtracting(.beginFromCurrentState))
      }
    case .animateWithoutDelay:
      guard strategy.latencyFrames > 0 else { return nil }
      strategy.latencyFrames = 0
    case .animateInsideHandler:
      // Android's IME has no handler animation to inherit.
      if case .system = scenario.keyboardProfile.motion { return nil }
      guard !call.insideHandler else { return nil }
      call.insideHandler = true
      call.extraOptions.subtract(Self.overrideFlags)
      if case .options(let mask) = call.curve {
        call.curve = .options(mask.subtracting(Self.overrideFlags))
      }
      strategy.latencyFrames = 0
    case .readCurrentFrame, .useLayoutGuide, .readEndFrame, .readPresentation, .predictAhead,
      .readKeyboardAnimation, .readDockedFrame, .convertToWindow, .readFrameTop, .trackPan:
      return nil
    }
    return call
  }

  /// Whether a frame-reading change would read any handled frame of `scenario` differently.
  private func affectsFrames(_ strategy: InputBarStrategy, _ scenario: Scenario) -> Bool {
    guard let played = try? ProfiledScenario(scenario) else { return false }
    let geometry = played.geometry
    return played.notifications.contains { event in
      guard event.kind.isBeforeAnimation, strategy.handledKinds.contains(event.kind) else {
        return false
      }
      let frame = event.frameEnd
      switch self {
      case .readDockedFrame:
        return frame.width < geometry.screenWidth && frame.maxY < geometry.screenHeight
      case .convertToWindow: return geometry.window.map { $0.minY != 0 } ?? false
      case .readFrameTop: return frame.maxY > geometry.screenHeight + 0.5
      default: return false
      }
    }
  }

  /// The reading a frame-reading change gives, or `nil` when it changes nothing.
  static func reading(for change: StrategyChange, from reading: KeyboardFrameReading)
    -> KeyboardFrameReading?
  {
    switch (change, reading) {
    case (.readDockedFrame, let old) where old != .dockedOnly: .dockedOnly
    case (.convertToWindow, .screenAsWindow): .top
    case (.readFrameTop, .height): .top
    default: nil
    }
  }
}
