/// One animation call in a handler (or a helper it calls), with the token ranges of the values
/// that decide its timing.
struct AnimationSite: Sendable, Hashable {
  /// Which API.
  var api: AnimationAPI
  /// The call's token (`animate`, `UIViewPropertyAnimator`, `beginAnimations`).
  var token: Int
  /// The frame it was found in.
  var frame: Int
  /// The duration value.
  var duration: Range<Int>?
  /// The options value (`options:`).
  var options: Range<Int>?
  /// The curve value (`curve:`, `setAnimationCurve`, `animationCurve:`).
  var curve: Range<Int>?
  /// Timing parameters, a damping ratio, control points, or a SwiftUI animation.
  var timing: Range<Int>?
  /// The animations closure(s), or a variable holding one.
  var animations: [Range<Int>] = []
  /// `setAnimationBeginsFromCurrentState(true)` in a begin/commit block.
  var beginsFromCurrentState = false
}
