import CurveScopeTestSupport
import ReferenceSolvers
import Testing

@testable import CurveScope

struct LinearEasingCase: CustomTestStringConvertible, Sendable {
  let css: String
  let stops: [LinearEasingStop]
  /// (input, expected output), worked out by hand from the spec.
  let values: [(Double, Double)]
  var testDescription: String { css }
}

@Test(
  "linear() evaluates as CSS Easing Level 2 defines it",
  arguments: [
    LinearEasingCase(
      css: "linear(0, 0.25, 1)", stops: [.init(0), .init(0.25), .init(1)],
      values: [(0.25, 0.125), (0.5, 0.25), (0.75, 0.625), (1, 1), (-0.5, -0.25), (1.5, 1.75)]),
    LinearEasingCase(
      css: "linear(0, 0.25 75%, 1)", stops: [.init(0), .init(0.25, at: 0.75), .init(1)],
      values: [(0.375, 0.125), (0.75, 0.25), (0.875, 0.625)]),
    LinearEasingCase(
      css: "linear(0, 0.5 60%, 0.8 40%, 1)",
      stops: [.init(0), .init(0.5, at: 0.6), .init(0.8, at: 0.4), .init(1)],
      // 40 % is raised to 60 %: a jump from 0.5 to 0.8 at 60 %.
      values: [(0.3, 0.25), (0.6, 0.8), (0.8, 0.9)]),
    LinearEasingCase(
      css: "linear(0, 0.2, 0.4 50%, 0.7, 0.8, 1)",
      stops: [.init(0), .init(0.2), .init(0.4, at: 0.5), .init(0.7), .init(0.8), .init(1)],
      // 0.2 at 25 %; 0.7 and 0.8 at 66.7 % and 83.3 %.
      values: [(0.125, 0.1), (0.25, 0.2), (0.5, 0.4), (0.75, 0.75), (0.9, 0.88)]),
  ])
func linearEasingSpec(_ item: LinearEasingCase) throws {
  let easing = try LinearEasing(stops: item.stops)
  let reference = try #require(ReferenceLinearEasing(item.css))
  for (x, expected) in item.values {
    #expect(abs(easing.output(at: x) - expected) <= 1e-12, "x = \(x)")
    #expect(abs(reference.output(x) - expected) <= 1e-12, "reference, x = \(x)")
  }
  #expect(throws: FitError.self) { try LinearEasing(stops: [.init(0)]) }
}

/// The keyboard's linear() table on the 1 ms grid over 0.6 s, computed once.
let keyboardLinearTable: LinearEasingFitTable? = try? LinearEasingFitter.fit(
  Timing.keyboardCurve, grid: FitGrid(window: 0.6, intervals: 600))

@Test("keyboard linear(): the default stops meet 0.002, measured independently from the CSS text")
func keyboardLinearDefault() throws {
  let table = try #require(keyboardLinearTable)
  let chosen = table.chosen
  #expect(chosen.stopCount == table.defaultStopCount)
  // Parse the printed function and evaluate it with the reference, against curve 7 written
  // out, at 601 instants 1 ms apart.
  let css = chosen.easing.cssText()
  let reference = try #require(ReferenceLinearEasing(css))
  var worst = 0.0
  for milliseconds in 0...600 {
    let t = Double(milliseconds) / 1000
    let linear = t < 0.5 ? reference.output(t / 0.5) : 1
    worst = nanMax(worst, abs(linear - independentKeyboard(t)))
  }
  #expect(worst <= 0.002)
  #expect(abs(worst - chosen.accuracy.maxError) <= 1e-9)
  // The smallest count: one stop fewer misses the goal.
  let fewer = try #require(table.fits.first { $0.stopCount == chosen.stopCount - 1 })
  #expect(fewer.accuracy.maxError > 0.002)
  #expect(chosen.css.hasPrefix("transition-timing-function: linear(0, "))
  #expect(chosen.css.hasSuffix(", 1); transition-duration: 500ms;"))
}

@Test(
  "the error-vs-stops table never rises with the stop count",
  arguments: [
    "keyboard", "spring(mass: 1, stiffness: 157.9, damping: 17.6)", "ease-in-out",
  ])
func linearTableMonotone(_ curve: String) throws {
  let target = try CurveSpec(parsing: curve).timing()
  let table =
    curve == "keyboard"
    ? try #require(keyboardLinearTable)
    : try LinearEasingFitter.fit(
      target, grid: FitGrid(window: 1.2 * target.duration, intervals: 600))
  #expect(table.fits.first?.stopCount == 2)
  for (a, b) in zip(table.fits, table.fits.dropFirst()) {
    #expect(b.stopCount == a.stopCount + 1)
    #expect(b.accuracy.maxError <= a.accuracy.maxError, "\(a.stopCount) → \(b.stopCount)")
  }
  #expect(table.chosen.accuracy.maxError <= 0.002)
  #expect(throws: FitError.self) {
    try LinearEasingFitter.fit(target, grid: FitGrid(window: 1, intervals: 100), stopCount: 1)
  }
}
