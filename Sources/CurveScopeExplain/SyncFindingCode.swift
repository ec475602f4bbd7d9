/// The stable codes of ``SyncFinding``s: symptoms (what desyncs) and problems (why).
public enum SyncFindingCode: String, Sendable, Hashable, CaseIterable {
  // MARK: Symptoms

  /// The keyboard covers the bar by more than the tolerance.
  case overlap
  /// A blank strip wider than the tolerance opens between bar and keyboard.
  case gap
  /// The bar reaches half of the keyboard's first travel late (or early).
  case lag
  /// The bar ends away from the keyboard.
  case finalError = "final-error"

  // MARK: Problems

  /// The bar runs a different curve or duration than the keyboard for a notification.
  case timingMismatch = "timing-mismatch"
  /// The animation call passes no curve (or a fixed one) instead of the notification's.
  case noCurve = "no-curve"
  /// The curve is passed as options without `<< 16`: flags instead of the curve field.
  case unshiftedCurve = "unshifted-curve"
  /// The bar runs a timing of its own (a Bézier, a spring) instead of the notification's curve.
  case customTiming = "custom-timing"
  /// The call uses a fixed duration instead of the notification's.
  case fixedDuration = "fixed-duration"
  /// A call inside the handler sets override bits that stop it inheriting the keyboard's
  /// animation.
  case overrideBits = "override-bits"
  /// The app assumes a keyboard height instead of reading the end frame.
  case assumedHeight = "assumed-height"
  /// The app does not observe notifications that move the keyboard.
  case ignoredNotifications = "ignored-notifications"
  /// A follower copies the keyboard's position frames late.
  case frameLatency = "frame-latency"
  /// The bar's animations start frames after the notification.
  case animationLatency = "animation-latency"
  /// The bar moves less than a display frame after the keyboard: a model that moves in whole
  /// frames is in sync, the recording is not.
  case subFrameLatency = "sub-frame-latency"
  /// A notification has no duration key and the app reads it as 0 (or a fallback).
  case missingDuration = "missing-duration"
  /// A notification has no curve key and the app falls back to another curve.
  case missingCurve = "missing-curve"
  /// `beginFromCurrentState` restarts interrupted animations while the keyboard's add up.
  case beginFromCurrentState = "begin-from-current-state"
  /// The handler relies on how iOS moved the keyboard (curve 7's legacy spring, a UIKit curve in
  /// the notification, a duration curve 7 ignored) and the keyboard's profile moves it otherwise.
  case profileMismatch = "profile-mismatch"
  /// A floating keyboard's frame, which covers nothing of the window's bottom, is read
  /// literally and moves the bar.
  case floatingKeyboard = "floating-keyboard"
  /// A showing notification reports `CGRect.zero` (Reduce Motion with cross-fade) and the
  /// handler reads it as a keyboard.
  case zeroEndFrame = "zero-end-frame"
  /// Screen coordinates are used as window coordinates in a window that does not fill the
  /// screen (Stage Manager, Slide Over).
  case windowCoordinates = "window-coordinates"
  /// The end frame's height is used while only part of the frame is on screen (a hardware
  /// keyboard's shortcut bar).
  case frameHeight = "frame-height"
  /// A follower reads the keyboard view's model value (KVO), which jumps to an animation's end.
  case modelValue = "model-value"
  /// A finger drags the keyboard with no notification, and the bar does not follow it.
  case untrackedDrag = "untracked-drag"
  /// At a release the keyboard finishes with the finger's velocity, the bar from rest.
  case releaseVelocity = "release-velocity"
  /// Out of sync for no reason the explainer knows.
  case unexplained

  // MARK: Notes

  /// A latent problem that this scenario does not trigger (willChangeFrame not observed).
  case latentIgnoredNotifications = "latent-ignored-notifications"
}
