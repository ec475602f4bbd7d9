import Foundation
import ReferenceSolvers
import Testing

@testable import CurveScopeMeasure
@testable import CurveScopeSync
@testable import CurveScopeTiming

/// Inputs the fuzzers and the numeric edge-case tables found, kept as regressions: each used to
/// trap or to give NaN, and now gives a typed error or a finite answer.
struct HardeningRegressionTests {
  /// fuzz target `baseline`: a violation of a limit near 1e308 rounded it through
  /// `Int((1e308 * 10).rounded())` and trapped; `check --max-lag 1e308` or `--baseline-ms 1e308`
  /// reached it whenever the bar never got to half travel.
  @Test(
    "violations describe huge limits without trapping",
    arguments: [
      (1e308, "limit 1e+308 ms"), (1e19, "limit 1e+19 ms"), (9.3e17, "limit 9.3e+17 ms"),
      (1e14, "limit 100000000000000 ms"), (62.45, "limit 62.5 ms"),
    ])
  func hugeLimit(limit: Double, text: String) {
    let violation = SyncViolation(measure: .lag, value: nil, limit: limit)
    #expect(violation.description.contains(text), "\(violation.description)")
    let measured = SyncViolation(measure: .maxGap, value: 1.5e308, limit: 1e308)
    #expect(measured.description == "max gap 1.5e+308 pt > 1e+308 pt (by 5e+307 pt)")
  }

  /// fuzz target `curve-spec`: `bezier(0,1e308,1,-1e308)` has 3·y1 = ∞ as a coefficient and
  /// evaluated to NaN; y1 and y2 are now bounded by ±1e6.
  @Test(
    "Bézier control y beyond ±1e6 is a typed error",
    arguments: [(1e308, -1e308), (1e307, 0), (0, -1_000_001), (-1e6 * (1 + 1e-15), 1)]
      as [(Double, Double)])
  func bezierY(y1: Double, y2: Double) {
    #expect(throws: TimingError.self) { try CubicBezier(x1: 0.2, y1: y1, x2: 0.5, y2: y2) }
  }

  @Test("a Bézier at the ±1e6 bound matches the bisection reference")
  func bezierAtBound() throws {
    let curve = try CubicBezier(x1: 0.3, y1: 1e6, x2: 0.7, y2: -1e6)
    let reference = BisectionBezier(0.3, 1e6, 0.7, -1e6)
    for step in 0...64 {
      let x = Double(step) / 64
      let y = curve.y(forX: x)
      #expect(y.isFinite)
      // The solver's error is 1e-9 plus 1e-15·|dy/dx|; here |dy/dx| is up to about 1e7.
      #expect(abs(y - reference.y(forX: x)) <= 1e-6, "x = \(x)")
    }
  }

  /// fuzz target `curve-spec`, crash-fdcad5156df869c43953272f0fb02ffa88c2821f:
  /// `bezier(1,130,-0,08)` at x = ½. With x1 = 1 and x2 = 0, x(t) is stationary at t = ½, where
  /// x(½) = ½ exactly: the solver's Newton step was 0/0 and NaN came out as the progress. There
  /// y(x = ½) = y(t = ½) = 3·¼·½·y1 + 3·½·¼·y2 + ⅛ = (3·y1 + 3·y2 + 1) / 8.
  @Test(
    "x1 = 1, x2 = 0 curves give y(½) = (3·y1 + 3·y2 + 1) / 8",
    arguments: [(130.0, 8.0), (0, 1), (1, 0), (2, 1), (-5, 0.25)])
  func stationaryMiddle(y1: Double, y2: Double) throws {
    for x2 in [0.0, -0.0] {
      let curve = try CubicBezier(x1: 1, y1: y1, x2: x2, y2: y2)
      #expect(curve.y(forX: 0.5) == (3 * y1 + 3 * y2 + 1) / 8)
      #expect(curve.parameter(forX: 0.5) == 0.5)
      for step in 0...32 {
        #expect(curve.y(forX: Double(step) / 32).isFinite)
      }
    }
  }

