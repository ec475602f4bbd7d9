public import CurveScopeTiming

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// React Native Reanimated's `withSpring(toValue, config)`.
///
/// Two configurations: `{ mass, stiffness, damping }` (ζ = c / (2√(km)), ω0 = √(k/m)), or
/// `{ duration, dampingRatio }`, where Reanimated 4 finds the stiffness by bisection so that the
/// spring's energy falls to `energyThreshold` (6e-9) of its initial energy after 1.5 × `duration`
/// ms, with the default mass 4 (see ``stiffness(durationMilliseconds:dampingRatio:mass:travel:initialVelocity:)``).
/// The motion: ζ < 1 under-damped, x = e^(−ζω0t)·(x0·cos ω1t + (v0 + ζω0·x0)/ω1 · sin ω1t),
/// ω1 = ω0√(1 − ζ²); **every ζ ≥ 1 runs critically damped**, x = e^(−ω0t)·(x0 + (v0 + ω0·x0)·t)
/// (x is the displacement from `toValue`), so the keyboard's literal mass 3, stiffness 1000,
/// damping 500 reproduce curve 7 here. Each frame advances this closed form from the previous
/// state, which equals evaluating it from the start.
///
/// End, by version: Reanimated 3 stops when |v| < `restSpeedThreshold` (2 units/s) and
/// |toValue − x| < `restDisplacementThreshold` (0.01 units); Reanimated 4 when the energy
/// ½k·d² + ½m·v² falls to `energyThreshold` (6e-9) of the initial energy. [Reanimated
/// `springUtils.ts` (`initialCalculations`, `criticallyDampedSpringCalculations`,
/// `underDampedSpringCalculations`, `calculateNewStiffnessToMatchDuration`,
/// `isAnimationTerminatingCalculation`), `spring.ts`, `springConfigs.ts`; Reanimated 3
/// `src/reanimated2/animation/springUtils.ts`]
public struct ReanimatedSpringModel: PlatformSpringModel, Hashable {
  /// Which release's rest rule ends the animation.
  public enum Version: String, Sendable, Hashable, CaseIterable {
    /// `restDisplacementThreshold` 0.01 and `restSpeedThreshold` 2.
    case reanimated3
    /// `energyThreshold` 6e-9 (relative energy).
    case reanimated4
  }

  /// Reanimated 3's defaults: `restDisplacementThreshold` 0.01, `restSpeedThreshold` 2.
  public static let restDisplacementThreshold = 0.01
  /// Reanimated 3's `restSpeedThreshold`: 2 units per second.
  public static let restSpeedThreshold = 2.0
  /// Reanimated 4's `energyThreshold`: 6e-9.
  public static let energyThreshold = 6e-9
  /// Reanimated 4's default mass (`GentleSpringConfig`), used by the duration configuration.
  public static let defaultMass = 4.0

  /// Mass, stiffness (found from the duration in that configuration) and damping ratio.
  public let mass: Double, stiffness: Double, zeta: Double
  /// The distance animated, in the value's units.
  public let travel: Double
  /// Initial velocity, units per second.
  public let initialVelocity: Double
  /// The rest rule.
  public let version: Version
  private let omega0: Double
  /// When the rest rule first holds, in seconds.
  public private(set) var endTime = Double.infinity

  /// `withSpring(travel, { mass, stiffness, damping })` from 0.
  /// - Throws: ``TimingError`` for non-positive mass, stiffness, damping or travel.
  public init(
    mass: Double, stiffness: Double, damping: Double, travel: Double, initialVelocity: Double = 0,
    version: Version = .reanimated4
  ) throws(TimingError) {
    for (name, value) in [("mass", mass), ("stiffness", stiffness), ("damping", damping)] {
      try TimingError.require(name, value, in: .above(0))
    }
    try self.init(
      mass: mass, stiffness: stiffness, zeta: damping / (2 * (stiffness * mass).squareRoot()),
      travel: travel, initialVelocity: initialVelocity, version: version)
  }

  /// `withSpring(travel, { duration, dampingRatio })` from 0 (Reanimated 4's semantics).
  /// - Throws: ``TimingError`` for a non-positive duration, ratio or travel.
  public init(
    durationMilliseconds: Double, dampingRatio: Double, travel: Double,
    initialVelocity: Double = 0, version: Version = .reanimated4
  ) throws(TimingError) {
    try TimingError.require("duration", durationMilliseconds, in: .above(0), unit: "milliseconds")
    try TimingError.require("damping ratio", dampingRatio, in: .above(0))
    let stiffness = Self.stiffness(
      durationMilliseconds: durationMilliseconds, dampingRatio: dampingRatio,
      mass: Self.defaultMass, travel: travel, initialVelocity: initialVelocity)
    try self.init(
      mass: Self.defaultMass, stiffness: stiffness, zeta: dampingRatio, travel: travel,
      initialVelocity: initialVelocity, version: version)
  }

