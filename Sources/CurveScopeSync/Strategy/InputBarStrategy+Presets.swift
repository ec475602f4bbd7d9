extension InputBarStrategy {
  /// `UIKeyboardLayoutGuide` (iOS 15), or layout changed synchronously in the handler with no
  /// animation call: the bar rides the keyboard's own animation. The ideal line.
  public static let layoutGuide = InputBarStrategy(
    checked: "layout-guide",
    summary: "Pins the bar to UIKeyboardLayoutGuide (or changes layout inside the handler), so it "
      + "moves with the keyboard's own animation.",
    reaction: .follow)

  /// `UIView.animate(withDuration: duration, options: UIView.AnimationOptions(rawValue:
  /// UInt(curve) << 16))` on every will-notification: with curve 7 UIKit runs the keyboard's
  /// spring, so the bar matches the keyboard. Like the other handler presets it converts the end
  /// frame with `view.convert(frame, from: nil)`, which takes screen coordinates as the window's
  /// (``KeyboardFrameReading/screenAsWindow``): right whenever the window fills the screen.
  public static let curveShift = InputBarStrategy(
    checked: "curve-shift",
    summary: "Animates with the notification's duration and its curve shifted into the options "
      + "(curve << 16), so UIKit runs the keyboard's own spring.",
    reaction: .animate(
      AnimationCall(
        duration: .reported(fallback: 0), curve: .notification(shifted: true, fallback: .easeInOut))
    ), frameReading: .screenAsWindow)

  /// The notification's duration with UIKit's default curve (ease-in-out).
  public static let reportedDuration = InputBarStrategy(
    checked: "reported-duration",
    summary: "Animates with the notification's duration (0.25 s) but UIKit's default ease-in-out "
      + "curve, so it runs a different curve for half as long.",
    reaction: .animate(AnimationCall(duration: .reported(fallback: 0), curve: .options([]))),
    frameReading: .screenAsWindow)

  /// `AnimationOptions(rawValue: UInt(curve))` without the shift: 7 becomes layoutSubviews |
  /// allowUserInteraction | beginFromCurrentState with the curve field 0, ease-in-out.
  public static let unshiftedCurve = InputBarStrategy(
    checked: "unshifted-curve",
    summary: "Passes the curve as options without << 16: 7 turns on layoutSubviews, "
      + "allowUserInteraction and beginFromCurrentState and silently runs ease-in-out.",
    reaction: .animate(
      AnimationCall(
        duration: .reported(fallback: 0), curve: .notification(shifted: false, fallback: .easeInOut)
      )), frameReading: .screenAsWindow)

  /// Pre-iOS 5 blog code: 0.3 s ease-in-out towards a hard-coded 216 pt keyboard, on willShow
  /// and willHide only.
  public static let fixedGuess = InputBarStrategy(
    checked: "fixed-guess",
    summary: "Animates 0.3 s ease-in-out towards a hard-coded 216 pt keyboard on willShow and "
      + "willHide, ignoring what the notification says.",
    reaction: .animate(AnimationCall(duration: .fixed(0.3), curve: .options([]))),
    handledKinds: [.willShow, .willHide], assumedKeyboardHeight: 216)

  /// IQKeyboardManager's approach: the notification's curve (`<< 16`) and duration when present,
  /// else 0.25 s and ease-out; observes willShow and willHide; a frame narrower than the screen
  /// that does not reach its bottom counts as no keyboard (IQKeyboardInfo's floating check).
  public static let iqKeyboardManager = InputBarStrategy(
    checked: "iqkeyboardmanager",
    summary: "Uses the notification's curve (<< 16) and duration when present, else 0.25 s "
      + "ease-out, on willShow and willHide (IQKeyboardManager style).",
    reaction: .animate(
      AnimationCall(
        duration: .reported(fallback: 0.25), curve: .notification(shifted: true, fallback: .easeOut)
      )),
    handledKinds: [.willShow, .willHide], frameReading: .dockedOnly)

  /// A cross-platform engine that reads the keyboard's position every frame and copies it one
  /// frame late.
  public static let displayLink = InputBarStrategy(
    checked: "display-link",
    summary: "Reads the keyboard's on-screen position every frame and copies it one frame late, "
      + "as cross-platform engines that sample the presentation layer do.",
    reaction: .follow, latencyFrames: 1)

  /// `curve-shift`, but observing willShow and willHide only, so in-place height changes
  /// (willChangeFrame) are missed.
  public static let willShowOnly = InputBarStrategy(
    checked: "will-show-only",
    summary: "Animates like curve-shift but observes only willShow and willHide, so it misses "
      + "height changes that arrive as willChangeFrame.",
    reaction: .animate(
      AnimationCall(
        duration: .reported(fallback: 0), curve: .notification(shifted: true, fallback: .easeInOut))
    ),
    handledKinds: [.willShow, .willHide], frameReading: .screenAsWindow)

  /// Every preset, in the order of the Strategies article: the handlers apps
  /// ship, then the followers of interactive dismissal and the predictive display link.
  public static let presets: [InputBarStrategy] = [
    fixedGuess, reportedDuration, curveShift, unshiftedCurve, iqKeyboardManager, displayLink,
    willShowOnly, layoutGuide, displayLinkPredictive, inputAccessoryView, panTracker, kvoCenter,
  ]

  /// The preset named `name`, if any.
  public static func preset(named name: String) -> InputBarStrategy? {
    presets.first { $0.name == name }
  }
}