  /// numeric edge cases: `spring(…, damping: 1e308, model: exact)` made σ² − ω0² infinite and
  /// "settled" at 0 s; `velocity: 1e308` made the velocity at 0 s NaN.
  @Test(
    "spring rates and velocity are bounded",
    arguments: [
      (1.0, 100.0, 1e308, 0.0, "damping"), (1, 100, 2_000_001, 0, "damping"),
      (1, 1.0000001e12, 1, 0, "stiffness"), (1e-300, 1, 0, 0, "stiffness"),
      (1, 100, 10, 1e308, "initial velocity"), (1, 100, 10, -1_000_001, "initial velocity"),
    ])
  func springBounds(
    mass: Double, stiffness: Double, damping: Double, velocity: Double, name: String
  ) {
    #expect {
      try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    } throws: { error in
      (error as? TimingError)?.parameter == name
    }
  }

  /// fuzz target `curve-spec`, timeout-6a00e8eff357b02ca6e92dbbd54c238b4dd206c0:
  /// `Spring( Mass : 4 , STIFFNESS:825, damping: 31e-308, initiAlVelocity: 40 )` hung: the
  /// search for the last swing beyond ε started at swing 1e15 and stepped forward one swing at a
  /// time for ever.
  @Test("a spring too lightly damped to settle is refused at once")
  func almostUndamped() throws {
    let spring = try Spring(mass: 4, stiffness: 825, damping: 3.1e-307, initialVelocity: 40)
    #expect(try spring.settlingDuration() == .infinity)
    #expect {
      try SpringTiming(spring: spring)
    } throws: { error in
      (error as? TimingError) == .neverSettles(damping: 3.1e-307)
    }
  }

  /// With v0 = 0, 1 − x(t) = e^(−σt)·(cos ωd·t + (σ/ωd)·sin ωd·t) has its extrema where
  /// sin ωd·t = 0, of size e^(−σt): the last one beyond ε is within one half period of
  /// ln(1/ε)/σ, and the settling time within a half period after it.
  @Test("a lightly damped spring of 4.4e9 swings settles where its envelope says")
  func lightlyDamped() throws {
    let spring = try Spring(mass: 1, stiffness: 1e12, damping: 1e-3)
    let sigma = 5e-4
    let halfPeriod = Double.pi / 1e6
    let envelope = log(1000.0) / sigma
    let settling = try spring.settlingDuration()
    #expect(abs(settling - envelope) <= halfPeriod * 1.01, "\(settling) vs \(envelope)")
  }

  @Test("springs at the bounds settle at a finite time and stay finite")
  func springAtBounds() throws {
    let springs = [
      try Spring(mass: 1, stiffness: 100, damping: 2e6),
      try Spring(mass: 1, stiffness: 1e12, damping: 1),
      try Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: -1e6),
    ]
    for spring in springs {
      for model in Spring.Model.allCases {
        let settling = try spring.settlingDuration(model: model)
        #expect(settling.isFinite && settling > 0, "\(spring) \(model)")
        for step in 0...32 {
          let time = settling * Double(step) / 32
          #expect(spring.position(at: time, model: model).isFinite)
          #expect(spring.velocity(at: time, model: model).isFinite)
        }
      }
    }
    // Critical damping in closed form: x(t) = 1 − (1 + ω0·t)·e^(−ω0·t) with ω0 = 1e6 (m 1, k 1e12,
    // c 2e6 gives ζ = 1).
    let fast = try Spring(mass: 1, stiffness: 1e12, damping: 2e6)
    let time = 2e-6
    let expected = 1 - (1 + 1e6 * time) * exp(-(1e6 * time))
    #expect(abs(fast.position(at: time) - expected) < 1e-12)
  }
}
