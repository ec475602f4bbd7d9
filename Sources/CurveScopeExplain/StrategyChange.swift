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
  /// Any strategy → the bar pinned to `UIKeyboardLayoutGuide`.
  case useLayoutGuide = "use-layout-guide"

  /// How big a change it is: 1 for a one-line edit of the handler, 2 for restructuring it, 2.5
  /// for replacing it by the layout guide (iOS 15 and later).
  public var cost: Double {
    switch self {
    case .animateInsideHandler: 2
    case .useLayoutGuide: 2.5
    default: 1
    }
  }

  /// The problems this change answers directly.
  public var answers: Set<SyncFindingCode> {
    switch self {
    case .shiftCurve: [.unshiftedCurve]
    case .passCurve: [.noCurve, .customTiming]
    case .useReportedDuration: [.fixedDuration]
    case .fallBackWhenMissing: [.missingDuration, .missingCurve]
    case .readEndFrame: [.assumedHeight]
    case .observeWillChangeFrame: [.ignoredNotifications]
    case .dropOverrideBits: [.overrideBits]
    case .dropBeginFromCurrentState: [.beginFromCurrentState]
    case .animateWithoutDelay: [.animationLatency]
    case .readCurrentFrame: [.frameLatency]
    case .animateInsideHandler: [.timingMismatch]
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
      guard strategy.latencyFrames > 0 else { return nil }
      result.latencyFrames = 0
    case (.useLayoutGuide, _):
      if case .follow = strategy.reaction, strategy.latencyFrames == 0,
        strategy.assumedKeyboardHeight == nil
      {
        return nil
      }
      result.reaction = .follow
      result.latencyFrames = 0
      result.assumedKeyboardHeight = nil
      result.handledKinds = KeyboardEventKind.willKinds
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
      guard !call.insideHandler else { return nil }
      call.insideHandler = true
      call.extraOptions.subtract(Self.overrideFlags)
      if case .options(let mask) = call.curve {
        call.curve = .options(mask.subtracting(Self.overrideFlags))
      }
      strategy.latencyFrames = 0
    case .readCurrentFrame, .useLayoutGuide, .readEndFrame:
      return nil
    }
    return call
  }
}
