/// What happens when a new animation of the same property starts while one is still running.
public enum RetargetRule: String, CaseIterable, Hashable, Sendable {
  /// UIKit's default since iOS 8: the model value jumps to the new target and the new animation,
  /// from the old target to the new one, is added on top of what remains of the old animation.
  /// Position and its continuity are preserved; velocities add.
  case additive
  /// `beginFromCurrentState` without additivity: the old animation is removed and the new one
  /// starts from the on-screen (presentation) position.
  case fromCurrentState = "from-current-state"
  /// The old animation is removed and the property snaps to its old target before the new
  /// animation starts from there (a visible jump).
  case restart
}
