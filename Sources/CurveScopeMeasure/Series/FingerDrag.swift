public import CurveScopeSupport

/// What the finger did in an interactive dismissal, as a figure shows it: its touches, its
/// release, and whether the release hides the keyboard. Plain values, measured or simulated; a
/// figure draws them without running the simulation.
public struct FingerDrag: Hashable, Sendable {
  /// The named gesture that made the touches, `nil` for a recorded track.
  public var gesture: String?
  /// The touches in time order: `x` the time since the drag began, in seconds, `y` the finger's
  /// screen y, in points (y downward).
  public var touches: [Point]
  /// When the finger lifts, in seconds since the drag began.
  public var releaseTime: Double
  /// The finger's velocity at the release, in points per second (positive downward).
  public var releaseVelocity: Double
  /// Whether the keyboard hides at the release (`willHide`), rather than returning (`willShow`).
  public var hides: Bool

  /// Creates a drag.
  public init(
    gesture: String?, touches: [Point], releaseTime: Double, releaseVelocity: Double,
    hides: Bool
  ) {
    self.gesture = gesture
    self.touches = touches
    self.releaseTime = releaseTime
    self.releaseVelocity = releaseVelocity
    self.hides = hides
  }
}
