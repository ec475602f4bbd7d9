/// Where a piece of handler code runs relative to the keyboard's animation.
enum Placement: Sendable, Hashable {
  /// Synchronously in the handler: a change here rides the keyboard's animation (for
  /// will-notifications).
  case sync
  /// Inside the animations of the animation call at this token.
  case animations(site: Int)
  /// Dispatched to run later (`DispatchQueue.main.async`, `asyncAfter`, `Task`), after about
  /// `seconds` (0 for "the next turn of the run loop").
  case async(seconds: Double)
  /// Inside `UIView.performWithoutAnimation`.
  case withoutAnimation
  /// In an animation's completion block: after it ends.
  case completion
  /// In a closure kept for later or passed to code outside the file: when it runs is unknown.
  case deferred
}
