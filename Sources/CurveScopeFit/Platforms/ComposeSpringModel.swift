public import CurveScopeTiming

/// Jetpack Compose's `spring(dampingRatio, stiffness, visibilityThreshold)` animation spec, as
/// `animate*AsState` and `Animatable` run it.
///
/// Unit mass; `dampingRatio` and `stiffness` are `Float`; over-damping is honoured (ζ > 1 runs
/// the over-damped form, only ζ == 1f is critical; see `AndroidSpringSolution`). The value at a
/// frame is the closed form from the start at the play time truncated to whole milliseconds
/// (`playTimeNanos / MillisToNanos`), returned as `Float`.
///
/// End: Compose does not test for rest while running; it fixes the duration up front with
/// `estimateAnimationDurationMillis` on the displacement and velocity divided by
/// `visibilityThreshold`, with delta 1: the time the spring is last within one threshold of the
/// target, truncated to whole milliseconds (see ``ComposeSpringEstimate``); from then on the
/// value is the target. Default thresholds: `Dp.VisibilityThreshold` 0.1 dp, 0.5 px for
/// `Offset`, 1 for `Int`, 0.01 for a plain `Float` (`Spring.DefaultDisplacementThreshold`).
/// [AndroidX Compose `SpringSimulation.kt`, `FloatSpringSpec` (`FloatAnimationSpec.kt`),
/// `SpringEstimation.kt`, `Spring.kt`]
public struct ComposeSpringModel: PlatformSpringModel, Hashable {
  /// `Dp.VisibilityThreshold`: 0.1 dp.
  public static let dpVisibilityThreshold: Float = 0.1

  /// `dampingRatio`.
  public let dampingRatio: Float
  /// `stiffness`.
  public let stiffness: Float
  /// `visibilityThreshold`, in the animated value's units.
  public let visibilityThreshold: Float
  /// The distance animated (from 0 to `travel`).
  public let travel: Double
  /// Initial velocity in units per second.
  public let initialVelocity: Double
  private let solution: AndroidSpringSolution
  /// The estimated duration, in whole milliseconds.
  public let durationMilliseconds: Int64

  /// `spring(dampingRatio, stiffness, visibilityThreshold)` animating from 0 to `travel`.
  /// - Throws: ``TimingError`` as ``AndroidSpringForceModel``.
  public init(
    dampingRatio: Float, stiffness: Float, travel: Double, initialVelocity: Double = 0,
    visibilityThreshold: Float = ComposeSpringModel.dpVisibilityThreshold
  ) throws(TimingError) {
    try AndroidSpringForceModel.validate(
      dampingRatio: dampingRatio, stiffness: stiffness, travel: travel,
      threshold: visibilityThreshold, velocity: initialVelocity)
    self.dampingRatio = dampingRatio
    self.stiffness = stiffness
    self.visibilityThreshold = visibilityThreshold
    self.travel = travel
    self.initialVelocity = initialVelocity
    // Compose passes Float values: initial − target and velocity, each divided by the threshold.
    let displacement = Float(0) - Float(travel)
    let velocity = Float(initialVelocity)
    solution = AndroidSpringSolution(
      stiffness: stiffness, dampingRatio: dampingRatio,
      initialDisplacement: Double(displacement), initialVelocity: Double(velocity))
    durationMilliseconds = ComposeSpringEstimate.durationMilliseconds(
      stiffness: Double(stiffness), dampingRatio: Double(dampingRatio),
      initialVelocity: Double(velocity / visibilityThreshold),
      initialDisplacement: Double(displacement / visibilityThreshold), delta: 1)
  }

  /// `Compose spring()`.
  public var platformName: String { "Jetpack Compose spring()" }
  /// Over-damped for ζ > 1, critical only for ζ == 1f.
  public var regime: SpringSolution.Regime { solution.regime }

  /// The play time as Compose sees it: nanoseconds truncated to whole milliseconds.
  static func playTime(_ seconds: Double) -> Double {
    guard seconds > 0 else { return 0 }
    let nanos = Int64((seconds * 1e9).rounded())
    return Double(nanos / 1_000_000) / 1000
  }

  /// `Float` value at the whole-millisecond play time, over the travel.
  public func progress(at seconds: Double) -> Double {
    guard seconds > 0 else { return 0 }
    let state = solution.state(at: Self.playTime(seconds))
    return Double(Float(state.displacement + Double(Float(travel)))) / travel
  }

  /// `Float` velocity at the whole-millisecond play time, over the travel.
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    return Double(Float(solution.state(at: Self.playTime(seconds)).velocity)) / travel
  }

  /// The estimated duration, in seconds.
  public var endTime: Double {
    durationMilliseconds == Int64.max ? .infinity : Double(durationMilliseconds) / 1000
  }
}
