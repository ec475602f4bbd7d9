import CurveScopeCodec
import CurveScopeExplain
import CurveScopeNotifications
import CurveScopeSync

/// The change that answers each problem code: a ``StrategyChange`` to verify it by
/// simulation and a sentence (the code to paste is one ``FixSnippet`` for all the changes).
enum FixAdvisor {
  /// One proposed change.
  struct Change {
    /// The code it answers.
    var code: LintCode
    /// The strategy with the change made, or `nil` when it does not apply.
    var apply: (InputBarStrategy, Scenario) -> InputBarStrategy?
    /// What to do.
    var sentence: String
  }

  /// The change for `code` (the language and handler name are kept for wording).
  static func change(
    for code: LintCode, language: SourceLanguage, handler: String?
  ) -> Change? {
    switch code {
    case .lateNotification:
      return Change(
        code: code,
        apply: { strategy, _ in
          var result = strategy
          result.handledKinds = Set(strategy.handledKinds.map(willKind))
          return result
        },
        sentence: "observe the will-notifications, which arrive before the keyboard moves")
    case .noAnimation, .animationLatency:
      return Change(
        code: code,
        apply: { strategy, scenario in
          let moved =
            StrategyChange.animateWithoutDelay.apply(to: strategy, in: scenario) ?? strategy
          return StrategyChange.animateInsideHandler.apply(to: moved, in: scenario) ?? moved
        },
        sentence: "change the layout synchronously in the will-handler (no dispatch, no "
          + "performWithoutAnimation): the change rides the keyboard's own animation")
    case .frameLatency:
      return Change(
        code: code, apply: { StrategyChange.useLayoutGuide.apply(to: $0, in: $1) },
        sentence: "pin the bar to the keyboard layout guide (iOS 15) instead of copying the "
          + "keyboard's position a frame late")
    case .unshiftedCurve, .curveReplaced, .noCurve, .customTiming, .propertyAnimatorCurve,
      .timingMismatch:
      let change: StrategyChange = code == .unshiftedCurve ? .shiftCurve : .passCurve
      return Change(
        code: code, apply: { change.apply(to: $0, in: $1) },
        sentence: curveSentence(code))
    case .fixedDuration:
      return Change(
        code: code, apply: { StrategyChange.useReportedDuration.apply(to: $0, in: $1) },
        sentence: "use the notification's duration")
    case .assumedHeight:
      return Change(
        code: code, apply: { StrategyChange.readEndFrame.apply(to: $0, in: $1) },
        sentence: "read the keyboard's end frame instead of a hard-coded height")
    case .ignoresChangeFrame:
      return Change(
        code: code, apply: { StrategyChange.observeWillChangeFrame.apply(to: $0, in: $1) },
        sentence: "also observe keyboardWillChangeFrame, which UIKit posts for every move of "
          + "the keyboard (third-party keyboards, input switches, the predictive bar)")
    case .beginFromCurrentState:
      return Change(
        code: code,
        apply: { StrategyChange.dropBeginFromCurrentState.apply(to: $0, in: $1) },
        sentence: "drop beginFromCurrentState, so interrupted animations add up as the "
          + "keyboard's do")
    case .profileDesync:
      return Change(
        code: code,
        apply: { StrategyChange.animateInsideHandler.apply(to: $0, in: $1) },
        sentence: "change the layout in the will-handler without an animation of its own: it "
          + "rides the keyboard's animation whatever its timing on each iOS (or pin the bar to "
          + "keyboardLayoutGuide, iOS 15)")
    case .inSync, .unresolvedHelper, .unresolvedHandler:
      return nil
    }
  }

  /// A change with the explainer's own wording, for an extra change without a dedicated sentence.
  static func generic(_ change: StrategyChange, code: LintCode) -> Change {
    Change(
      code: code, apply: { change.apply(to: $0, in: $1) },
      sentence: change.summary(for: .curveShift).prefix(1).lowercased()
        + change.summary(for: .curveShift).dropFirst())
  }

  private static func curveSentence(_ code: LintCode) -> String {
    switch code {
    case .unshiftedCurve: "shift the curve into the options' curve field (curve << 16)"
    case .curveReplaced:
      "replace the switch by curve << 16: 7 is in no case, so it takes the default branch"
    case .propertyAnimatorCurve:
      "animate with UIView.animate and the curve << 16 (a cubic curve cannot follow the "
        + "keyboard's 0.5 s spring; UISpringTimingParameters(mass: 3, stiffness: 1000, "
        + "damping: 500, initialVelocity: .zero) also works)"
    default: "pass the notification's curve shifted into the options (curve << 16)"
    }
  }

  /// The will-notification a did-notification follows.
  static func willKind(_ kind: KeyboardEventKind) -> KeyboardEventKind {
    switch kind {
    case .didShow: .willShow
    case .didHide: .willHide
    case .didChangeFrame: .willChangeFrame
    default: kind
    }
  }
}
