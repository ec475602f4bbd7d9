import CurveScopeTestSupport
import ReferenceSolvers
import Testing

@testable import CurveScope

@Test(
  "Android paths: 2 and 3 cubic segments, continuous, monotone in x, errors falling with the count")
func keyboardPaths() throws {
  let single = try #require(keyboardFit)
  let fits = try BezierPathFitter.fit(single, maximumSegments: 3)
  #expect(fits.map(\.segmentCount) == [1, 2, 3])
  #expect(abs(fits[0].accuracy.maxError - single.rounded.accuracy.maxError) <= 1e-12)
  #expect(fits[1].accuracy.maxError < fits[0].accuracy.maxError)
  #expect(fits[2].accuracy.maxError < fits[1].accuracy.maxError)
  #expect(fits[1].accuracy.maxError <= 0.002)
  for fit in fits {
    let segments = fit.path.segments
    #expect(segments.first?.x0 == 0 && segments.first?.y0 == 0)
    #expect(segments.last?.x3 == 1 && segments.last?.y3 == 1)
    for (a, b) in zip(segments, segments.dropFirst()) {
      #expect(a.x3 == b.x0 && a.y3 == b.y0)
    }
    // Measured independently: each segment normalised to the unit square and inverted by
    // bisection, against curve 7 written out, at 601 instants.
    var worst = 0.0
    for milliseconds in 0...600 {
      let t = Double(milliseconds) / 1000
      var y = 1.0
      let x = t / fit.duration
      if x < 1, let s = segments.first(where: { x <= $0.x3 }) {
        #expect(s.isMonotoneInX)
        let w = s.x3 - s.x0
        let h = s.y3 - s.y0
        let curve = BisectionBezier(
          (s.x1 - s.x0) / w, (s.y1 - s.y0) / h, (s.x2 - s.x0) / w, (s.y2 - s.y0) / h)
        y = s.y0 + h * curve.y(forX: (x - s.x0) / w)
      }
      worst = nanMax(worst, abs(y - independentKeyboard(t)))
    }
    #expect(abs(worst - fit.accuracy.maxError) <= 1e-8, "\(fit.segmentCount) segments")
  }
  #expect(fits[1].androidSnippet.hasPrefix("val path = Path().apply { moveTo(0f, 0f); cubicTo("))
  #expect(fits[1].androidSnippet.contains("PathInterpolator(path)"))
}

@Test("paths refuse what PathInterpolator refuses")
func pathValidation() {
  let good = BezierPathSegment(x0: 0, y0: 0, x1: 0.3, y1: 0, x2: 0.7, y2: 1, x3: 1, y3: 1)
  #expect(throws: FitError.self) { try BezierPath(segments: []) }
  var backwards = good
  backwards.x1 = 1.2
  #expect(throws: FitError.self) { try BezierPath(segments: [backwards]) }
  var late = good
  late.x0 = 0.1
  #expect(throws: FitError.self) { try BezierPath(segments: [late]) }
  #expect((try? BezierPath(segments: [good])) != nil)
}

@Test("the path offered is the fewest segments beyond one within the goal, through the library")
func pathChoice() throws {
  let single = try #require(keyboardFit)
  let fits = try BezierPathFitter.fit(single, maximumSegments: 3)
  // One cubic misses 0.002 of the travel; two segments reach it (checked above, independently).
  #expect(BezierPathFitter.isNeeded(fits, goal: 0.002))
  #expect(BezierPathFitter.chosen(fits, goal: 0.002)?.segmentCount == 2)
  // A goal no path meets takes the most segments tried; a loose one never takes the single cubic.
  #expect(BezierPathFitter.chosen(fits, goal: 1e-9)?.segmentCount == 3)
  #expect(BezierPathFitter.chosen(fits, goal: 1)?.segmentCount == 2)
  #expect(!BezierPathFitter.isNeeded(fits, goal: 1))
  #expect(BezierPathFitter.chosen([], goal: 0.002) == nil)
}
