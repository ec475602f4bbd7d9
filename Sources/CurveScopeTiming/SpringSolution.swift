#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The closed-form motion of a ``Spring`` under one ``Spring/Model``, with its constants computed
/// once, for fast evaluation.
///
/// With σ the decay rate, k = σ − v0 and K = ω0² − σ·v0, every regime reads
///
///     x(t) = 1 − C(t) − k·S(t),     x′(t) = v0·C(t) + K·S(t)
///
/// where, with ωd = ω0√(1 − ζ²) and γ = ω0√(ζ² − 1):
/// - under-damped (ζ < 1, σ = ζω0): C = e^(−σt)·cos(ωd·t), S = e^(−σt)·sin(ωd·t)/ωd;
/// - critically damped (σ = ω0; ζ = 1, or ζ ≥ 1 in the CoreAnimation model): C = e^(−σt),
///   S = t·e^(−σt);
/// - over-damped (ζ > 1, exact model only): C = e^(−σt)·cosh(γt), S = e^(−σt)·sinh(γt)/γ,
///   computed as C = E·(1 − μ/2), S = E·μ/(2γ) with E = e^(r₁t), r₁ = −ω0/(ζ + √(ζ² − 1)) and
///   μ = −expm1(−2γt), which neither overflows for large ζ nor cancels as ζ → 1.
///
/// Complexity: O(1) per evaluation (one `exp`, plus `sin`/`cos` or `expm1`).
/// [Standard solution of m·x″ + c·x′ + k·x = 0; WebKit `SpringSolver.h` for the critical form.]
public struct SpringSolution: Sendable, Hashable {
  /// Which closed form applies.
  public enum Regime: String, Sendable, Hashable {
    /// ζ < 1: oscillates about 1 with decaying amplitude.
    case underDamped
    /// Critically damped: the fastest approach without oscillation.
    case critical
    /// ζ > 1 in the exact model: a slow approach dominated by the rate r₁.
    case overDamped
  }

  /// The spring solved.
  public let spring: Spring
  /// The model used for ζ ≥ 1.
  public let model: Spring.Model
  /// The closed form in use.
  public let regime: Regime

  /// Decay rate σ (1/s): c/(2m), or ω0 in the critical form.
  let sigma: Double
  /// ωd (under-damped) or γ (over-damped), rad/s; 0 when critical.
  let frequency: Double
  /// r₁ = −ω0/(ζ + √(ζ² − 1)), the slow rate of the over-damped form (1/s).
  let slowRate: Double
  /// v0.
  let v0: Double
  /// k = σ − v0.
  let positionFactor: Double
  /// K = ω0² − σ·v0.
  let velocityFactor: Double

  /// Solves `spring` under `model`.
  public init(spring: Spring, model: Spring.Model) {
    self.spring = spring
    self.model = model
    let omega0 = spring.undampedAngularFrequency
    let zeta = spring.dampingRatio
    let regime: Regime
    if zeta < 1 {
      regime = .underDamped
    } else if zeta == 1 || model == .coreAnimation {
      regime = .critical
    } else {
      regime = .overDamped
    }
    let sigma: Double
    switch regime {
    case .underDamped:
      sigma = spring.damping / (2 * spring.mass)
      frequency = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
      slowRate = 0
    case .critical:
      sigma = omega0
      frequency = 0
      slowRate = -omega0
    case .overDamped:
      sigma = spring.damping / (2 * spring.mass)
      // √(ζ² − 1); past ζ ≈ 1.3e154 (a stiffness near 1e-305 with real damping) ζ² overflows
      // to ∞ and ωd = ω0·∞ would make the velocity at 0 s NaN, so the root is taken as
      // ζ·√((1 − 1/ζ)(1 + 1/ζ)) there (found by the curve-spec fuzzer).
      let root =
        zeta < 1e150
        ? ((zeta - 1) * (zeta + 1)).squareRoot()
        : zeta * ((1 - 1 / zeta) * (1 + 1 / zeta)).squareRoot()
      frequency = omega0 * root
      slowRate = -omega0 / (zeta + root)
    }
    self.regime = regime
    self.sigma = sigma
    v0 = spring.initialVelocity
    positionFactor = sigma - spring.initialVelocity
    velocityFactor = omega0 * omega0 - sigma * spring.initialVelocity
  }

  /// The pair (C(t), S(t)) of the closed form, for t ≥ 0.
  func basis(at t: Double) -> (c: Double, s: Double) {
    switch regime {
    case .underDamped:
      let decay = exp(-sigma * t)
      let angle = frequency * t
      return (decay * cos(angle), decay * sin(angle) / frequency)
    case .critical:
      let decay = exp(-sigma * t)
      return (decay, t * decay)
    case .overDamped:
      let slow = exp(slowRate * t)
      let mu = -expm1(-2 * frequency * t)
      return (slow * (1 - 0.5 * mu), slow * mu / (2 * frequency))
    }
  }

  /// Progress x(t) at `time` seconds; 0 for t ≤ 0 (and for NaN, which is treated as "not yet").
  public func position(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    let (c, s) = basis(at: time)
    return 1 - c - positionFactor * s
  }

  /// 1 − x(t), computed without the cancellation of `1 − position(at:)`, for t ≥ 0.
  func remainder(at time: Double) -> Double {
    let (c, s) = basis(at: max(time, 0))
    return c + positionFactor * s
  }

  /// Velocity x′(t) in progress per second; 0 for t < 0, v0 at t = 0.
  public func velocity(at time: Double) -> Double {
    guard time >= 0 else { return 0 }
    let (c, s) = basis(at: time)
    return v0 * c + velocityFactor * s
  }
}
