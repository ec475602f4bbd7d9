import CurveScopeTiming

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The closed forms AndroidX uses for a unit-mass spring, shared by Jetpack Compose's
/// `SpringSimulation` and the View system's `SpringForce`: natural frequency ω = √stiffness,
/// damping ratio ζ, displacement d(t) from the final position with d(0) = d0, d′(0) = v0.
///
/// The branch follows AndroidX exactly: ζ > 1 over-damped with γ± = −ζω ± ω√(ζ² − 1),
/// d = A·e^(γ−·t) + B·e^(γ+·t), B = (γ−·d0 − v0)/(γ− − γ+), A = d0 − B; ζ == 1 critical,
/// d = (d0 + (v0 + ω·d0)·t)·e^(−ω·t); otherwise under-damped with ωd = ω√(1 − ζ²),
/// d = e^(−ζωt)·(d0·cos ωd·t + (ζω·d0 + v0)/ωd · sin ωd·t). Stiffness and damping ratio are
/// `Float` on Android, so a ratio is critical only when it is exactly `1f`; over-damping is
/// honoured. [AndroidX `SpringForce.java` `init()`/`updateValues`; Compose
/// `SpringSimulation.kt`]
struct AndroidSpringSolution: Sendable, Hashable {
  let omega: Double
  let ratio: Double
  let d0: Double
  let v0: Double
  let regime: SpringSolution.Regime
  private let gammaPlus: Double
  private let gammaMinus: Double
  private let dampedFrequency: Double

  /// The solution for a `Float` stiffness and damping ratio, as AndroidX widens them to `Double`.
  init(stiffness: Float, dampingRatio: Float, initialDisplacement: Double, initialVelocity: Double)
  {
    omega = Double(stiffness).squareRoot()
    ratio = Double(dampingRatio)
    d0 = initialDisplacement
    v0 = initialVelocity
    if ratio > 1 {
      regime = .overDamped
      let root = omega * (ratio * ratio - 1).squareRoot()
      gammaPlus = -ratio * omega + root
      gammaMinus = -ratio * omega - root
      dampedFrequency = 0
    } else if ratio == 1 {
      regime = .critical
      gammaPlus = 0
      gammaMinus = 0
      dampedFrequency = 0
    } else {
      regime = .underDamped
      gammaPlus = 0
      gammaMinus = 0
      dampedFrequency = omega * (1 - ratio * ratio).squareRoot()
    }
  }

  /// Displacement from the final position and its velocity, `t` seconds after the start.
  func state(at t: Double) -> (displacement: Double, velocity: Double) {
    switch regime {
    case .overDamped:
      let b = (gammaMinus * d0 - v0) / (gammaMinus - gammaPlus)
      let a = d0 - b
      let slow = exp(gammaPlus * t)
      let fast = exp(gammaMinus * t)
      return (a * fast + b * slow, a * gammaMinus * fast + b * gammaPlus * slow)
    case .critical:
      let b = v0 + omega * d0
      let decay = exp(-omega * t)
      let d = (d0 + b * t) * decay
      return (d, -omega * d + b * decay)
    case .underDamped:
      let sine = (ratio * omega * d0 + v0) / dampedFrequency
      let decay = exp(-ratio * omega * t)
      let angle = dampedFrequency * t
      let d = decay * (d0 * cos(angle) + sine * sin(angle))
      let v =
        -ratio * omega * d + decay * dampedFrequency * (-d0 * sin(angle) + sine * cos(angle))
      return (d, v)
    }
  }
}
