import CurveScopeSupport
import Foundation
import ReferenceSolvers
import Testing

@testable import CurveScopeTiming

/// Times of the KeyboardFacts article's keyboard table, in seconds.
let keyboardTimes = [0.05, 0.10, 0.15, 0.20, 0.25, 0.30, 0.40, 0.50]

@Test("keyboard spring: ζ = 4.564, ω0 = 18.257 rad/s (m 3, k 1000, c 500)")
func keyboardConstants() {
  #expect(abs(Spring.keyboard.dampingRatio - 4.564) < 5e-4)
  #expect(abs(Spring.keyboard.undampedAngularFrequency - 18.257) < 5e-4)
}

@Test(
  "keyboard spring reproduces the published tables to the listed decimals",
  arguments: [
    (
      Spring.Model.coreAnimation,
      [0.232230, 0.544778, 0.758261, 0.879282, 0.942038, 0.972919, 0.994408, 0.998901]
    ),
    (
      Spring.Model.exact,
      [0.085026, 0.173112, 0.252720, 0.324664, 0.389682, 0.448440, 0.549530, 0.632093]
    ),
  ])
func keyboardTable(_ model: Spring.Model, _ expected: [Double]) {
  for (time, value) in zip(keyboardTimes, expected) {
    #expect(abs(Spring.keyboard.position(at: time, model: model) - value) <= 5e-7, "t = \(time)")
  }
}

@Test("keyboard in the CoreAnimation model is the critical closed form to 1e-12")
func keyboardCriticalClosedForm() {
  for time in keyboardTimes + [0, 0.001, 0.7, 1.5, 3] {
    let expected = independentKeyboardCritical(time)
    #expect(abs(Spring.keyboard.position(at: time) - expected.position) <= 1e-12)
    #expect(abs(Spring.keyboard.velocity(at: time) - expected.velocity) <= 1e-10)
  }
}

@Test("keyboard in the CoreAnimation model is RK4 of the critically damped spring to 1e-9")
func keyboardCriticalMatchesIntegration() {
  let critical = NumericalSpring(mass: 3, stiffness: 1000, damping: 2 * sqrt(3000.0))
  for time in keyboardTimes {
    let state = critical.state(at: time)
    #expect(abs(Spring.keyboard.position(at: time) - state.position) <= 1e-9)
    #expect(abs(Spring.keyboard.velocity(at: time) - state.velocity) <= 1e-8)
  }
}

@Test("keyboard in the exact model is RK4 of the literal over-damped spring to 1e-9")
func keyboardExactMatchesIntegration() {
  let literal = NumericalSpring(mass: 3, stiffness: 1000, damping: 500)
  for time in keyboardTimes + [1, 2.5] {
    let state = literal.state(at: time)
    #expect(abs(Spring.keyboard.position(at: time, model: .exact) - state.position) <= 1e-9)
    #expect(abs(Spring.keyboard.velocity(at: time, model: .exact) - state.velocity) <= 1e-9)
  }
}

/// Springs of every regime, with initial velocities that overshoot or start backwards.
let springCases: [(String, NumericalSpring)] = [
  ("under-damped ζ 0.5", NumericalSpring(mass: 1, stiffness: 100, damping: 10)),
  ("SwiftUI (0.5 s, bounce 0.3)", NumericalSpring(mass: 1, stiffness: 157.9, damping: 17.6)),
  (
    "under-damped, pushed", NumericalSpring(mass: 2, stiffness: 300, damping: 8, initialVelocity: 6)
  ),
  (
    "under-damped, backwards",
    NumericalSpring(mass: 1, stiffness: 50, damping: 3, initialVelocity: -4)
  ),
  ("near critical below", NumericalSpring(mass: 1, stiffness: 100, damping: 20 * (1 - 1e-9))),
  ("critical", NumericalSpring(mass: 1, stiffness: 100, damping: 20)),
  ("near critical above", NumericalSpring(mass: 1, stiffness: 100, damping: 20 * (1 + 1e-9))),
  (
    "critical, fast start",
    NumericalSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 30)
  ),
  ("over-damped ζ 2", NumericalSpring(mass: 1, stiffness: 100, damping: 40)),
  (
    "over-damped, pushed",
    NumericalSpring(mass: 1, stiffness: 100, damping: 40, initialVelocity: 50)
  ),
  (
    "over-damped, backwards",
    NumericalSpring(mass: 1, stiffness: 100, damping: 40, initialVelocity: -5)
  ),
  ("heavily over-damped ζ 50", NumericalSpring(mass: 1, stiffness: 100, damping: 1000)),
]

