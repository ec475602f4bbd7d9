/// The animation APIs lint reads.
enum AnimationAPI: String, Sendable, Hashable {
  /// `UIView.animate(withDuration:delay:options:animations:completion:)` and its shorter forms;
  /// `[UIView animateWithDuration:…]`; `animateKeyframes`, `transition`.
  case viewAnimate = "UIView.animate"
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
  case viewSpring = "UIView.animate(usingSpringWithDamping:)"
  /// `UIView.beginAnimations` … `setAnimationDuration`/`setAnimationCurve` …
  /// `commitAnimations`.
  case beginCommit = "UIView.beginAnimations"
  /// `UIViewPropertyAnimator(duration:curve:)` or `UICubicTimingParameters(animationCurve:)`.
  case propertyAnimatorCurve = "UIViewPropertyAnimator(duration:curve:)"
  /// `UIViewPropertyAnimator` with a spring, control points or timing parameters.
  case propertyAnimatorTiming = "UIViewPropertyAnimator(timingParameters:)"
  /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:…)`.
  case runningPropertyAnimator = "UIViewPropertyAnimator.runningPropertyAnimator"
  /// SwiftUI `withAnimation(_:_:)`.
  case withAnimation = "withAnimation"
  /// A helper outside the file that takes a duration and options (`slk_animate…WithDuration:
  /// options:`), read as if it passed them to `UIView.animate`.
  case foreignAnimator = "animation helper"
  /// A function of another file of the app that animates (read there).
  case crossFile = "helper in another file"
}
