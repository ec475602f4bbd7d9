public import CurveScopeTiming

/// `CASpringAnimation` as Core Animation runs it, and as UIKit runs the keyboard's curve 7.
///
/// Parameters: `mass`, `stiffness`, `damping`, `initialVelocity` (progress per second) and the
/// animation's `duration`, after which Core Animation removes the animation and the layer shows
/// its model value (progress 1). A damping ratio ζ ≥ 1 runs critically damped unless
/// `allowsOverdamping` (iOS 17) is set, so UIKit's keyboard spring (mass 3, stiffness 1000,
/// damping 500, ζ = 4.56) runs x(t) = 1 − (1 + ω0·t)·e^(−ω0·t), removed at 0.5 s.
/// [Apple, `CASpringAnimation` and `allowsOverdamping` documentation; <doc:KeyboardFacts>: UIKit gives
/// the keyboard's spring a 0.5 s duration whatever duration the UIView animation asked for.]
///
/// `settlingDuration` (Core Animation's own estimate of when the spring is at rest) is not
/// modelled: Apple does not document its formula, and an animation ends at `duration` anyway.
public struct CoreAnimationSpringModel: PlatformSpringModel, Hashable {
  /// The spring.
  public let spring: Spring
  /// The animation's `duration`, in seconds.
  public let duration: Double
  /// `allowsOverdamping`: solve ζ > 1 as over-damped instead of critical (default `false`).
  public let allowsOverdamping: Bool
  private let solution: SpringSolution

  /// A `CASpringAnimation` with these properties.
  /// - Throws: ``TimingError`` for spring constants outside their domains or a negative duration.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    duration: Double, allowsOverdamping: Bool = false
  ) throws(TimingError) {
    let spring = try Spring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    try TimingError.requireDuration("duration", duration)
    self.spring = spring
    self.duration = duration
    self.allowsOverdamping = allowsOverdamping
    solution = spring.solution(model: allowsOverdamping ? .exact : .coreAnimation)
  }

  /// `CASpringAnimation`.
  public var platformName: String { "Core Animation CASpringAnimation" }
  /// Critical for ζ ≥ 1 unless over-damping is allowed.
  public var regime: SpringSolution.Regime { solution.regime }
  /// The closed form's position.
  public func progress(at seconds: Double) -> Double { solution.position(at: seconds) }
  /// The closed form's velocity.
  public func velocity(at seconds: Double) -> Double { solution.velocity(at: seconds) }
  /// The animation's `duration`.
  public var endTime: Double { duration }
}
