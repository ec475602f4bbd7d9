public import CurveScopeTiming

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Flutter's `SpringSimulation(SpringDescription(mass:stiffness:damping:), start, end, velocity)`,
/// as an `AnimationController.animateWith` runs it.
///
/// The closed form is chosen by the sign of c² − 4mk computed in `double`, exactly as the
/// framework does: positive runs the over-damped solution (x = c1·e^(r1 t) + c2·e^(r2 t),
/// r₁,₂ = (−c ∓ √(c² − 4mk))/(2m), c2 = (v − r1·x0)/(r2 − r1), c1 = x0 − c2), negative the
/// under-damped one (x = e^(rt)·(c1·cos wt + c2·sin wt), w = √(4mk − c²)/(2m), r = −c/(2m),
/// c1 = x0, c2 = (v − r·x0)/w), and only exactly 0 the critical one (x = (c1 + c2·t)·e^(rt),
/// r = −c/(2m), c2 = v − r·x0), where x is the displacement from `end` and x0 = start − end. So
/// over-damping is honoured, and a description whose c² − 4mk misses 0 by rounding runs a
/// nearly degenerate over- or under-damped form. `SpringDescription.withDampingRatio(mass: 1,
/// stiffness: 1000 / 3, ratio: 1)` makes c² − 4mk exactly 0.
///
/// End: `isDone(t)` when |x(t)| < tolerance.distance and |x′(t)| < tolerance.velocity (both
/// ±0.001 by default, `Tolerance.defaultTolerance`), in the simulation's units; the controller
/// stops on the first frame where it holds. [Flutter `spring_simulation.dart`
/// (`_SpringSolution`, `_CriticalSolution`, `_OverdampedSolution`, `_UnderdampedSolution`,
/// `isDone`), `tolerance.dart`]
public struct FlutterSpringModel: PlatformSpringModel, Hashable {
  /// `Tolerance.defaultTolerance` distance and velocity: 0.001.
  public static let defaultTolerance = 0.001

  /// `SpringDescription.mass`.
  public let mass: Double
  /// `SpringDescription.stiffness`.
  public let stiffness: Double
  /// `SpringDescription.damping`.
  public let damping: Double
  /// Start and end of the simulation, in its units.
  public let start: Double, end: Double
  /// Initial velocity, units per second.
  public let initialVelocity: Double
  /// `Tolerance.distance` and `Tolerance.velocity`.
  public let toleranceDistance: Double, toleranceVelocity: Double
  /// The closed form `_SpringSolution` picks.
  public let regime: SpringSolution.Regime
  private let r1: Double, r2: Double, c1: Double, c2: Double
  /// When `isDone` first holds, in seconds.
  public private(set) var endTime = Double.infinity

  /// A simulation from `start` to `end` (≠ `start`).
  /// - Throws: ``TimingError`` for a mass or stiffness that is not positive, a negative damping,
  ///   equal start and end, non-positive tolerances or non-finite values.
  public init(
    mass: Double, stiffness: Double, damping: Double, start: Double = 0, end: Double = 1,
    velocity: Double = 0, toleranceDistance: Double = FlutterSpringModel.defaultTolerance,
    toleranceVelocity: Double = FlutterSpringModel.defaultTolerance
  ) throws(TimingError) {
    for (name, value) in [
      ("mass", mass), ("stiffness", stiffness), ("damping", damping), ("start", start),
      ("end", end), ("velocity", velocity), ("tolerance", toleranceDistance),
      ("tolerance", toleranceVelocity),
    ] {
      try TimingError.require(name, value, in: .finite)
    }
    try TimingError.require("mass", mass, in: .above(0))
    try TimingError.require("stiffness", stiffness, in: .above(0))
    try TimingError.require("damping", damping, in: .atLeast(0))
    guard start != end else {
      throw TimingError.outOfRange(parameter: "end", value: end, range: .finite, unit: "")
    }
    try TimingError.require("tolerance", min(toleranceDistance, toleranceVelocity), in: .above(0))
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.start = start
    self.end = end
    initialVelocity = velocity
    self.toleranceDistance = toleranceDistance
    self.toleranceVelocity = toleranceVelocity
    let x0 = start - end
    let cmk = damping * damping - 4 * mass * stiffness
    if cmk > 0 {
      regime = .overDamped
      r1 = (-damping - cmk.squareRoot()) / (2 * mass)
      r2 = (-damping + cmk.squareRoot()) / (2 * mass)
      c2 = (velocity - r1 * x0) / (r2 - r1)
      c1 = x0 - c2
    } else if cmk < 0 {
      regime = .underDamped
      r2 = (4 * mass * stiffness - damping * damping).squareRoot() / (2 * mass)  // w
      r1 = -(damping / 2 / mass)
      c1 = x0
      c2 = (velocity - r1 * x0) / r2
    } else {
      regime = .critical
      r1 = -damping / (2 * mass)
      r2 = 0
      c1 = x0
      c2 = velocity - r1 * x0
    }
    let solution = self
    endTime = PlatformSpringEnd.firstRest { time in
      let state = solution.displacement(at: time)
      return abs(state.x) < toleranceDistance && abs(state.dx) < toleranceVelocity
    }
  }

  /// `_solution.x(t)` and `_solution.dx(t)`: displacement from `end` and its velocity.
  func displacement(at t: Double) -> (x: Double, dx: Double) {
    switch regime {
    case .overDamped:
      let a = exp(r1 * t)
      let b = exp(r2 * t)
      return (c1 * a + c2 * b, c1 * r1 * a + c2 * r2 * b)
    case .underDamped:
      let power = exp(r1 * t)
      let cosine = cos(r2 * t)
      let sine = sin(r2 * t)
      return (
        power * (c1 * cosine + c2 * sine),
        power * (c2 * r2 * cosine - c1 * r2 * sine) + r1 * power * (c2 * sine + c1 * cosine)
      )
    case .critical:
      let power = exp(r1 * t)
      return ((c1 + c2 * t) * power, r1 * (c1 + c2 * t) * power + c2 * power)
    }
  }

  /// `Flutter SpringSimulation`.
  public var platformName: String { "Flutter SpringSimulation" }

  /// (x(t) − start) / (end − start).
  public func progress(at seconds: Double) -> Double {
    guard seconds > 0 else { return 0 }
    return (end + displacement(at: seconds).x - start) / (end - start)
  }

  /// x′(t) / (end − start).
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    return displacement(at: seconds).dx / (end - start)
  }
}
