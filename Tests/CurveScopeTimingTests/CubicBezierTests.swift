import CurveScopeTestSupport
import ReferenceSolvers
import Testing

@testable import CurveScopeTiming

/// A named curve for parameterised tests.
struct BezierCase: CustomTestStringConvertible, Sendable {
  let name: String
  let x1: Double, y1: Double, x2: Double, y2: Double
  init(_ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.name = name
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }
  var testDescription: String { "\(name) (\(x1), \(y1), \(x2), \(y2))" }
  var curve: CubicBezier {
    get throws { try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2) }
  }
  var reference: BisectionBezier { BisectionBezier(x1, y1, x2, y2) }
}

/// UIKit's curves, the published stand-ins for curve 7, and degenerate control points.
let bezierCases: [BezierCase] = [
  BezierCase("easeInEaseOut", 0.42, 0, 0.58, 1),
  BezierCase("easeIn", 0.42, 0, 1, 1),
  BezierCase("easeOut", 0, 0, 0.58, 1),
  BezierCase("linear", 0, 0, 1, 1),
  BezierCase("CoreAnimation default", 0.25, 0.1, 0.25, 1),
  BezierCase("keyboard stand-in (0.5 s)", 0.38, 0.7, 0.125, 1),
  BezierCase("keyboard stand-in (0.25 s)", 0.1, 0.76, 0.55, 0.9),
  BezierCase("android IME", 0.2, 0, 0, 1),
  BezierCase("x1 = x2 = 0", 0, 0, 0, 1),
  BezierCase("x1 = x2 = 0, overshoot", 0, 1.5, 0, -0.5),
  BezierCase("x1 = x2 = 1", 1, 0, 1, 1),
  BezierCase("x1 = x2 = 1, overshoot", 1, -1, 1, 2.5),
  BezierCase("x1 = 1, x2 = 0 (stationary at ½)", 1, 0, 0, 1),
  BezierCase("back-out overshoot", 0.175, 0.885, 0.32, 1.275),
  BezierCase("y far outside [0, 1]", 0.3, -2, 0.7, 3),
]

/// x_k = k / 10 000 for k = 0 … 10 000, plus the solver's table nodes j/32 (on both sides of ½)
/// and their neighbouring doubles, where the first guess changes cell.
let denseGrid: [Double] =
  (0...10_000).map { Double($0) / 10_000 }
  + (1..<32).flatMap { j -> [Double] in
    let node = Double(j) / 32
    return [node.nextDown, node, node.nextUp]
  }

/// The largest |production − reference| of y over `grid`, in units of the documented bound
/// 1e-9 + 1e-15·|dy/dx| (the second term is the cost of rounding x(t) where the curve is nearly
/// vertical, which the reference suffers as much as the production code): ≤ 1 passes.
func largestError(_ curve: CubicBezier, _ reference: BisectionBezier, grid: [Double]) -> Double {
  grid.map { x in
    let bound = 1e-9 + 1e-15 * abs(reference.slope(forX: x))
    return abs(curve.y(forX: x) - reference.y(forX: x)) / bound
  }.reduce(0, nanMax)
}

@Test(
  "y(x) is within 1e-9 (+1e-15·|dy/dx|) of 200-step bisection on 10 001 points",
  arguments: bezierCases)
func bezierMatchesBisection(_ sample: BezierCase) throws {
  let error = largestError(try sample.curve, sample.reference, grid: denseGrid)
  #expect(error <= 1)
}

@Test("seeded random valid curves, y in [-2, 3], are within 1e-9 on a dense grid")
func randomBeziersMatchBisection() throws {
  var generator = SeededGenerator(seed: 0x00C0_FFEE)
  var worst = 0.0
  for _ in 0..<150 {
    let x1 = Double.random(in: 0...1, using: &generator)
    let y1 = Double.random(in: -2...3, using: &generator)
    let x2 = Double.random(in: 0...1, using: &generator)
    let y2 = Double.random(in: -2...3, using: &generator)
    let curve = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    let error = largestError(curve, BisectionBezier(x1, y1, x2, y2), grid: denseGrid)
    worst = nanMax(worst, error)
    #expect(error <= 1, "curve (\(x1), \(y1), \(x2), \(y2))")
  }
  #expect(worst <= 1)
}

@Test("random curves with control points on the edges of the valid square")
func edgeBeziersMatchBisection() throws {
  var generator = SeededGenerator(seed: 42)
  let edges: [Double] = [0, 1, 1e-9, 1 - 1e-9]
  let grid = (0...2_000).map { Double($0) / 2_000 } + [1e-12, 1e-6, 0.5 - 1e-9, 1 - 1e-6]
  for x1 in edges {
    for x2 in edges {
      let y1 = Double.random(in: -2...3, using: &generator)
      let y2 = Double.random(in: -2...3, using: &generator)
      let curve = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      let error = largestError(curve, BisectionBezier(x1, y1, x2, y2), grid: grid)
      #expect(error <= 1, "curve (\(x1), \(y1), \(x2), \(y2))")
    }
  }
}

