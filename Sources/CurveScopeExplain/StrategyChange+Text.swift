import CurveScopeCodec
import CurveScopeSupport
public import CurveScopeSync

extension StrategyChange {
  /// What the change does, as an instruction (one sentence, no final period), for `strategy`
  /// as it was before the change.
  public func summary(for strategy: InputBarStrategy) -> String {
    switch self {
    case .shiftCurve:
      return "Shift the curve into the options' curve field (curve << 16), so UIKit runs the "
        + "keyboard's own curve"
    case .passCurve:
      return "Pass the notification's curve, shifted into the options (curve << 16), so UIKit "
        + "runs the keyboard's own curve"
    case .useReportedDuration:
      return "Use the notification's duration instead of a fixed one"
    case .fallBackWhenMissing:
      return "When the duration or curve key is missing, fall back to 0.25 s and ease-in-out "
        + "(UIKit's defaults, which the keyboard is assumed to run then) instead of 0"
    case .readEndFrame:
      let height = strategy.assumedKeyboardHeight.map { JSONValue.number($0) } ?? "fixed"
      return "Read the keyboard's end frame instead of assuming a \(height) pt keyboard"
    case .observeWillChangeFrame:
      return "Also observe keyboardWillChangeFrame, which UIKit posts for every move of the "
        + "keyboard (third-party keyboards, input switches, the predictive bar)"
    case .dropOverrideBits:
      return "Drop \(overrideNames(strategy).joined(separator: ", ")) from the options, so the "
        + "change inherits the keyboard's animation"
    case .dropBeginFromCurrentState:
      return "Drop beginFromCurrentState, so interrupted animations add up as the keyboard's do"
    case .animateWithoutDelay:
      let frames = strategy.latencyFrames == 1 ? "1 frame" : "\(strategy.latencyFrames) frames"
      return "Animate in the handler itself instead of \(frames) later"
    case .readCurrentFrame:
      return "Read the keyboard's position for the frame being drawn, not the one already shown"
    case .animateInsideHandler:
      return "Change the layout inside the handler without an animation block of your own: the "
        + "change inherits the keyboard's animation"
    case .readPresentation:
      return "Read the keyboard's presentation layer in a display link every frame instead of "
        + "observing its center with KVO, which reports only where an animation ends"
    case .predictAhead:
      let frames = strategy.latencyFrames == 1 ? "1 frame" : "\(strategy.latencyFrames) frames"
      return "While the keyboard animates, evaluate its curve \(frames) ahead of the read (the "
        + "frame being drawn), as Flutter and react-native-keyboard-controller do"
    case .readKeyboardAnimation:
      return "Predict with the keyboard's own animation (read from its layer) instead of a "
        + "hard-coded curve"
    case .readDockedFrame:
      return "Count an end frame narrower than the screen that does not reach its bottom "
        + "(a floating keyboard, CGRect.zero) as no keyboard"
    case .convertToWindow:
      return "Convert the end frame from screen coordinates into the window before using it"
    case .readFrameTop:
      return "Use how far the end frame's top is above the window's bottom, not its height"
    case .trackPan:
      return "Also follow the finger while it drags the keyboard down (a pan gesture that puts "
        + "the bar at max(finger y, keyboard top)), since no notification comes until the release"
    case .useLayoutGuide:
      return "Pin the bar to UIKeyboardLayoutGuide (iOS 15 and later; on Android, follow the "
        + "WindowInsetsAnimation callback) instead of moving it yourself"
    }
  }

  /// The Swift line to write (a typical keyboard handler, `info` being the notification's
  /// `userInfo`).
  public func swiftCode(for strategy: InputBarStrategy) -> String {
    switch self {
    case .shiftCurve:
      return "let options = UIView.AnimationOptions(rawValue: UInt(curve) << 16)"
        + "  // not AnimationOptions(rawValue: UInt(curve))"
    case .passCurve:
      return "UIView.animate(withDuration: duration, delay: 0, options: "
        + "UIView.AnimationOptions(rawValue: UInt(curve) << 16)) { self.view.layoutIfNeeded() }"
    case .useReportedDuration:
      return "let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double "
        + "?? 0.25"
    case .fallBackWhenMissing:
      return "let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double "
        + "?? 0.25; let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int "
        + "?? UIView.AnimationCurve.easeInOut.rawValue"
    case .readEndFrame:
      return "let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue "
        + "?? .zero; bottomConstraint.constant = view.bounds.maxY - view.convert(end, from: nil)"
        + ".minY"
    case .observeWillChangeFrame:
      return "NotificationCenter.default.addObserver(self, selector: "
        + "#selector(keyboardWillChangeFrame(_:)), name: "
        + "UIResponder.keyboardWillChangeFrameNotification, object: nil)"
    case .dropOverrideBits:
      let removed = overrideNames(strategy).map { "." + $0 }.joined(separator: ", ")
      return "options.remove([\(removed)])"
    case .dropBeginFromCurrentState:
      return "options.remove(.beginFromCurrentState)"
    case .animateWithoutDelay:
      return "UIView.animate(withDuration: duration, delay: 0, options: options) { "
        + "self.view.layoutIfNeeded() }  // directly in the handler, not in "
        + "DispatchQueue.main.async"
    case .readCurrentFrame:
      return "let keyboardTop = keyboardView.layer.presentation()?.frame.minY ?? keyboardTop"
        + "  // in the CADisplayLink callback, for link.targetTimestamp"
    case .animateInsideHandler:
      return "bottomConstraint.constant = keyboardHeight; view.layoutIfNeeded()"
        + "  // in the handler, no UIView.animate"
    case .readPresentation:
      return "let keyboardTop = keyboardView.layer.presentation()?.frame.minY ?? keyboardTop"
        + "  // in a CADisplayLink callback, not observe(\\.center)"
    case .predictAhead:
      return "let top = keyboardAnimation.value(at: link.targetTimestamp - animationStart + "
        + "link.duration)  // evaluate the curve for the frame being drawn"
    case .readKeyboardAnimation:
      return "let spring = keyboardView.layer.animation(forKey: \"position\") as? "
        + "CASpringAnimation  // its mass, stiffness, damping and duration"
    case .readDockedFrame:
      return "let floating = end.width < screen.bounds.width && end.maxY < screen.bounds.maxY; "
        + "let height = floating ? 0 : max(0, view.bounds.maxY - view.convert(end, from: "
        + "screen.coordinateSpace).minY)"
    case .convertToWindow:
      return "let end = view.convert(endFrameInScreen, from: view.window!.screen.coordinateSpace)"
    case .readFrameTop:
      return "let height = max(0, view.bounds.maxY - view.convert(end, from: "
        + "view.window!.screen.coordinateSpace).minY)  // not end.height"
    case .trackPan:
      return "@objc func pan(_ g: UIPanGestureRecognizer) { barBottom.constant = "
        + "max(g.location(in: view).y, keyboardTop) }"
    case .useLayoutGuide:
      return "inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)"
        + ".isActive = true"
    }
  }

  /// The names of the override flags the strategy's call sets.
  private func overrideNames(_ strategy: InputBarStrategy) -> [String] {
    guard case .animate(let call) = strategy.reaction else { return [] }
    var options = call.extraOptions
    if case .options(let mask) = call.curve { options.formUnion(mask) }
    let names = options.intersection(Self.overrideFlags).flagNames
    return names.isEmpty ? ["the override flags"] : names
  }
}
