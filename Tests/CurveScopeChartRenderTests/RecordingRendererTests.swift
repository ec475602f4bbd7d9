import CurveScopeChart
import CurveScopeChartLayout
import CurveScopeChartRender
import CurveScopePlot
import CurveScopeSupport
import Testing

/// A 200 × 150 pt chart with one line from (0, 0) to (10, 10), no grid, no titles, laid out with
/// the fixed-advance measurer: slot 14…186 × 14…136; top pad 7.5 → plot top 21.5; x labels
/// 4 + 3 + 11 → plot bottom 118; ticks 0, 5, 10 (step 5 is nearest the wished 4); widest label
/// "10" 11 + 3 + 4 → plot left 32; right margin 16 → plot right 170.
@Suite("Recording renderer")
struct RecordingRendererTests {
  @Test("records exactly the primitives of a tiny chart")
  func tinyChart() throws {
    let theme = Theme.standard
    let lineStyle = LineStyle(color: .okabeItoBlue, width: 2)
    let figure = Figure(panels: [
      .plot(
        PlotPanel(
          xAxis: Axis(range: .fixed(lower: 0, upper: 10), showsGrid: false),
          yAxis: Axis(range: .fixed(lower: 0, upper: 10), showsGrid: false),
          series: [
            Series(points: [DataPoint(x: 0, y: 0), DataPoint(x: 10, y: 10)], line: lineStyle)
          ]))
    ])
    let recorder = RecordingRenderer()
    try figure.draw(
      on: recorder, measurer: FixedAdvanceTextMeasurer(), canvas: Canvas(width: 200, height: 150))

    var series = Path()
    series.move(to: 32, 118)
    series.line(to: 170, 21.5)
    var axes = Path()
    axes.move(to: 32, 21.5)
    axes.line(to: 32, 118)
    axes.line(to: 170, 118)
    for x in [32.0, 101, 170] {
      axes.move(to: x, 118)
      axes.line(to: x, 122)
    }
    for y in [118.0, 69.75, 21.5] {
      axes.move(to: 32, y)
      axes.line(to: 28, y)
    }
    let xLabel = TextStyle(
      size: 11, color: theme.secondaryText, horizontalAnchor: .center, verticalAnchor: .top)
    let yLabel = TextStyle(
      size: 11, color: theme.secondaryText, horizontalAnchor: .trailing, verticalAnchor: .middle)
    let expected: [RecordingRenderer.Call] = [
      .fillRect(Rect(x: 0, y: 0, width: 200, height: 150), theme.background),
      .pushClip(Rect(x: 32, y: 21.5, width: 138, height: 96.5)),
      .stroke(series, lineStyle),
      .popClip,
      .stroke(axes, LineStyle(color: theme.axis, width: 1)),
      .text("0", Point(x: 32, y: 125), xLabel),
      .text("5", Point(x: 101, y: 125), xLabel),
      .text("10", Point(x: 170, y: 125), xLabel),
      .text("0", Point(x: 25, y: 118), yLabel),
      .text("5", Point(x: 25, y: 69.75), yLabel),
      .text("10", Point(x: 25, y: 21.5), yLabel),
    ]
    #expect(recorder.calls == expected)
  }

  @Test("a two-colour fill draws one path per side, each in its colour")
  func twoColourFill() throws {
    let above = Color.okabeItoSkyBlue
    let below = Color.okabeItoReddishPurple
    let figure = Figure(panels: [
      .plot(
        PlotPanel(
          fills: [
            FillRegion(
              between: .series([DataPoint(x: 0, y: 2), DataPoint(x: 10, y: -2)]),
              and: .constant(0), above: above, labelAbove: nil, below: below, labelBelow: nil)
          ]))
    ])
    let recorder = RecordingRenderer()
    try figure.draw(
      on: recorder, measurer: FixedAdvanceTextMeasurer(), canvas: Canvas(width: 400, height: 300))
    let fills = recorder.calls.compactMap { call -> Color? in
      if case .fill(_, let color) = call { return color }
      return nil
    }
    #expect(fills == [above, below])
  }

  @Test("header, diagram and heat-map panels draw their texts in order")
  func otherPanels() throws {
    let figure = Figure(
      header: Header(title: "Title", lines: [Header.Line("line")]),
      panels: [
        .diagram(
          DiagramPanel(
            title: "Diagram", bounds: Rect(x: 0, y: 0, width: 10, height: 10),
            shapes: [
              .rectangle(
                Rect(x: 0, y: 0, width: 10, height: 5), fill: .okabeItoBlue, stroke: nil,
                cornerRadius: 0),
              .text("inside", at: DataPoint(x: 5, y: 2.5), style: TextStyle(size: 10)),
            ],
            legendEntries: [LegendEntry("keyboard", swatch: .box(.okabeItoBlue))])),
        .heatMap(
          HeatMapPanel(
            title: "Heat", columnLabels: ["a", "b"], rowLabels: ["r"], values: [[1, nil]])),
      ])
    let recorder = RecordingRenderer()
    try figure.draw(
      on: recorder, measurer: FixedAdvanceTextMeasurer(), canvas: Canvas(width: 800, height: 500))
    let texts = recorder.texts
    #expect(Array(texts.prefix(5)) == ["Title", "line", "Diagram", "inside", "keyboard"])
    #expect(texts.contains("Heat"))
    #expect(texts.contains("1"))  // the one cell: 1 needs no decimals
  }
}
