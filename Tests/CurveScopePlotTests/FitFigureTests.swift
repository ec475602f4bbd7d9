import CurveScope
import Testing

@testable import CurveScopePlot

@Test("the fit figure: three panels with stand-ins, two without, and it renders")
func fitFigurePanels() throws {
  let options = BezierFitOptions(intervals: 60)
  let keyboard = try BezierFitter.fit(Timing.keyboardCurve, options: options)
  let comparison = try FitComparison(
    fit: keyboard, targetLabel: "keyboard (curve 7)", standIns: PublishedStandIn.keyboard)
  let figure = try FitFigure(comparison, title: "keyboard").figure()
  #expect(figure.panels.count == 3)
  #expect(figure.sharesXAxis)
  guard case .plot(let progress) = figure.panels[0].content else {
    Issue.record("the first panel is not a plot")
    return
  }
  // Target, fit and two stand-ins, the candidates' legend labels carrying their max errors.
  #expect(progress.series.count == 4)
  #expect(progress.series[1].label?.contains("max error 0.00") == true)
  #expect(progress.series[2].label?.contains("max error 0.07") == true)
  let png = try figure.encoded(as: .png)
  #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))

  let linear = try BezierFitter.fit(try CurveCatalogue.named("linear").timing(), options: options)
  let alone = try FitFigure(
    try FitComparison(fit: linear, targetLabel: "linear", standIns: []), title: "linear",
    keyboardHeight: nil
  ).figure()
  #expect(alone.panels.count == 2)
  #expect(try alone.encoded(as: .svg).count > 1000)
}