/// The KeyboardFacts article's table: progress at time fractions 0.10 / 0.25 / 0.50 / 0.75 / 0.90,
/// each also found by bisection here (``BisectionBezier``).
@Test(
  "UIKit's Bézier reference values to 6 decimals",
  arguments: [
    (CubicBezier.easeInOut, [0.019722, 0.129162, 0.500000, 0.870838, 0.980278]),
    (CubicBezier.coreAnimationDefault, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
  ])
func designReferenceValues(_ curve: CubicBezier, _ expected: [Double]) {
  for (x, value) in zip([0.10, 0.25, 0.50, 0.75, 0.90], expected) {
    #expect(abs(curve.y(forX: x) - value) <= 5e-7, "x = \(x)")
  }
}

@Test("the slope dy/dx matches the reference slope inside (0, 1)", arguments: bezierCases)
func bezierSlopeMatchesReference(_ sample: BezierCase) throws {
  let curve = try sample.curve
  let reference = sample.reference
  for x in denseGrid where x > 0 && x < 1 && abs(x - 0.5) > 1e-3 {
    let expected = reference.slope(forX: x)
    let actual = curve.slope(forX: x)
    #expect(abs(actual - expected) <= 1e-6 * max(1, abs(expected)), "x = \(x)")
  }
}

/// Slopes at the ends where dx/dt = 0, derived by hand from the Bernstein derivatives
/// dx/dt(0) = 3·x1, d²x/dt²(0) = 6·(x2 − 2·x1), and likewise at t = 1 with 1 − x2, 1 − x1.
@Test(
  "end slopes where dx/dt = 0 are the hand-derived limits",
  arguments: [
    // ease-out at 0: dy/dt = dx/dt = 0, ratio of second derivatives 6·1 / 6·0.58.
    ("ease-out at 0", BezierCase("easeOut", 0, 0, 0.58, 1), 0.0, 1 / 0.58),
    // ease-out at 1: dx/dt = 3·0.42 ≠ 0, dy/dt = 3·(1 − 1) = 0.
    ("ease-out at 1", BezierCase("easeOut", 0, 0, 0.58, 1), 1.0, 0),
    // ease-in at 1: both vanish, ratio (1 − y1)/(1 − x1) of second derivatives = 1/0.58.
    ("ease-in at 1", BezierCase("easeIn", 0.42, 0, 1, 1), 1.0, 1 / 0.58),
    // x1 = 0 with y1 > 0: dy/dt = 1.5 while dx/dt = 0, a vertical tangent.
    ("vertical at 0", BezierCase("steep", 0, 0.5, 0.5, 1), 0.0, .infinity),
    // x1 = 0 with y1 < 0: the tangent points down.
    ("vertical down at 0", BezierCase("dip", 0, -0.5, 0.5, 1), 0.0, -.infinity),
    // x = t³ and y = t³ (x1 = x2 = y1 = y2 = 0): third derivatives 6 / 6.
    ("cubic at 0", BezierCase("cubic", 0, 0, 0, 0), 0.0, 1),
    // linear: 1 everywhere.
    ("linear at 0", BezierCase("linear", 0, 0, 1, 1), 0.0, 1),
    ("linear at 1", BezierCase("linear", 0, 0, 1, 1), 1.0, 1),
  ])
func endSlopes(_ label: String, _ sample: BezierCase, _ x: Double, _ expected: Double) throws {
  let slope = try sample.curve.slope(forX: x)
  if expected.isInfinite {
    #expect(slope == expected)
  } else {
    #expect(abs(slope - expected) <= 1e-12, "\(label): \(slope)")
  }
}

@Test("the curve parameter t matches the reference's t", arguments: bezierCases.prefix(8))
func bezierParameter(_ sample: BezierCase) throws {
  let curve = try sample.curve
  for x in denseGrid {
    #expect(abs(curve.parameter(forX: x) - sample.reference.parameter(forX: x)) <= 1e-9)
  }
}

@Test("outside [0, 1] the curve is clamped; NaN stays NaN")
func bezierClamps() {
  let curve = CubicBezier.easeInOut
  #expect(curve.y(forX: -0.5) == 0)
  #expect(curve.y(forX: 0) == 0)
  #expect(curve.y(forX: 1) == 1)
  #expect(curve.y(forX: 7) == 1)
  #expect(curve.y(forX: .nan).isNaN)
  #expect(curve.slope(forX: -1) == 0)
  #expect(curve.slope(forX: 2) == 0)
}

@Test(
  "invalid control points are typed errors naming the value",
  arguments: [
    ((-0.1, 0.0, 0.5, 1.0), "x1", -0.1), ((0.4, 0.0, 1.2, 1.0), "x2", 1.2),
    ((Double.nan, 0.0, 0.5, 1.0), "x1", Double.nan),
    ((0.4, Double.infinity, 0.5, 1.0), "y1", Double.infinity),
    ((0.4, 0.0, 0.5, -Double.infinity), "y2", -Double.infinity),
  ])
func invalidBezier(_ points: (Double, Double, Double, Double), _ parameter: String, _ value: Double)
{
  let error = timingError {
    _ = try CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
  }
  if value.isFinite {
    #expect(error == .controlPointX(parameter: parameter, value: value))
  } else {
    expectOutOfRange(error, parameter, value, .finite)
  }
}
