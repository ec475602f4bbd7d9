import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped spring that carries progress from 0 to 1, as `CASpringAnimation` and SwiftUI's
/// `Spring` describe it: m·x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v0.
///
/// Units: mass in kg-like units, stiffness k in N/m-like units, damping c in N·s/m-like units
/// (only the ratios k/m and c/m matter), initial velocity in progress per second (positive
/// towards 1). Time is in seconds.
///
/// Derived quantities: ω0 = √(k/m) (rad/s), damping ratio ζ = c / (2√(k·m)). ``Model`` chooses
/// how a spring with ζ ≥ 1 moves; see ``SpringSolution`` for the closed forms.
public struct Spring: Sendable, Hashable {
  /// How a spring with damping ratio ζ ≥ 1 is solved.
  public enum Model: String, Sendable, Hashable, CaseIterable {
    /// ζ ≥ 1 is treated as critically damped: x(t) = 1 − (1 + (ω0 − v0)·t)·e^(−ω0·t).
    ///
    /// CoreAnimation, WebKit's `SpringSolver`, React Native and Flutter all do this, so it is
    /// what a `CASpringAnimation` (and the keyboard's curve 7) shows on screen; SwiftUI
    /// documents the same default (`allowOverDamping: false`). Under-damped springs (ζ < 1)
    /// are solved exactly. [<doc:KeyboardFacts>; WebKit `SpringSolver.h`]
    case coreAnimation
    /// The true solution of the equation of motion for every ζ, over-damped included.
    case exact
  }

  /// Mass m (> 0).
  public let mass: Double
  /// Stiffness k (> 0).
  public let stiffness: Double
  /// Damping coefficient c (≥ 0).
  public let damping: Double
  /// Velocity at t = 0, in progress per second (positive towards the target).
  public let initialVelocity: Double

  /// The largest ω0 = √(k/m) and damping rate σ = c/(2m) accepted, in 1/s: 1e6. Such a spring
  /// settles in microseconds; beyond it e^(−σt), σ² − ω0² and the products of the closed forms
  /// overflow, and the solution turns into NaN (a damping of 1e308 "settled" at 0 s).
  public static let maximumRate = 1e6
  /// The largest |initial velocity| accepted, in progress per second: 1e6 (a million times the
  /// travel per second; 1e308 made the velocity at t = 0 NaN).
  public static let maximumVelocity = 1e6

  /// Creates a spring.
  /// - Throws: ``TimingError`` naming the value when it is not finite, mass or stiffness is not
  ///   positive, damping is negative, ω0 or c/(2m) passes ``maximumRate``, or |initial velocity|
  ///   passes ``maximumVelocity``.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0)
    throws(TimingError)
  {
    try TimingError.require("mass", mass, in: .finite)
    try TimingError.require("stiffness", stiffness, in: .finite)
    try TimingError.require("damping", damping, in: .finite)
    try TimingError.require("initial velocity", initialVelocity, in: .finite)
    try TimingError.require("mass", mass, in: .above(0))
    try TimingError.require("stiffness", stiffness, in: .above(0))
    try TimingError.require("damping", damping, in: .atLeast(0))
    let omega = (stiffness / mass).squareRoot()
    guard omega.isFinite, omega > 0, (damping / mass).isFinite else {
      throw TimingError.springRatio(mass: mass, stiffness: stiffness)
    }
    guard omega <= Self.maximumRate else {
      throw TimingError.springRate(
        parameter: "stiffness", value: stiffness, mass: mass, rate: omega,
        limit: Self.maximumRate)
    }
    guard damping / (2 * mass) <= Self.maximumRate else {
      throw TimingError.springRate(
        parameter: "damping", value: damping, mass: mass, rate: damping / (2 * mass),
        limit: Self.maximumRate)
    }
    try TimingError.require(
      "initial velocity", initialVelocity,
      in: .closed(-Self.maximumVelocity, Self.maximumVelocity), unit: "progress per second")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// The keyboard's spring (curve 7): mass 3, stiffness 1000, damping 500, initial velocity 0.
  ///
  /// ζ = 500 / (2√3000) = 4.564, ω0 = √(1000/3) = 18.257 rad/s. [Apple developer forums
  /// thread 48088; <doc:KeyboardFacts>]
  public static let keyboard = Spring(
    validMass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)

  /// Creates a spring from constants already known to be valid (catalogue constants).
  init(validMass mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// ω0 = √(k/m), the undamped angular frequency in rad/s.
  public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

  /// ζ = c / (2√(k·m)): < 1 under-damped (overshoots), 1 critical, > 1 over-damped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The closed-form solution under `model`, with its constants computed once; evaluate it on a
  /// hot path instead of ``position(at:model:)``.
  public func solution(model: Model = .coreAnimation) -> SpringSolution {
    SpringSolution(spring: self, model: model)
  }

  /// Progress x(t) at `time` seconds (0 for t ≤ 0).
  public func position(at time: Double, model: Model = .coreAnimation) -> Double {
    solution(model: model).position(at: time)
  }

  /// Velocity x′(t) at `time` seconds, in progress per second (0 for t < 0, v0 at t = 0).
  public func velocity(at time: Double, model: Model = .coreAnimation) -> Double {
    solution(model: model).velocity(at: time)
  }

  /// The settling duration: the first time after which |1 − x(t)| stays ≤ `epsilon` for good.
  ///
  /// See ``SpringSolution/settlingDuration(epsilon:)`` for the definition and method.
  /// - Throws: ``TimingError`` when `epsilon` is not finite and positive.
  public func settlingDuration(epsilon: Double = 0.001, model: Model = .coreAnimation)
    throws(TimingError)
    -> Double
  {
    try solution(model: model).settlingDuration(epsilon: epsilon)
  }
}
