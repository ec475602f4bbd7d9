import CurveScopeChart
import CurveScopeChartLayout
import CurveScopeChartRender
import CurveScopeSupport
import Testing

@Suite("Figure painter: every kind of panel is painted")
struct FigurePainterTests {
  /// One panel of each kind, each titled with its kind; every title must be drawn, in order,
  /// and the layout must hold the panels the painter draws.
  @Test("plot, diagram and heat map panels are all painted, in order")
  func everyKind() throws {
    let figure = Figure(
      panels: [
        .plot(
          PlotPanel(
            title: "plot panel",
            series: [Series(points: [DataPoint(x: 0, y: 0), DataPoint(x: 1, y: 1)], line: nil)])),
        .diagram(
          DiagramPanel(
            title: "diagram panel", bounds: Rect(x: 0, y: 0, width: 10, height: 10),
            shapes: [
              .text("inside the diagram", at: DataPoint(x: 5, y: 5), style: TextStyle(size: 9))
            ])),
        .heatMap(
          HeatMapPanel(
            title: "heat map panel", columnLabels: ["a"], rowLabels: ["r"], values: [[1]])),
      ])
    let layout = FigureLayoutEngine(measurer: FixedAdvanceTextMeasurer())
      .layout(figure, width: 800, height: 600)
    let kinds = layout.panels.map { panel -> String in
      switch panel {
      case .plot(let plot, _): return plot.title ?? ""
      case .diagram(let diagram, _): return diagram.title ?? ""
      case .heatMap(let heatMap, _): return heatMap.title ?? ""
      }
    }
    #expect(kinds == ["plot panel", "diagram panel", "heat map panel"])
    let recorder = RecordingRenderer()
    try FigurePainter().paint(layout, on: recorder)
    let titles = recorder.texts.filter { $0.hasSuffix(" panel") || $0 == "inside the diagram" }
    #expect(titles == ["plot panel", "diagram panel", "inside the diagram", "heat map panel"])
  }
}
