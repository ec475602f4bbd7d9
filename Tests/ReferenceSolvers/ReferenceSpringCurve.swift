#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An independent closed form of a damped spring carrying progress from 0 to 1, run as
/// CoreAnimation runs it: a damping ratio ζ ≥ 1 counts as critical (KeyboardFacts article).
///
/// Written from the textbook solutions of m·x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v0,
/// with ω = √(k/m) and ζ = c / (2√(km)):
/// - critical: x = 1 − (1 + (ω − v0)·t)·e^(−ωt), x′ = e^(−ωt)·(v0 + ω·(ω − v0)·t);
/// - under-damped, γ = ζω, ωd = ω√(1 − ζ²): x = 1 − e^(−γt)·(cos ωd·t + ((γ − v0)/ωd)·sin ωd·t).
/// Checked against ``NumericalSpring`` (RK4) in the tests.
public struct ReferenceSpringCurve: Sendable {
  /// Mass, stiffness, damping, initial velocity (progress per second).
  public let mass: Double, stiffness: Double, damping: Double, initialVelocity: Double

  /// Creates a spring.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// ω = √(k/m).
  public var omega: Double { (stiffness / mass).squareRoot() }
  /// ζ = c / (2√(km)).
  public var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// x(t) for t ≥ 0.
  public func position(_ t: Double) -> Double {
    let w = omega
    let v0 = initialVelocity
    if zeta >= 1 {
      return 1 - (1 + (w - v0) * t) * exp(-w * t)
    }
    let gamma = zeta * w
    let wd = w * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-gamma * t) * (cos(wd * t) + (gamma - v0) / wd * sin(wd * t))
  }

  /// x′(t) for t ≥ 0.
  public func velocity(_ t: Double) -> Double {
    let w = omega
    let v0 = initialVelocity
    if zeta >= 1 {
      return exp(-w * t) * (v0 + w * (w - v0) * t)
    }
    let gamma = zeta * w
    let wd = w * (1 - zeta * zeta).squareRoot()
    let b = (gamma - v0) / wd
    let envelope = exp(-gamma * t)
    let inner = cos(wd * t) + b * sin(wd * t)
    let innerSlope = -wd * sin(wd * t) + b * wd * cos(wd * t)
    return -envelope * (innerSlope - gamma * inner)
  }
}
