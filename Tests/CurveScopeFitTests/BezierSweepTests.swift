import CurveScopeTestSupport
import ReferenceSolvers
import Testing

@testable import CurveScopeFit

@Test("the warm-started sweep agrees with bisection on random curves, flat ends included")
func bezierSweepMatchesBisection() {
  var generator = SeededGenerator(seed: 6)
  var curves: [(Double, Double, Double, Double)] = [
    (0, 0, 1, 1), (0, 0.5, 1, 0.5), (1, 0, 0, 1), (0.42, 0, 0.58, 1), (0, 0, 0.58, 1),
    (0.42, 0, 1, 1), (0.2258, 0.1706, 0.1485, 0.9988), (0.3, -0.8, 0.7, 1.9),
  ]
  for _ in 0..<40 {
    curves.append(
      (
        Double.random(in: 0...1, using: &generator), Double.random(in: -1...2, using: &generator),
        Double.random(in: 0...1, using: &generator), Double.random(in: -1...2, using: &generator)
      ))
  }
  let fractions = (0...700).map { Double($0) / 600 - 0.05 }  // −0.05 … 1.1167: ends included
  for (x1, y1, x2, y2) in curves {
    let reference = BisectionBezier(x1, y1, x2, y2)
    var values = [Double](repeating: .nan, count: fractions.count)
    fractions.withUnsafeBufferPointer { input in
      values.withUnsafeMutableBufferPointer { output in
        BezierSweep(x1: x1, y1: y1, x2: x2, y2: y2).evaluate(input, into: output)
      }
    }
    var worst = 0.0
    for (x, y) in zip(fractions, values) {
      let expected = x <= 0 ? 0 : (x >= 1 ? 1 : reference.y(forX: x))
      worst = nanMax(worst, abs(y - expected))
    }
    // (1, 0, 0, 1) has y a cube root of x near ½: a parameter error of 1e-9 costs more there.
    let tolerance = x1 == 1 && x2 == 0 ? 1e-5 : 1e-7
    #expect(worst <= tolerance, "(\(x1), \(y1), \(x2), \(y2)): \(worst)")
  }
}
