extension InputBarStrategy {
  /// A display-link follower that predicts: it reads the keyboard's position every frame, one
  /// frame late like ``displayLink``, but while the keyboard animates it evaluates the
  /// keyboard's own curve one frame interval after the read — the frame being drawn — as
  /// Flutter does (vsync target + one frame) and react-native-keyboard-controller does (two
  /// frame durations on a device, where its read is two frames old) [Flutter engine PR 34871;
  /// react-native-keyboard-controller PR 412].
  public static let displayLinkPredictive = InputBarStrategy(
    checked: "display-link-predictive",
    summary: "Reads the keyboard every frame like display-link, but while the keyboard animates "
      + "evaluates its curve one frame ahead of the read (Flutter, react-native-keyboard-"
      + "controller), so a regular clock leaves no lag.",
    reaction: .follow, latencyFrames: 1, tracking: KeyboardTracking(leadFrames: 1))

  /// The bar as the text field's `inputAccessoryView`: part of the keyboard, in sync by
  /// construction, an interactive drag included.
  public static let inputAccessoryView = InputBarStrategy(
    checked: "input-accessory-view",
    summary: "The bar is the text field's inputAccessoryView: UIKit moves it with the keyboard, "
      + "so it is in sync by construction, an interactive drag included.",
    reaction: .follow)

  /// InputBarAccessoryView's approach: ``curveShift`` on notifications, and during an
  /// interactive dismissal the bar at max(finger y, keyboard top) until the release.
  public static let panTracker = InputBarStrategy(
    checked: "pan-tracker",
    summary: "Animates like curve-shift on notifications and, while a finger drags the keyboard "
      + "down, puts the bar at max(finger y, keyboard top) (InputBarAccessoryView).",
    reaction: .animate(
      AnimationCall(
        duration: .reported(fallback: 0), curve: .notification(shifted: true, fallback: .easeInOut))
    ),
    frameReading: .screenAsWindow, tracking: KeyboardTracking(tracksPan: true))

  /// KVO on the keyboard view's `center`, applied one frame later: it sees a drag touch by touch,
  /// but an animation only as its end value.
  public static let kvoCenter = InputBarStrategy(
    checked: "kvo-center",
    summary: "Observes the keyboard view's center with KVO and moves the bar a frame later: it "
      + "follows a drag touch by touch, but an animation reports only its end, so the bar jumps.",
    reaction: .follow, latencyFrames: 1, tracking: KeyboardTracking(source: .model))
}
