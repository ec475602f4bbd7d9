import CurveScopeTestSupport
import CurveScopeTiming
import Foundation
import ReferenceSolvers
import Testing

@testable import CurveScopeFit

/// A Bézier over `duration` by bisection, 1 from the duration on.
func independentBezier(
  _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, over duration: Double
) -> (Double) -> Double {
  let curve = BisectionBezier(x1, y1, x2, y2)
  return { t in t <= 0 ? 0 : (t >= duration ? 1 : curve.y(forX: t / duration)) }
}

/// Brute force: max and RMS of candidate − target at t = window · i / n, i = 0…n.
func bruteForceError(
  _ candidate: (Double) -> Double, _ target: (Double) -> Double, window: Double, intervals: Int
) -> (max: Double, rms: Double) {
  var worst = 0.0
  var squares = 0.0
  for i in 0...intervals {
    let t = window * Double(i) / Double(intervals)
    let error = candidate(t) - target(t)
    worst = nanMax(worst, abs(error))
    squares += error * error
  }
  return (worst, (squares / Double(intervals + 1)).squareRoot())
}

struct StandInCase: CustomTestStringConvertible, Sendable {
  let name: String
  let points: (Double, Double, Double, Double)
  let duration: Double
  /// The rounded figure of the KeyboardFacts article ("Bézier stand-ins").
  let published: Double
  var testDescription: String { name }
}

@Test(
  "stand-in errors against the keyboard: FitAccuracy equals brute force and the published figures",
  arguments: [
    StandInCase(
      name: "(0.38, 0.7, 0.125, 1) over 0.5 s", points: (0.38, 0.7, 0.125, 1), duration: 0.5,
      published: 0.077),
    StandInCase(
      name: "(0.1, 0.76, 0.55, 0.9) over 0.25 s", points: (0.1, 0.76, 0.55, 0.9), duration: 0.25,
      published: 0.34),
  ])
func standInErrors(_ standIn: StandInCase) throws {
  let (x1, y1, x2, y2) = standIn.points
  let grid = try FitGrid(window: 0.6, intervals: 600)
  let timing = try BezierTiming(
    curve: try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2), duration: standIn.duration)
  let accuracy = FitAccuracy.measure(timing, against: Timing.keyboardCurve, on: grid)
  let reference = bruteForceError(
    independentBezier(x1, y1, x2, y2, over: standIn.duration), independentKeyboard, window: 0.6,
    intervals: 600)
  #expect(abs(accuracy.maxError - reference.max) <= 1e-9)
  #expect(abs(accuracy.rmsError - reference.rms) <= 1e-9)
  #expect(abs(accuracy.maxError - standIn.published) <= 0.005)
  // The published stand-ins from the library measure the same.
  let library = try #require(PublishedStandIn.keyboard.first { $0.duration == standIn.duration })
  #expect(try library.accuracy(against: Timing.keyboardCurve, on: grid) == accuracy)
}

@Test("FitAccuracy reports where the largest error is, with its sign")
func fitAccuracyLocation() throws {
  // Linear over 1 s against linear over 0.5 s: error t − 2t = −t until 0.5 s, then t − 1.
  let grid = try FitGrid(window: 1, intervals: 100)
  let slow = try LinearTiming(duration: 1)
  let fast = try LinearTiming(duration: 0.5)
  let accuracy = FitAccuracy.measure(slow, against: fast, on: grid)
  #expect(abs(accuracy.maxError - 0.5) <= 1e-12)
  #expect(abs(accuracy.maxErrorTime - 0.5) <= 1e-12)
  #expect(accuracy.signedMaxError < 0)
  // Σ over i = 0…100 of e² with e = −i/100 (i ≤ 50) and i/100 − 1 (i > 50), by hand:
  // (Σ_{i=0}^{50} i² + Σ_{j=0}^{49} j²) / 100² = (42925 + 40425) / 10000 = 8.335.
  #expect(abs(accuracy.rmsError - (8.335 / 101).squareRoot()) <= 1e-12)
}

@Test(
  "grids reject bad windows and interval counts",
  arguments: [
    (0.0, 600), (-1.0, 600), (Double.nan, 600), (Double.infinity, 600), (0.6, 9), (0.6, 100_001),
  ])
func fitGridBounds(_ window: Double, _ intervals: Int) {
  #expect(throws: FitError.self) { try FitGrid(window: window, intervals: intervals) }
}
