public import CurveScopeTiming

/// A spring timing to port, in the forms the platforms take: the spring as given, and its motion
/// as a unit-mass spring with a damping ratio.
///
/// When the target runs in the CoreAnimation model with ζ ≥ 1 (the keyboard: ζ = 4.56 treated
/// as critical), the motion is the critical one, so the unit-mass form has ζ = 1 exactly and
/// damping 2√(k/m); otherwise ζ and the damping are the spring's own.
public struct SpringPortTarget: Sendable, Hashable {
  /// The spring as the target states it (the keyboard: mass 3, stiffness 1000, damping 500).
  public let spring: Spring
  /// The model the target runs in.
  public let model: Spring.Model
  /// Seconds after which the target is cut and shows 1 (the keyboard: 0.5).
  public let cut: Double
  /// The damping ratio of the motion: 1 when the model treats ζ ≥ 1 as critical.
  public let motionRatio: Double
  /// Unit-mass stiffness k/m.
  public let unitStiffness: Double
  /// Unit-mass damping 2·ζ·√(k/m) (exactly 2√(k/m) for critical motion).
  public let unitDamping: Double

  /// The target behind `timing`, or `nil` when it is not a spring (Béziers, linear, jumps).
  public init?(_ timing: Timing) {
    switch timing {
    case .keyboard(let keyboard):
      self.init(spring: .keyboard, model: .coreAnimation, cut: keyboard.duration)
    case .spring(let timing):
      self.init(spring: timing.spring, model: timing.model, cut: timing.duration)
    default:
      return nil
    }
  }

  /// A target from its parts.
  public init(spring: Spring, model: Spring.Model, cut: Double) {
    self.spring = spring
    self.model = model
    self.cut = cut
    let critical = spring.solution(model: model).regime == .critical
    motionRatio = critical ? 1 : spring.dampingRatio
    unitStiffness = spring.stiffness / spring.mass
    unitDamping = critical ? 2 * unitStiffness.squareRoot() : spring.damping / spring.mass
  }

  /// Whether the motion is over-damped (only the exact model keeps ζ > 1).
  public var isOverDamped: Bool { motionRatio > 1 }
}
