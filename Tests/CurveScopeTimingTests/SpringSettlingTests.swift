import Foundation
import ReferenceSolvers
import Testing

@testable import CurveScopeTiming

/// Settling cases: the model, the physical spring the reference integrates, ε, and a horizon long
/// enough for the brute-force march. The spring solved is the reference's, except for the
/// CoreAnimation case: there the keyboard's spring (damping 500) is solved, and the reference
/// integrates the critically damped spring that model stands for.
let settlingCases: [(String, Spring.Model, NumericalSpring, Double, Double)] = [
  (
    "keyboard, CoreAnimation", .coreAnimation,
    NumericalSpring(mass: 3, stiffness: 1000, damping: 2 * sqrt(3000.0)), 0.001, 1
  ),
  ("keyboard, exact", .exact, NumericalSpring(mass: 3, stiffness: 1000, damping: 500), 0.001, 5),
  (
    "keyboard, exact, 1 %", .exact, NumericalSpring(mass: 3, stiffness: 1000, damping: 500), 0.01, 5
  ),
  ("under-damped ζ 0.5", .exact, NumericalSpring(mass: 1, stiffness: 100, damping: 10), 0.001, 2),
  (
    "under-damped ζ 0.5, 2 %", .exact, NumericalSpring(mass: 1, stiffness: 100, damping: 10), 0.02,
    2
  ),
  (
    "lightly damped ζ 0.05", .exact, NumericalSpring(mass: 1, stiffness: 100, damping: 1), 0.001, 16
  ),
  (
    "under-damped, pushed", .exact,
    NumericalSpring(mass: 2, stiffness: 300, damping: 8, initialVelocity: 6), 0.001, 5
  ),
  (
    "under-damped, backwards", .exact,
    NumericalSpring(mass: 1, stiffness: 50, damping: 3, initialVelocity: -4), 0.001, 8
  ),
  (
    "critical, overshooting start", .exact,
    NumericalSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 30), 0.001, 3
  ),
  (
    "critical, backwards start", .exact,
    NumericalSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -10), 0.001, 3
  ),
  (
    "over-damped, overshooting start", .exact,
    NumericalSpring(mass: 1, stiffness: 100, damping: 25, initialVelocity: 60), 0.001, 3
  ),
  (
    "over-damped, backwards start", .exact,
    NumericalSpring(mass: 1, stiffness: 100, damping: 40, initialVelocity: -5), 0.001, 6
  ),
]

@Test(
  "settling duration matches a brute-force march of the equation of motion",
  arguments: settlingCases)
func settlingMatchesBruteForce(
  _ name: String, _ model: Spring.Model, _ reference: NumericalSpring, _ epsilon: Double,
  _ horizon: Double
) throws {
  let candidate = try Spring(
    mass: reference.mass, stiffness: reference.stiffness,
    damping: model == .exact ? reference.damping : 500,
    initialVelocity: reference.initialVelocity)
  let expected = BruteForceSettling(reference).settlingTime(epsilon: epsilon, horizon: horizon)
  let actual = try candidate.settlingDuration(epsilon: epsilon, model: model)
  #expect(expected.isFinite, "\(name): the horizon is too short for the reference")
  #expect(abs(actual - expected) <= 1e-7, "\(name): \(actual) vs \(expected)")
}

@Test("settled means |1 − x| ≤ ε from then on, and just before it the spring was outside")
func settlingIsTheLastExit() throws {
  let bouncy = try Spring(mass: 1, stiffness: 100, damping: 4)
  let epsilon = 0.001
  let settle = try bouncy.settlingDuration(epsilon: epsilon, model: .exact)
  let after = stride(from: settle, through: settle + 5, by: 1e-4)
  #expect(
    after.allSatisfy { abs(1 - bouncy.position(at: $0, model: .exact)) <= epsilon * (1 + 1e-9) })
  #expect(abs(1 - bouncy.position(at: settle - 1e-6, model: .exact)) > epsilon)
}

@Test("the keyboard's critical spring settles to 0.1 % at (1 + u)e^(−u) = 0.001, u = ω0·t")
func keyboardSettlingByHand() throws {
  // Solve (1 + u)·e^(−u) = 0.001 by bisection on u ∈ [1, 20], independently of the library.
  var low = 1.0
  var high = 20.0
  for _ in 0..<200 {
    let middle = 0.5 * (low + high)
    if (1 + middle) * exp(-middle) > 0.001 { low = middle } else { high = middle }
  }
  let expected = low / sqrt(1000.0 / 3.0)
  #expect(abs(try Spring.keyboard.settlingDuration() - expected) <= 1e-12)
  #expect(abs(expected - 0.5057) < 1e-4)
}

@Test("ε ≥ 1 settles at once; an undamped spring never settles")
func settlingEdges() throws {
  #expect(try Spring.keyboard.settlingDuration(epsilon: 1) == 0)
  let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
  #expect(try undamped.settlingDuration(model: .exact) == .infinity)
}

@Test(
  "a bad epsilon is a typed error",
  arguments: [0.0, -1.0, Double.nan])
func badEpsilon(_ epsilon: Double) {
  let error = timingError { _ = try Spring.keyboard.settlingDuration(epsilon: epsilon) }
  expectOutOfRange(error, "epsilon", epsilon, .above(0))
}
