/// Whether the bar kept to its layout's resting places while the keyboard moved.
public enum DesyncVerdict: String, Sendable, Hashable {
  /// Within the tolerance of the expected gap on every frame where both edges were seen.
  case inSync = "in sync"
  /// Closer to the keyboard than expected by more than the tolerance (under it, or nearer).
  case covered
  /// Farther from the keyboard than expected by more than the tolerance.
  case gap
  /// Both, at different moments.
  case coveredAndGap = "covered+gap"
}
