import CurveScopeCodec
import ReferenceSolvers
import Testing

@testable import CurveScopeTiming

@Test(
  "UIKit curves 0…3 are the UIKit Béziers over the given duration",
  arguments: [
    (0, [0.42, 0, 0.58, 1]), (1, [0.42, 0, 1, 1]), (2, [0, 0, 0.58, 1]), (3, [0, 0, 1, 1]),
  ])
func documentedCurves(_ raw: Int, _ points: [Double]) throws {
  let timing = try AnimationCurve(rawValue: raw).timing(duration: 0.4)
  let reference = BisectionBezier(points[0], points[1], points[2], points[3])
  #expect(timing.duration == 0.4)
  for time in stride(from: 0.0, to: 0.4, by: 0.05) {
    #expect(abs(timing.progress(at: time) - reference.y(forX: time / 0.4)) <= 1e-9)
  }
  #expect(!AnimationCurve(rawValue: raw).hasAssumedTiming)
}

@Test("curve 7 is the keyboard spring for 0.5 s whatever the duration")
func keyboardCurve() throws {
  for duration in [0.25, 0.35, 0.4, 2] {
    let timing = try AnimationCurve.keyboard.timing(duration: duration)
    #expect(timing == Timing.keyboardCurve)
    #expect(timing.duration == 0.5)
  }
  #expect(!AnimationCurve.keyboard.hasAssumedTiming)
}

@Test(
  "other values run as ease-in-out, flagged as an assumption", arguments: [4, 5, 6, 8, 15, 16, -1])
func unknownCurves(_ raw: Int) throws {
  let curve = AnimationCurve(rawValue: raw)
  #expect(
    try curve.timing(duration: 0.3) == .bezier(try BezierTiming(curve: .easeInOut, duration: 0.3)))
  #expect(curve.hasAssumedTiming)
}

@Test("a duration ≤ 0 makes no animation for every curve, 7 included; NaN is an error")
func zeroDuration() throws {
  for raw in [0, 3, 7, 9] {
    #expect(try AnimationCurve(rawValue: raw).timing(duration: 0) == .jump)
    #expect(try AnimationCurve(rawValue: raw).timing(duration: -1) == .jump)
  }
  #expect(throws: TimingError.self) { _ = try AnimationCurve.easeIn.timing(duration: .nan) }
}