  private init(
    mass: Double, stiffness: Double, zeta: Double, travel: Double, initialVelocity: Double,
    version: Version
  ) throws(TimingError) {
    try TimingError.require("travel", travel, in: .above(0))
    try TimingError.require("initial velocity", initialVelocity, in: .finite)
    self.mass = mass
    self.stiffness = stiffness
    self.zeta = zeta
    self.travel = travel
    self.initialVelocity = initialVelocity
    self.version = version
    omega0 = (stiffness / mass).squareRoot()
    let model = self
    let x0 = -travel
    let initialEnergy = 0.5 * stiffness * x0 * x0 + 0.5 * mass * initialVelocity * initialVelocity
    endTime = PlatformSpringEnd.firstRest { time in
      let (x, v) = model.state(at: time)
      switch version {
      case .reanimated3:
        return abs(v) < Self.restSpeedThreshold && abs(x) < Self.restDisplacementThreshold
      case .reanimated4:
        let energy = 0.5 * stiffness * x * x + 0.5 * mass * v * v
        return initialEnergy == 0 || energy / initialEnergy <= Self.energyThreshold
      }
    }
  }

  /// Displacement from `toValue` and velocity at `t`.
  func state(at t: Double) -> (x: Double, v: Double) {
    let x0 = -travel
    let v0 = initialVelocity
    if zeta < 1 {
      let omega1 = omega0 * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega0 * t)
      let sine = sin(omega1 * t)
      let cosine = cos(omega1 * t)
      let x = envelope * (sine * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cosine)
      let v =
        -zeta * omega0 * x + envelope * (cosine * (v0 + zeta * omega0 * x0) - omega1 * x0 * sine)
      return (x, v)
    }
    let envelope = exp(-omega0 * t)
    let x = envelope * (x0 + (v0 + omega0 * x0) * t)
    return (x, -omega0 * x + envelope * (v0 + omega0 * x0))
  }

  /// The stiffness Reanimated 4 derives from `{ duration, dampingRatio }`: the root, by its
  /// bisection on [2⁻⁵², 8000] (at most 100 halvings, stopping when the energy difference is
  /// within `energyThreshold` × 10⁻³), of E(1.5·duration) / E(0) − `energyThreshold`, where the
  /// state at time T is the critically damped form with rate √(k/m)·ζ.
  public static func stiffness(
    durationMilliseconds: Double, dampingRatio: Double, mass: Double, travel: Double,
    initialVelocity: Double = 0
  ) -> Double {
    let x0 = -travel
    let v0 = initialVelocity
    let settling = durationMilliseconds * 1.5 / 1000
    func energy(_ x: Double, _ v: Double, _ k: Double) -> Double {
      0.5 * k * x * x + 0.5 * mass * v * v
    }
    func difference(_ k: Double) -> Double {
      let omega = (k / mass).squareRoot() * dampingRatio
      let decay = exp(-omega * settling)
      let x = (x0 + (v0 + x0 * omega) * settling) * decay
      let v = x * -omega + (v0 + x0 * omega) * decay
      return energy(x, v, k) / energy(x0, v0, k) - energyThreshold
    }
    var low = Double.ulpOfOne
    var high = 8e3
    let precision = energyThreshold * 1e-3
    let direction: Double = difference(high) >= difference(low) ? 1 : -1
    var current = (low + high) / 2
    var remaining = 100
    while abs(difference(current)) > precision && remaining > 0 {
      remaining -= 1
      if difference(current) * direction < 0 { low = current } else { high = current }
      current = (low + high) / 2
    }
    return current
  }

  /// `Reanimated withSpring`.
  public var platformName: String { "React Native Reanimated withSpring" }
  /// Under-damped for ζ < 1, critical for every ζ ≥ 1.
  public var regime: SpringSolution.Regime { zeta < 1 ? .underDamped : .critical }
  /// 1 + x(t)/travel.
  public func progress(at seconds: Double) -> Double {
    guard seconds > 0 else { return 0 }
    return 1 + state(at: seconds).x / travel
  }
  /// v(t)/travel.
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    return state(at: seconds).v / travel
  }
}
