/// The stable codes of lint findings: what a handler does that desyncs (or that it is fine).
///
/// Codes are part of the command-line contract: JSON and SARIF carry them, `--fail-on` takes
/// them, and the Lint article documents each.
package enum LintCode: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Keyboard and bar stay within tolerance on every simulated scenario.
  case inSync = "in-sync"
  /// The handler reacts to did-notifications, after the keyboard has moved.
  case lateNotification = "late-notification"
  /// The change is applied without animation: a jump (`performWithoutAnimation`, a duration
  /// of 0 outside the handler, a dispatched change, a did-handler).
  case noAnimation = "no-animation"
  /// The change is dispatched (`DispatchQueue.main.async`, `asyncAfter`, `Task`,
  /// `for await`, `receive(on:)`): it starts late and leaves the keyboard's animation.
  case animationLatency = "animation-latency"
  /// A display-link follower reads the keyboard's position a frame late.
  case frameLatency = "frame-latency"
  /// The curve is passed as options without `<< 16`.
  case unshiftedCurve = "unshifted-curve"
  /// The curve is replaced before use: a `switch` sends 7 to its default branch, a clamp to
  /// 0…3 turns it into ease-in-out.
  case curveReplaced = "curve-replaced"
  /// `UIViewPropertyAnimator(duration:curve:)` (or `UICubicTimingParameters(animationCurve:)`)
  /// with the notification's curve: a cubic curve over the reported duration, not the
  /// keyboard's spring.
  case propertyAnimatorCurve = "property-animator-curve"
  /// The options carry no curve from the notification (UIKit's default or a fixed curve).
  case noCurve = "no-curve"
  /// A timing of its own (a spring, control points, a SwiftUI animation).
  case customTiming = "custom-timing"
  /// A fixed duration instead of the notification's.
  case fixedDuration = "fixed-duration"
  /// A hard-coded keyboard height instead of the end frame.
  case assumedHeight = "assumed-height"
  /// `beginFromCurrentState`: an interrupted animation restarts from the on-screen position
  /// with no velocity, while the keyboard's animations add up.
  case beginFromCurrentState = "begin-from-current-state"
  /// willShow/willHide observed, willChangeFrame not: height changes while shown are missed.
  case ignoresChangeFrame = "ignores-change-frame"
  /// The curve or duration comes from a helper or property outside the file; the finding
  /// rests on an assumption.
  case unresolvedHelper = "unresolved-helper"
  /// The handler method is not in the file (a superclass, an extension elsewhere).
  case unresolvedHandler = "unresolved-handler"
  /// Out of sync for a reason none of the other codes names.
  case timingMismatch = "timing-mismatch"
  /// In sync on the keyboards whose model is measured or documented (iOS up to 18), out of
  /// sync on a profile whose model is second-hand (iOS 26): a warning with both numbers.
  case profileDesync = "profile-desync"

  /// Declaration order: the order fixes are proposed in.
  package static func < (lhs: LintCode, rhs: LintCode) -> Bool {
    let order = Self.allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}
