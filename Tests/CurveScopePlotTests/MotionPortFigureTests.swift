import CurveScope
import Testing

@testable import CurveScopePlot

@Test("the motion-ports figure: progress, spring errors and approximation errors; it renders")
func motionPortFigure() throws {
  let fit = try BezierFitter.fit(Timing.keyboardCurve)
  let comparison = try MotionPortComparison.fitted(
    fit, targetLabel: "keyboard (curve 7)", travel: 291)
  // One spring per distinct end (at most 5), then linear() and the path.
  let springs = comparison.candidates.filter { $0.kind == .spring }
  #expect(springs.count == 5)
  #expect(comparison.candidates.filter { $0.kind == .approximation }.count == 2)
  for spring in springs {
    // Zero error while both move: everything but the end jumps.
    let moving = zip(comparison.timesMilliseconds, spring.errors).filter { $0.0 < 448 }
    #expect(moving.allSatisfy { abs($0.1) <= 1e-6 })
  }
  // The library's built-in keyboard comparison (the gallery's) is this fit's.
  let builtIn = try MotionPortComparison.keyboardCurve()
  #expect(builtIn.candidates.map(\.label) == comparison.candidates.map(\.label))
  #expect(builtIn.candidates.map(\.errors) == comparison.candidates.map(\.errors))
  let figure = try MotionPortFigure(comparison, title: "curve 7 elsewhere").figure()
  #expect(figure.panels.count == 3)
  guard case .plot(let progress) = figure.panels[0].content else {
    Issue.record("the first panel is not a plot")
    return
  }
  #expect(progress.series.count == 8)
  let png = try figure.encoded(as: .png)
  #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
}
