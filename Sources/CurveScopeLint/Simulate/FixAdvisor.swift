import CurveScopeCodec
import CurveScopeExplain
import CurveScopeNotifications
import CurveScopeSync

/// The change that answers each problem code: a ``StrategyChange`` to verify it by
/// simulation, a sentence, and the line to write in Swift or Objective-C.
enum FixAdvisor {
  /// One proposed change.
  struct Change {
    /// The code it answers.
    var code: LintCode
    /// The strategy with the change made, or `nil` when it does not apply.
    var apply: (InputBarStrategy, Scenario) -> InputBarStrategy?
    /// What to do.
    var sentence: String
    /// The line to write.
    var line: String
  }

  /// The change for `code` in `language`, for a handler method named `handler`.
  static func change(
    for code: LintCode, language: SourceLanguage, handler: String?
  ) -> Change? {
    let swift = language == .swift
    let selector = handler ?? "keyboardWillChangeFrame"
    switch code {
    case .lateNotification:
      return Change(
        code: code,
        apply: { strategy, _ in
          var result = strategy
          result.handledKinds = Set(strategy.handledKinds.map(willKind))
          return result
        },
        sentence: "observe the will-notifications, which arrive before the keyboard moves",
        line: observerLine(selector: selector, swift: swift))
    case .noAnimation, .animationLatency:
      return Change(
        code: code,
        apply: { strategy, scenario in
          let moved =
            StrategyChange.animateWithoutDelay.apply(to: strategy, in: scenario) ?? strategy
          return StrategyChange.animateInsideHandler.apply(to: moved, in: scenario) ?? moved
        },
        sentence: "change the layout synchronously in the will-handler (no dispatch, no "
          + "performWithoutAnimation): the change rides the keyboard's own animation",
        line: swift
          ? "bottomConstraint.constant = keyboardFrame.height; view.layoutIfNeeded()"
          : "self.bottomConstraint.constant = CGRectGetHeight(keyboardFrame); [self.view layoutIfNeeded];"
      )
    case .frameLatency:
      return Change(
        code: code, apply: { StrategyChange.useLayoutGuide.apply(to: $0, in: $1) },
        sentence: "pin the bar to the keyboard layout guide (iOS 15) instead of copying the "
          + "keyboard's position a frame late",
        line: swift
          ? "bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true"
          : "[bar.bottomAnchor constraintEqualToAnchor:self.view.keyboardLayoutGuide.topAnchor].active = YES;"
      )
    case .unshiftedCurve, .curveReplaced, .noCurve, .customTiming, .propertyAnimatorCurve,
      .timingMismatch:
      let change: StrategyChange = code == .unshiftedCurve ? .shiftCurve : .passCurve
      return Change(
        code: code, apply: { change.apply(to: $0, in: $1) },
        sentence: curveSentence(code),
        line: curveLine(swift: swift, animatorToo: code == .propertyAnimatorCurve))
    case .fixedDuration:
      return Change(
        code: code, apply: { StrategyChange.useReportedDuration.apply(to: $0, in: $1) },
        sentence: "use the notification's duration",
        line: swift
          ? "let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25"
          : "NSTimeInterval duration = [notification.userInfo[UIKeyboardAnimationDurationUserInfoKey] doubleValue];"
      )
    case .assumedHeight:
      return Change(
        code: code, apply: { StrategyChange.readEndFrame.apply(to: $0, in: $1) },
        sentence: "read the keyboard's end frame instead of a hard-coded height",
        line: swift
          ? "let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero"
          : "CGRect keyboardFrame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];"
      )
    case .ignoresChangeFrame:
      return Change(
        code: code, apply: { StrategyChange.observeWillChangeFrame.apply(to: $0, in: $1) },
        sentence: "also observe keyboardWillChangeFrame, which UIKit posts for every move of "
          + "the keyboard (third-party keyboards, input switches, the predictive bar)",
        line: observerLine(selector: selector, swift: swift))
    case .beginFromCurrentState:
      return Change(
        code: code,
        apply: { StrategyChange.dropBeginFromCurrentState.apply(to: $0, in: $1) },
        sentence: "drop beginFromCurrentState, so interrupted animations add up as the "
          + "keyboard's do",
        line: swift
          ? "options: UIView.AnimationOptions(rawValue: UInt(curve) << 16)  // without .beginFromCurrentState"
          : "options:(UIViewAnimationOptions)(curve << 16)  // without UIViewAnimationOptionBeginFromCurrentState"
      )
    case .profileDesync:
      return Change(
        code: code,
        apply: { StrategyChange.animateInsideHandler.apply(to: $0, in: $1) },
        sentence: "change the layout in the will-handler without an animation of its own: it "
          + "rides the keyboard's animation whatever its timing on each iOS (or pin the bar to "
          + "keyboardLayoutGuide, iOS 15)",
        line: "")
    case .inSync, .unresolvedHelper, .unresolvedHandler:
      return nil
    }
  }

  /// A change with the explainer's own wording, for an extra change without a dedicated line.
  static func generic(_ change: StrategyChange, code: LintCode) -> Change {
    Change(
      code: code, apply: { change.apply(to: $0, in: $1) },
      sentence: change.summary(for: .curveShift).prefix(1).lowercased()
        + change.summary(for: .curveShift).dropFirst(),
      line: change.rawValue)
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

  private static func curveLine(swift: Bool, animatorToo: Bool) -> String {
    swift
      ? "UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(curve) << 16)) { self.view.layoutIfNeeded() }"
      : "[UIView animateWithDuration:duration delay:0 options:(UIViewAnimationOptions)(curve << 16) animations:^{ [self.view layoutIfNeeded]; } completion:nil];"
  }

  private static func observerLine(selector: String, swift: Bool) -> String {
    swift
      ? "NotificationCenter.default.addObserver(self, selector: #selector(\(selector)(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)"
      : "[[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(\(selector):) name:UIKeyboardWillChangeFrameNotification object:nil];"
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
