public import CurveScopeTiming

/// A spring as one platform's animation library evaluates it: its own parametrisation (rounded
/// the way the platform stores it), its own choice of closed form (whether a damping ratio above
/// 1 runs over-damped or is treated as critical), and its own rule for when the animation is
/// finished.
///
/// Every model carries the travel it animates (from 0 to `travel` in the platform's units:
/// points, dp, pixels, or 0 → 1 for a controller value), because the platforms' rest thresholds
/// are absolute in those units. ``progress(at:)`` is the displacement as a fraction of that
/// travel, before the platform's end; ``endTime`` is where the platform stops the animation and
/// shows the target (progress 1).
///
/// Conformers: ``CoreAnimationSpringModel`` (`CASpringAnimation`), ``SwiftUISpringModel``,
/// ``ComposeSpringModel`` (Jetpack Compose `spring()`), ``AndroidSpringForceModel``
/// (`SpringAnimation` + `SpringForce`), ``FlutterSpringModel`` (`SpringSimulation`),
/// ``ReanimatedSpringModel`` (`withSpring`) and ``MotionSpringModel`` (Framer Motion's
/// `spring`).
public protocol PlatformSpringModel: Sendable {
  /// The platform and API, for tables (`Flutter SpringSimulation`).
  var platformName: String { get }

  /// The closed form the platform evaluates with, by its own branch rule.
  var regime: SpringSolution.Regime { get }

  /// Progress (fraction of the travel) at `seconds` as the platform computes it, ignoring its end
  /// (0 before the start).
  func progress(at seconds: Double) -> Double

  /// Progress per second at `seconds`, ignoring the end.
  func velocity(at seconds: Double) -> Double

  /// Seconds after the start at which the platform declares the animation finished and shows the
  /// target; `.infinity` when it does not within ``PlatformSpringEnd/horizon``.
  var endTime: Double { get }
}

extension PlatformSpringModel {
  /// The model as a timing function: its progress until ``endTime``, then exactly 1.
  public var timing: PlatformSpringTiming { PlatformSpringTiming(model: self) }
}
