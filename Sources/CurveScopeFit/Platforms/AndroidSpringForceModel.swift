public import CurveScopeTiming

/// The View system's physics animation: `SpringAnimation` driven by a `SpringForce`
/// (`androidx.dynamicanimation`).
///
/// `SpringForce(finalPosition).setDampingRatio(ζ).setStiffness(k)`: unit mass, `Float`
/// parameters, over-damping honoured (ζ > 1 runs the over-damped form; only ζ == 1f is critical;
/// see `AndroidSpringSolution`). Each frame the animation advances the closed form from the
/// previous value and velocity by the frame's whole milliseconds and stores them as `Float`, so
/// the value at t is the closed form at ⌊t⌋ ms rounded to `Float`.
///
/// End: the animation stops on the first frame where `isAtEquilibrium` holds:
/// |velocity| < 62.5 × threshold and |value − final| < threshold, with threshold = 0.75 ×
/// `minimumVisibleChange` (`setMinimumVisibleChange`; 1 pixel for translations, the default for
/// `TRANSLATION_Y`). [AndroidX `SpringForce.java` (`VELOCITY_THRESHOLD_MULTIPLIER` = 1000/16,
/// `setValueThreshold`), `DynamicAnimation.java` (`THRESHOLD_MULTIPLIER` = 0.75,
/// `MIN_VISIBLE_CHANGE_PIXELS` = 1)]
public struct AndroidSpringForceModel: PlatformSpringModel, Hashable {
  /// `MIN_VISIBLE_CHANGE_PIXELS`: 1 pixel.
  public static let minimumVisibleChangePixels: Float = 1
  /// `THRESHOLD_MULTIPLIER`: the value threshold is 0.75 × the minimum visible change.
  public static let thresholdMultiplier = 0.75
  /// `VELOCITY_THRESHOLD_MULTIPLIER`: the velocity threshold is 1000/16 × the value threshold.
  public static let velocityThresholdMultiplier = 1000.0 / 16.0

  /// `setDampingRatio`.
  public let dampingRatio: Float
  /// `setStiffness`.
  public let stiffness: Float
  /// `setMinimumVisibleChange`, in the animated property's units.
  public let minimumVisibleChange: Float
  /// The distance animated (start 0, final position `travel`), in the property's units.
  public let travel: Double
  /// Initial velocity in units per second (`setStartVelocity`).
  public let initialVelocity: Double
  private let solution: AndroidSpringSolution
  /// When `isAtEquilibrium` first holds, in seconds.
  public let endTime: Double

  /// A `SpringAnimation` from 0 to `travel`.
  /// - Throws: ``TimingError`` for a stiffness that is not positive, a negative damping ratio, a
  ///   non-positive minimum visible change or travel, or non-finite values.
  public init(
    dampingRatio: Float, stiffness: Float, travel: Double, initialVelocity: Double = 0,
    minimumVisibleChange: Float = AndroidSpringForceModel.minimumVisibleChangePixels
  ) throws(TimingError) {
    try AndroidSpringForceModel.validate(
      dampingRatio: dampingRatio, stiffness: stiffness, travel: travel,
      threshold: minimumVisibleChange, velocity: initialVelocity)
    self.dampingRatio = dampingRatio
    self.stiffness = stiffness
    self.minimumVisibleChange = minimumVisibleChange
    self.travel = travel
    self.initialVelocity = initialVelocity
    let solution = AndroidSpringSolution(
      stiffness: stiffness, dampingRatio: dampingRatio, initialDisplacement: -travel,
      initialVelocity: initialVelocity)
    self.solution = solution
    let valueThreshold = Self.thresholdMultiplier * Double(minimumVisibleChange)
    let velocityThreshold = valueThreshold * Self.velocityThresholdMultiplier
    endTime = PlatformSpringEnd.firstRest { time in
      let state = solution.state(at: Self.wholeMilliseconds(time))
      let value = Double(Float(state.displacement + travel))
      return abs(Double(Float(state.velocity))) < velocityThreshold
        && abs(value - Double(Float(travel))) < valueThreshold
    }
  }

  /// `time` truncated to whole milliseconds, as frame times in ms make it.
  static func wholeMilliseconds(_ time: Double) -> Double {
    guard time > 0 else { return 0 }
    return (time * 1000 + 1e-9).rounded(.down) / 1000
  }

  /// Validates the parameters as AndroidX does (and finiteness).
  static func validate(
    dampingRatio: Float, stiffness: Float, travel: Double, threshold: Float, velocity: Double
  ) throws(TimingError) {
    guard stiffness.isFinite, stiffness > 0 else {
      throw TimingError.outOfRange(
        parameter: "stiffness", value: Double(stiffness), range: .above(0), unit: "")
    }
    guard dampingRatio.isFinite, dampingRatio >= 0 else {
      throw TimingError.outOfRange(
        parameter: "damping ratio", value: Double(dampingRatio), range: .atLeast(0), unit: "")
    }
    guard travel.isFinite, travel > 0 else {
      throw TimingError.outOfRange(parameter: "travel", value: travel, range: .above(0), unit: "")
    }
    guard threshold.isFinite, threshold > 0 else {
      throw TimingError.outOfRange(
        parameter: "threshold", value: Double(threshold), range: .above(0), unit: "")
    }
    try TimingError.require("initial velocity", velocity, in: .finite)
  }

  /// `SpringAnimation` + `SpringForce`.
  public var platformName: String { "Android SpringForce" }
  /// Over-damped for ζ > 1, critical only for ζ == 1f.
  public var regime: SpringSolution.Regime { solution.regime }

  /// The `Float` value at ⌊t⌋ ms over the travel.
  public func progress(at seconds: Double) -> Double {
    guard seconds > 0 else { return 0 }
    let state = solution.state(at: Self.wholeMilliseconds(seconds))
    return Double(Float(state.displacement + travel)) / travel
  }

  /// The `Float` velocity at ⌊t⌋ ms over the travel.
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    return Double(Float(solution.state(at: Self.wholeMilliseconds(seconds)).velocity)) / travel
  }
}
