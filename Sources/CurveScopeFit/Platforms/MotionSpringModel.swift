public import CurveScopeTiming

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Framer Motion's (`motion`) `spring` generator: `{ type: "spring", stiffness, damping, mass }`
/// or `{ type: "spring", visualDuration, bounce }`.
///
/// Time runs in milliseconds with ω = √(k/m)/1000 rad/ms and ζ = c/(2√(km)); Δ = target − origin,
/// v′ = −v0 (units/ms). ζ < 1 under-damped: x = target − e^(−ζωt)·((v′ + ζωΔ)/ω1 · sin ω1t +
/// Δ·cos ω1t); **ζ === 1 exactly** critical: x = target − e^(−ωt)·(Δ + (v′ + ωΔ)·t); **ζ > 1
/// over-damped**, honoured: x = target − e^(−ζωt)·((v′ + ζωΔ)·sinh(ωd t) + ωd·Δ·cosh(ωd t))/ωd
/// with ωd = ω√(ζ² − 1) and ωd·t capped at 300. So the keyboard's literal damping 500 runs
/// over-damped here and is far from curve 7.
///
/// `visualDuration` d and `bounce` b: mass 1, stiffness (2π/(1.2·d))², damping
/// 2·clamp(0.05, 1, 1 − b)·√stiffness.
///
/// End: done when |target − x| ≤ `restDelta` and, for ζ < 1 only, |velocity| ≤ `restSpeed`
/// (velocity by a 5 ms backward difference); defaults 0.5 and 2 units/s, or 0.005 and 0.01 when
/// |Δ| < 5 ("granular scale"). [motion `packages/framer-motion/src/animation/generators/spring/
/// index.ts` (`getSpringOptions`, `spring`), `defaults.ts` (`springDefaults`)]
public struct MotionSpringModel: PlatformSpringModel, Hashable {
  /// Stiffness, damping and mass.
  public let stiffness: Double, damping: Double, mass: Double
  /// The distance animated.
  public let travel: Double
  /// Initial velocity, units per second.
  public let initialVelocity: Double
  /// `restDelta` and `restSpeed` in force (the defaults for the scale when not given).
  public let restDelta: Double, restSpeed: Double
  /// ζ as Motion computes it.
  public let dampingRatio: Double
  private let omega: Double
  /// When the generator is first done, in seconds.
  public private(set) var endTime = Double.infinity

  /// `{ type: "spring", stiffness, damping, mass }` from 0 to `travel`.
  /// - Throws: ``TimingError`` for non-positive stiffness or mass, negative damping or travel ≤ 0.
  public init(
    stiffness: Double, damping: Double, mass: Double = 1, travel: Double,
    initialVelocity: Double = 0, restDelta: Double? = nil, restSpeed: Double? = nil
  ) throws(TimingError) {
    for (name, value) in [
      ("stiffness", stiffness), ("damping", damping), ("mass", mass), ("travel", travel),
      ("initial velocity", initialVelocity),
    ] {
      try TimingError.require(name, value, in: .finite)
    }
    try TimingError.require("stiffness", stiffness, in: .above(0))
    try TimingError.require("mass", mass, in: .above(0))
    try TimingError.require("travel", travel, in: .above(0))
    try TimingError.require("damping", damping, in: .atLeast(0))
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
    self.travel = travel
    self.initialVelocity = initialVelocity
    let granular = abs(travel) < 5
    self.restDelta = restDelta ?? (granular ? 0.005 : 0.5)
    self.restSpeed = restSpeed ?? (granular ? 0.01 : 2)
    dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    omega = (stiffness / mass).squareRoot() / 1000
    let model = self
    endTime = PlatformSpringEnd.firstRest { seconds in model.isDone(at: seconds) }
  }

  /// `{ type: "spring", visualDuration, bounce }`: mass 1, stiffness (2π/(1.2·d))², damping
  /// 2·clamp(0.05, 1, 1 − bounce)·√stiffness.
  /// - Throws: ``TimingError`` for a visual duration that is not positive.
  public init(visualDuration: Double, bounce: Double = 0, travel: Double) throws(TimingError) {
    try TimingError.require("bounce", bounce, in: .finite)
    try TimingError.require("visual duration", visualDuration, in: .above(0), unit: "seconds")
    let root = 2 * Double.pi / (visualDuration * 1.2)
    let stiffness = root * root
    let damping = 2 * min(max(1 - bounce, 0.05), 1) * stiffness.squareRoot()
    try self.init(stiffness: stiffness, damping: damping, mass: 1, travel: travel)
  }

  /// x at `t` milliseconds (the generator's `resolveSpring`).
  func resolve(_ t: Double) -> Double {
    let delta = travel
    let v = -initialVelocity / 1000
    let zeta = dampingRatio
    if zeta < 1 {
      let angular = omega * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega * t)
      return travel - envelope
        * ((v + zeta * omega * delta) / angular * sin(angular * t) + delta * cos(angular * t))
    }
    if zeta == 1 {
      return travel - exp(-omega * t) * (delta + (v + omega * delta) * t)
    }
    let damped = omega * (zeta * zeta - 1).squareRoot()
    let envelope = exp(-zeta * omega * t)
    let angle = min(damped * t, 300)
    return travel - envelope
      * ((v + zeta * omega * delta) * sinh(angle) + damped * delta * cosh(angle)) / damped
  }

  /// The generator's `done` at `seconds`.
  func isDone(at seconds: Double) -> Bool {
    let t = seconds * 1000
    let current = resolve(t)
    var speed = 0.0
    if dampingRatio < 1 {
      if t == 0 {
        speed = initialVelocity
      } else {
        let previous = max(t - 5, 0)
        speed = (current - resolve(previous)) * (1000 / (t - previous))
      }
    }
    return abs(speed) <= restSpeed && abs(travel - current) <= restDelta
  }

  /// `Framer Motion spring`.
  public var platformName: String { "Framer Motion spring" }
  /// Under-damped for ζ < 1, critical only for ζ == 1, over-damped for ζ > 1.
  public var regime: SpringSolution.Regime {
    dampingRatio < 1 ? .underDamped : dampingRatio == 1 ? .critical : .overDamped
  }
  /// x(t)/travel.
  public func progress(at seconds: Double) -> Double {
    guard seconds > 0 else { return 0 }
    return resolve(seconds * 1000) / travel
  }
  /// The derivative of x by a central difference (Motion itself only uses velocity for ζ < 1).
  public func velocity(at seconds: Double) -> Double {
    guard seconds >= 0 else { return 0 }
    let h = 1e-3
    return (resolve(seconds * 1000 + h) - resolve(max(seconds * 1000 - h, 0)))
      / ((seconds * 1000 + h - max(seconds * 1000 - h, 0)) / 1000) / travel
  }
}
