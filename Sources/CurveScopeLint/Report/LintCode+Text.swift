extension LintCode {
  /// A short title (SARIF `shortDescription`).
  package var title: String {
    switch self {
    case .inSync: "Keyboard handler in sync"
    case .lateNotification: "Reacts to did-notifications"
    case .noAnimation: "Layout changed without animation"
    case .animationLatency: "Animation dispatched late"
    case .frameLatency: "Display link one frame late"
    case .unshiftedCurve: "Curve passed without << 16"
    case .curveReplaced: "Keyboard curve replaced by a documented one"
    case .propertyAnimatorCurve: "UIViewPropertyAnimator with the keyboard's curve"
    case .noCurve: "Animation without the keyboard's curve"
    case .customTiming: "Animation with a timing of its own"
    case .fixedDuration: "Fixed animation duration"
    case .assumedHeight: "Hard-coded keyboard height"
    case .beginFromCurrentState: "beginFromCurrentState on keyboard animations"
    case .ignoresChangeFrame: "keyboardWillChangeFrame not observed"
    case .unresolvedHelper: "Timing from code outside the file"
    case .unresolvedHandler: "Handler not in this file"
    case .timingMismatch: "Timing differs from the keyboard's"
    case .profileDesync: "Out of sync on a newer keyboard's second-hand model"
    }
  }

  /// What the code means and why it desyncs (SARIF `fullDescription`, the Lint article).
  package var explanation: String {
    switch self {
    case .inSync:
      "The bar stays within tolerance of the keyboard on the show, hide and third-party "
        + "scenarios."
    case .lateNotification:
      "keyboardDidShow/DidHide/DidChangeFrame arrive after the keyboard's animation: the bar "
        + "moves only once the keyboard has arrived, so the keyboard covers it (or a strip "
        + "opens) for the whole animation."
    case .noAnimation:
      "The layout change is applied without animation (performWithoutAnimation, a duration of "
        + "0 outside the keyboard's animation, a dispatched change): the bar jumps."
    case .animationLatency:
      "The change is dispatched to run later (DispatchQueue.main.async, asyncAfter, Task, "
        + "for await, receive(on:)): it starts late and no longer inherits the keyboard's "
        + "animation."
    case .frameLatency:
      "A CADisplayLink reads the keyboard's position for the frame already shown, so the bar "
        + "is one frame behind."
    case .unshiftedCurve:
      "The curve is used as an options mask without << 16: 7 sets layoutSubviews, "
        + "allowUserInteraction and beginFromCurrentState and leaves the curve field at "
        + "ease-in-out."
    case .curveReplaced:
      "The curve is replaced before use: a switch over UIView.AnimationCurve sends 7 (in no "
        + "case) to its default branch, or a clamp to 0…3 turns it into ease-in-out; the "
        + "keyboard's spring is lost. A Swift switch without a default traps on 7."
    case .propertyAnimatorCurve:
      "UIViewPropertyAnimator(duration:curve:) builds a cubic timing curve "
        + "(UICubicTimingParameters); no cubic over the reported 0.25 s can follow the "
        + "keyboard's 0.5 s spring. Modelled as ease-in-out over the duration (unverified)."
    case .noCurve:
      "The animation passes no curve from the notification, so UIKit runs its default "
        + "ease-in-out (or a fixed curve) instead of the keyboard's spring."
    case .customTiming:
      "The animation runs a timing of its own (a spring, control points, a SwiftUI "
        + "animation) instead of the keyboard's."
    case .fixedDuration:
      "The animation uses a fixed duration instead of the notification's."
    case .assumedHeight:
      "The handler assumes a keyboard height (216, 258, 291…) instead of reading the end "
        + "frame: wrong on every other keyboard."
    case .beginFromCurrentState:
      "The options carry beginFromCurrentState. When a notification interrupts a running "
        + "animation (third-party keyboards send two or three), lint models the bar as "
        + "restarting from where it is on screen with no velocity (Apple's documentation of "
        + "the option: 'start the animation from the current setting associated with an "
        + "already in-flight animation') while the keyboard's own animations add up (UIKit "
        + "animations are additive since iOS 8, WWDC 2014 session 236). No source settles how "
        + "the two combine for curve 7, so this is a warning, not an error."
    case .ignoresChangeFrame:
      "willShow/willHide are observed but not willChangeFrame: height changes while the "
        + "keyboard is shown (third-party keyboards, input switches) are missed."
    case .unresolvedHelper:
      "The duration, curve or options come from code outside this file; the finding assumes "
        + "the usual shape and says which."
    case .unresolvedHandler:
      "The selector names a method that is not in this file; it is not analysed."
    case .timingMismatch:
      "The bar's timing differs from the keyboard's."
    case .profileDesync:
      "In sync on the keyboards whose model is measured (iOS up to 18), out of sync on a "
        + "profile whose model is second-hand (iOS 26: a new spring, and an app's curve-7 "
        + "animation removed after the duration it passes): a warning that names the profile "
        + "and its numbers."
    }
  }
}
