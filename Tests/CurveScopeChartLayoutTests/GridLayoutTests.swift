import CurveScopeChart
import CurveScopeChartLayout
import CurveScopeSupport
import Testing

/// Panels in a grid (small multiples), derived by hand on the 800 × 500 pt canvas with the
/// fixed-advance measurer (0.5 em wide, 0.75/0.25 em ascent/descent) and the standard theme:
/// margin 14 → content 772 × 472; column gap 22 → columns 375 wide; row gap 18 (10 when the
/// x axis is shared).
@Suite("Panel grids")
struct GridLayoutTests {
  static var engine: FigureLayoutEngine { FigureLayoutEngine(measurer: FixedAdvanceTextMeasurer()) }

  static func panel(xTitle: String? = "time") -> Panel {
    .plot(
      PlotPanel(
        xAxis: Axis(title: xTitle, unit: "ms", range: .fixed(lower: 0, upper: 100)),
        yAxis: Axis(range: .fixed(lower: 0, upper: 10)),
        series: [Series(points: [DataPoint(x: 0, y: 0), DataPoint(x: 100, y: 10)])]))
  }

  @Test("four panels in two columns: slots 375 × 227, filled row by row")
  func slots() {
    let figure = Figure(panels: Array(repeating: Self.panel(), count: 4), columnCount: 2)
    let frames = Self.engine.layout(figure, width: 800, height: 500).plots.map(\.frame)
    // (472 − 18) / 2 = 227 per row; second column at 14 + 375 + 22 = 411.
    #expect(
      frames == [
        Rect(x: 14, y: 14, width: 375, height: 227), Rect(x: 411, y: 14, width: 375, height: 227),
        Rect(x: 14, y: 259, width: 375, height: 227), Rect(x: 411, y: 259, width: 375, height: 227),
      ])
  }

  @Test("shared x in a grid: the bottom row gets the label band, plot areas are equally tall")
  func sharedX() {
    let figure = Figure(
      panels: Array(repeating: Self.panel(), count: 4), sharesXAxis: true, columnCount: 2)
    let plots = Self.engine.layout(figure, width: 800, height: 500).plots
    // Label band: tick gap 3 + tick labels 11 + title gap 6 + title 12 = 32.
    // Rows: (472 − 10 − 32) / 2 = 215, the last one 215 + 32 = 247.
    #expect(plots.map(\.frame.height) == [215, 215, 247, 247])
    #expect(plots.map(\.plotArea.height) == Array(repeating: plots[0].plotArea.height, count: 4))
    #expect(plots.map { $0.xTicks.contains { $0.label != nil } } == [false, false, true, true])
    #expect(plots.map { $0.xTitle != nil } == [false, false, true, true])
  }

  @Test("shared x over an incomplete bottom row: the right column's last panel stays as tall")
  func sharedXIncomplete() {
    let figure = Figure(
      panels: Array(repeating: Self.panel(), count: 5), sharesXAxis: true, columnCount: 2)
    let plots = Self.engine.layout(figure, width: 800, height: 500).plots
    // Rows: (472 − 2 × 10 − 32) / 3 = 140; the bottom row and the right column's last panel
    // (row 2, reaching into the empty cell below) 140 + 32 = 172.
    #expect(plots.map(\.frame.height) == [140, 140, 140, 172, 172])
    #expect(plots[3].frame.y == 14 + 140 + 10)
    #expect(plots.map(\.plotArea.height) == Array(repeating: plots[0].plotArea.height, count: 5))
    #expect(
      plots.map { $0.xTicks.contains { $0.label != nil } } == [false, false, false, true, true])
  }

  @Test("column count is clamped to 1…panels; one column is the plain stack")
  func clamped() {
    let wide = Figure(panels: [Self.panel(), Self.panel()], columnCount: 9)
    #expect(wide.resolvedColumnCount == 2)
    let none = Figure(panels: [Self.panel(), Self.panel()], columnCount: 0)
    #expect(none.resolvedColumnCount == 1)
    #expect(
      Self.engine.layout(none, width: 800, height: 500).plots.map(\.frame)
        == Self.engine.layout(
          Figure(panels: [Self.panel(), Self.panel()]), width: 800, height: 500
        )
        .plots.map(\.frame))
  }

  @Test("plot areas of one column share their left edge")
  func columnsAlign() {
    var narrow = PlotPanel(yAxis: Axis(range: .fixed(lower: 0, upper: 1)))
    narrow.series = [Series(points: [DataPoint(x: 0, y: 0)])]
    var wide = PlotPanel(yAxis: Axis(title: "long title", range: .fixed(lower: 0, upper: 100_000)))
    wide.series = narrow.series
    let figure = Figure(
      panels: [.plot(narrow), .plot(narrow), .plot(wide), .plot(narrow)], columnCount: 2)
    let plots = Self.engine.layout(figure, width: 800, height: 500).plots
    #expect(plots[0].plotArea.x == plots[2].plotArea.x)
    #expect(plots[1].plotArea.x == plots[3].plotArea.x)
    // The right column does not take the left column's wide band.
    #expect(plots[1].plotArea.x - plots[1].frame.x < plots[0].plotArea.x - plots[0].frame.x)
  }
}
