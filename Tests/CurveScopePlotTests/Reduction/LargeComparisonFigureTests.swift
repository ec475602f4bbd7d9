import CurveScope
import CurveScopePlot
import Testing

/// The case that took 4 minutes and 2.8 GB: a legal custom spring at 1000 Hz gives 587 778
/// frames; its comparison figure is now laid out from what the pixels can show.
@Suite("Data reduction: a comparison of 587 778 frames")
struct LargeComparisonFigureTests {
  static let strategy = """
    {"name": "slow-spring", "handles": ["willShow"], "duration": "reported",
     "curve": "spring(mass: 1, stiffness: 1, damping: 0.0234)"}
    """

  @Test("bounded points, the extremes kept, markers dropped, and it renders")
  func slowSpring() throws {
    let strategy = try InputBarStrategy(json: Array(Self.strategy.utf8))
    let analysis = try SyncAnalysis(
      scenario: try Scenario.defaultShow(), strategy: strategy,
      clock: FrameClock(try FrameRate(hertz: 1000))
    ).measurement()
    #expect(analysis.series.frames.count == 587_778)
    let figure = try ComparisonFigure([analysis]).figure()
    let layout = FigureLayoutEngine(measurer: FixedAdvanceTextMeasurer())
      .layout(figure, width: 800, height: 500)
    for (index, (panel, original)) in zip(layout.panels, figure.panels).enumerated() {
      guard case .plot(let drawn, let plot) = panel, case .plot(let given) = original.content
      else {
        Issue.record("panel \(index) is not a plot")
        continue
      }
      // At most 4 points an eighth of a pixel column (2 px a point), 6 at the line's ends.
      let budget = 4 * 8 * Int((plot.plotArea.width * 2).rounded(.up)) + 4
      for (series, whole) in zip(drawn.series, given.series) {
        #expect(series.points.count <= budget, "panel \(index): \(series.points.count) points")
        #expect(series.points.count < whole.points.count / 10)
        #expect(series.marker == nil && whole.marker != nil)
        let finite = whole.points.filter(\.isFinite)
        #expect(series.points.map(\.y).min() == finite.map(\.y).min())
        #expect(series.points.map(\.y).max() == finite.map(\.y).max())
      }
      for fill in drawn.fills {
        #expect((fill.first.points?.count ?? 0) <= budget)
      }
      // The legend shows the bar as a line alone, as it is drawn.
      if let legend = plot.legend, index == 0 {
        #expect(
          legend.rows[0].entry.swatch
            == .line(drawn.series[0].line ?? LineStyle(color: .white), marker: nil))
      }
    }
    let png = try figure.encoded(as: .png)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
