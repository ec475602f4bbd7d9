import ReferenceSolvers
import Testing

@testable import CurveScopeFit

/// Functions with known minima, each minimised from a fixed start.
struct KnownMinimum: CustomTestStringConvertible, Sendable {
  let name: String
  let function: @Sendable ([Double]) -> Double
  let start: [Double]
  let minimum: [Double]
  var testDescription: String { name }
}

let knownMinima: [KnownMinimum] = [
  KnownMinimum(
    name: "quadratic bowl, minimum (1, -2, 3)",
    function: { p in (p[0] - 1) * (p[0] - 1) + 4 * (p[1] + 2) * (p[1] + 2) + (p[2] - 3) * (p[2] - 3)
    },
    start: [0, 0, 0], minimum: [1, -2, 3]),
  KnownMinimum(
    name: "Rosenbrock, minimum (1, 1)",
    function: { p in 100 * (p[1] - p[0] * p[0]) * (p[1] - p[0] * p[0]) + (1 - p[0]) * (1 - p[0]) },
    start: [-1.2, 1], minimum: [1, 1]),
  KnownMinimum(
    name: "maximum of |x − 0.3| and |y + 0.7| (not smooth), minimum (0.3, -0.7)",
    function: { p in max(abs(p[0] - 0.3), abs(p[1] + 0.7)) },
    start: [2, 2], minimum: [0.3, -0.7]),
  KnownMinimum(
    name: "five-dimensional sum of squares, minimum (0.1, 0.2, 0.3, 0.4, 0.5)",
    function: { p in
      p.enumerated().reduce(0) {
        $0 + ($1.element - 0.1 * Double($1.offset + 1)) * ($1.element - 0.1 * Double($1.offset + 1))
      }
    },
    start: [1, 1, 1, 1, 1], minimum: [0.1, 0.2, 0.3, 0.4, 0.5]),
]

@Test("Nelder–Mead finds known minima to 1e-5", arguments: knownMinima)
func nelderMeadKnownMinima(_ problem: KnownMinimum) {
  let method = NelderMead(maximumEvaluations: 20_000, valueTolerance: 1e-16, pointTolerance: 1e-10)
  var point = problem.start
  // Restarted twice from the best vertex, as the fitter does for non-smooth objectives.
  for step in [0.5, 0.05, 0.005] {
    point =
      method.minimize(
        problem.function, from: point, steps: [Double](repeating: step, count: point.count)
      ).point
  }
  for (found, expected) in zip(point, problem.minimum) {
    #expect(abs(found - expected) <= 1e-5, "\(point)")
  }
}

@Test("Nelder–Mead stops at its evaluation budget and is deterministic")
func nelderMeadBudgetAndDeterminism() {
  let rosenbrock: ([Double]) -> Double = { p in
    100 * (p[1] - p[0] * p[0]) * (p[1] - p[0] * p[0]) + (1 - p[0]) * (1 - p[0])
  }
  let method = NelderMead(maximumEvaluations: 50, valueTolerance: 0, pointTolerance: 0)
  let first = method.minimize(rosenbrock, from: [-1.2, 1], steps: [0.1, 0.1])
  let second = method.minimize(rosenbrock, from: [-1.2, 1], steps: [0.1, 0.1])
  // The budget can be passed by at most one shrink (n evaluations) in the last iteration.
  #expect(first.evaluations >= 50 && first.evaluations <= 52)
  #expect(first.point == second.point && first.value == second.value)
  #expect(first.value < rosenbrock([-1.2, 1]))
}

@Test("Nelder–Mead treats NaN as worse than anything")
func nelderMeadNaN() {
  let found = NelderMead(maximumEvaluations: 2000, valueTolerance: 1e-14, pointTolerance: 1e-9)
    .minimize({ p in p[0] < 0 ? .nan : (p[0] - 2) * (p[0] - 2) }, from: [0.5], steps: [0.3])
  #expect(abs(found.point[0] - 2) < 1e-6)
}