func spring(_ reference: NumericalSpring) throws -> Spring {
  try Spring(
    mass: reference.mass, stiffness: reference.stiffness, damping: reference.damping,
    initialVelocity: reference.initialVelocity)
}

@Test("the exact model matches RK4 integration to 1e-9", arguments: springCases)
func exactModelMatchesIntegration(_ name: String, _ reference: NumericalSpring) throws {
  let solution = try spring(reference).solution(model: .exact)
  for time in [0.0, 0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2] {
    let state = reference.state(at: time)
    #expect(abs(solution.position(at: time) - state.position) <= 1e-9, "\(name) t = \(time)")
    let scale = max(1, abs(reference.initialVelocity))
    #expect(
      abs(solution.velocity(at: time) - state.velocity) <= 1e-9 * scale, "\(name) t = \(time)")
  }
}

@Test("the CoreAnimation model runs ζ ≥ 1 as the critically damped spring", arguments: springCases)
func coreAnimationModel(_ name: String, _ reference: NumericalSpring) throws {
  let model = try spring(reference)
  // Under-damped springs are exact; others follow the critical spring with the same ω0 and v0.
  let target =
    model.dampingRatio < 1
    ? reference
    : NumericalSpring(
      mass: reference.mass, stiffness: reference.stiffness,
      damping: 2 * sqrt(reference.stiffness * reference.mass),
      initialVelocity: reference.initialVelocity)
  let solution = model.solution(model: .coreAnimation)
  for time in [0.0, 0.02, 0.1, 0.3, 0.6, 1.0] {
    let state = target.state(at: time)
    #expect(abs(solution.position(at: time) - state.position) <= 1e-9, "\(name) t = \(time)")
  }
}

@Test("before the start a spring is at 0; at 0 it moves at v0")
func springAtStart() throws {
  let pushed = try Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 3)
  #expect(pushed.position(at: -1) == 0)
  #expect(pushed.position(at: 0) == 0)
  #expect(pushed.velocity(at: -0.1) == 0)
  #expect(pushed.velocity(at: 0) == 3)
}

@Test(
  "invalid spring constants are typed errors naming the value",
  arguments: [
    ((0.0, 1.0, 1.0, 0.0), "mass", 0.0, NumberRange.above(0)),
    ((-2.0, 1.0, 1.0, 0.0), "mass", -2.0, .above(0)),
    ((1.0, 0.0, 1.0, 0.0), "stiffness", 0.0, .above(0)),
    ((1.0, 1.0, -0.5, 0.0), "damping", -0.5, .atLeast(0)),
    ((Double.nan, 1.0, 1.0, 0.0), "mass", Double.nan, .finite),
    ((1.0, Double.infinity, 1.0, 0.0), "stiffness", Double.infinity, .finite),
    ((1.0, 1.0, 1.0, -Double.infinity), "initial velocity", -Double.infinity, .finite),
  ])
func invalidSpring(
  _ values: (Double, Double, Double, Double), _ parameter: String, _ value: Double,
  _ range: NumberRange
) {
  let error = timingError {
    _ = try Spring(
      mass: values.0, stiffness: values.1, damping: values.2, initialVelocity: values.3)
  }
  expectOutOfRange(error, parameter, value, range)
}

@Test("a zero damping coefficient is allowed (it oscillates for ever)")
func undampedSpring() throws {
  let undamped = try Spring(mass: 1, stiffness: 4 * Double.pi * Double.pi, damping: 0)
  // ω0 = 2π: a full period of 1 s, x = 1 − cos(2πt).
  #expect(abs(undamped.position(at: 0.5) - 2) <= 1e-12)
  #expect(abs(undamped.position(at: 1) - 0) <= 1e-12)
}
