import CurveScopeChart
import CurveScopeChartLayout
import CurveScopeSupport
import Testing

/// Layout of a two-panel chart on an 800 × 500 pt canvas with a fixed-advance measurer
/// (0.5 em per character, ascent 0.75 em, descent 0.25 em), numbers derived by hand from the
/// standard theme (margin 14, header gap 10, line gap 3, shared panel gap 10, tick 4 + gap 3,
/// axis title gap 6, panel title gap 6, right margin 16; type 17/12/13/12/11 pt).
@Suite("Figure layout, exact numbers")
struct FigureLayoutTests {
  static func twoPanelFigure() -> Figure {
    let line = [DataPoint(x: 0, y: 10), DataPoint(x: 600, y: 90)]
    let top = PlotPanel(
      title: "A",
      xAxis: Axis(range: .fixed(lower: 0, upper: 600)),
      yAxis: Axis(
        title: "height", unit: "pt", range: .fixed(lower: 0, upper: 100),
        isInverted: true),
      series: [Series(points: line, line: LineStyle(color: .okabeItoBlue))])
    let bottom = PlotPanel(
      xAxis: Axis(title: "time", unit: "ms"),
      yAxis: Axis(title: "gap", unit: "pt", range: .fixed(lower: -20, upper: 20)),
      series: [Series(points: [DataPoint(x: 0, y: 0), DataPoint(x: 300, y: 5)])])
    return Figure(
      header: Header(title: "T", lines: [Header.Line("S")]),
      panels: [.plot(top), .plot(bottom)], sharesXAxis: true)
  }

  static func layout() -> FigureLayout {
    FigureLayoutEngine(measurer: FixedAdvanceTextMeasurer())
      .layout(twoPanelFigure(), width: 800, height: 500)
  }

  @Test("header: title 17 pt tall at the margin, the line 3 pt below it")
  func header() throws {
    let header = try #require(FigureLayoutTests.layout().header)
    #expect(header.title.frame == Rect(x: 14, y: 14, width: 8.5, height: 17))
    #expect(header.lines.map(\.frame) == [Rect(x: 14, y: 34, width: 6, height: 12)])
    #expect(header.frame == Rect(x: 14, y: 14, width: 772, height: 32))
  }

  @Test("plot areas: 210 pt slots, left band 41.5 pt, right margin 16 pt")
  func plotAreas() {
    let plots = FigureLayoutTests.layout().plots
    #expect(plots.count == 2)
    // Slots: panels start at 46 + 10 = 56; (486 − 56 − 10) / 2 = 210 each.
    #expect(
      plots.map(\.frame) == [
        Rect(x: 14, y: 56, width: 772, height: 210), Rect(x: 14, y: 276, width: 772, height: 210),
      ])
    // Left: y title 12 + 6, widest tick label "100" or "−20" 16.5 + 3 + 4 → 41.5.
    // Top panel: title band 13 + 6, no x labels (4 pt of ticks) → 75…262.
    // Bottom panel: top pad 11 / 2 + 2 = 7.5; x ticks 4 + 3 + 11 and title 6 + 12 → 283.5…450.
    #expect(plots[0].plotArea == Rect(x: 55.5, y: 75, width: 714.5, height: 187))
    #expect(plots[1].plotArea == Rect(x: 55.5, y: 283.5, width: 714.5, height: 166.5))
  }

  @Test("y ticks: 0, 50, 100 on the inverted top axis; −20, 0, 20 below")
  func yTicks() {
    let plots = FigureLayoutTests.layout().plots
    #expect(plots[0].yTicks.map(\.value) == [0, 50, 100])
    #expect(plots[0].yTicks.map(\.position) == [75, 168.5, 262])  // inverted: 0 on top
    #expect(plots[0].yTicks.compactMap(\.label?.text) == ["0", "50", "100"])
    #expect(plots[1].yTicks.map(\.value) == [-20, 0, 20])
    #expect(plots[1].yTicks.map(\.position) == [450, 366.75, 283.5])
    #expect(plots[1].yTicks.compactMap(\.label?.text) == ["\u{2212}20", "0", "20"])
    // Labels end 4 + 3 pt left of the plot area, centred on the tick.
    #expect(
      plots[0].yTicks[2].label?.frame == Rect(x: 32, y: 256.5, width: 16.5, height: 11))
  }

  @Test("shared x: same ticks 0…600 by 100 in both panels, labels only at the bottom")
  func sharedX() throws {
    let plots = FigureLayoutTests.layout().plots
    let values: [Double] = [0, 100, 200, 300, 400, 500, 600]
    #expect(plots[0].xTicks.map(\.value) == values)
    #expect(plots[1].xTicks.map(\.value) == values)
    #expect(plots[0].xTicks.allSatisfy { $0.label == nil })
    #expect(plots[0].xTitle == nil)
    let positions = plots[1].xTicks.map(\.position)
    for (position, value) in zip(positions, values) {
      #expect(abs(position - (55.5 + value / 600 * 714.5)) < 1e-9)
    }
    let last = try #require(plots[1].xTicks.last?.label)
    #expect(last.frame == Rect(x: 761.75, y: 457, width: 16.5, height: 11))
    #expect(plots[0].xScale == plots[1].xScale)
  }

  @Test("titles: panel title on the plot's left edge, axis titles centred, y title rotated")
  func titles() throws {
    let plots = FigureLayoutTests.layout().plots
    #expect(plots[0].title?.frame == Rect(x: 55.5, y: 56, width: 6.5, height: 13))
    let xTitle = try #require(plots[1].xTitle)
    #expect(xTitle.text == "time (ms)")
    #expect(xTitle.frame == Rect(x: 385.75, y: 474, width: 54, height: 12))
    let yTitle = try #require(plots[0].yTitle)
    #expect(yTitle.text == "height (pt)")
    #expect(yTitle.style.rotationDegrees == 90)
    // 66 pt long, 12 pt thick, against the slot's left edge, centred on the plot area.
    #expect(yTitle.frame == Rect(x: 14, y: 135.5, width: 12, height: 66))
  }

  @Test("panel heights follow relativeHeight; zero weights share equally")
  func relativeHeights() {
    let engine = FigureLayoutEngine(measurer: FixedAdvanceTextMeasurer())
    let empty = PlotPanel()
    let weighted = Figure(panels: [
      .plot(empty, relativeHeight: 3), .plot(empty, relativeHeight: 1),
    ])
    // 500 − 28 − 18 = 454 → 340.5 and 113.5.
    #expect(
      engine.layout(weighted, width: 800, height: 500).plots.map(\.frame.height) == [340.5, 113.5])
    let zero = Figure(panels: [.plot(empty, relativeHeight: 0), .plot(empty, relativeHeight: .nan)])
    #expect(engine.layout(zero, width: 800, height: 500).plots.map(\.frame.height) == [227, 227])
  }

  @Test("a degenerate canvas and empty data lay out without trapping")
  func degenerate() {
    let engine = FigureLayoutEngine(measurer: FixedAdvanceTextMeasurer())
    let figure = FigureLayoutTests.twoPanelFigure()
    for (width, height) in [(0.0, 0.0), (-5, 10), (.nan, .infinity), (30, 30)] {
      let layout = engine.layout(figure, width: width, height: height)
      #expect(layout.plots.count == 2)
    }
    let nothing = Figure(panels: [.plot(PlotPanel(series: [Series(points: [])]))])
    let plot = engine.layout(nothing, width: 800, height: 500).plots[0]
    #expect(plot.yTicks.map(\.value).first == 0)
  }
}
