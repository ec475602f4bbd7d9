import CurveScopeChart
import CurveScopeChartLayout
import CurveScopeSupport
import Testing

@Suite("Annotation label placement")
struct LabelPlacerTests {
  static var engine: FigureLayoutEngine { FigureLayoutEngine(measurer: FixedAdvanceTextMeasurer()) }
  static let flat = [DataPoint(x: 0, y: 50), DataPoint(x: 100, y: 50)]

  static func plot(_ annotations: [Annotation], series: [DataPoint] = flat) -> PlotLayout {
    let panel = PlotPanel(
      xAxis: Axis(range: .fixed(lower: 0, upper: 100)),
      yAxis: Axis(range: .fixed(lower: 0, upper: 100)),
      series: [Series(points: series, line: LineStyle(color: .okabeItoBlack))],
      annotations: annotations)
    return engine.layout(Figure(panels: [.plot(panel)]), width: 800, height: 500).plots[0]
  }

  @Test("a label on a horizontal line sits off the line, inside the plot, with an arrow")
  func avoidsLine() throws {
    let plot = LabelPlacerTests.plot([Annotation("peak 50", at: DataPoint(x: 50, y: 50))])
    let label = try #require(plot.annotations.first)
    let lineY = plot.yScale.position(50)
    #expect(label.box.maxY < lineY || label.box.y > lineY)
    #expect(label.box.areaOutside(plot.plotArea) == 0)
    let arrow = try #require(label.arrow)
    // The arrow ends 2 pt short of the target, on the line from the box centre.
    let dx = label.target.x - arrow.end.x
    let dy = label.target.y - arrow.end.y
    #expect(abs((dx * dx + dy * dy).squareRoot() - 2) < 1e-9)
  }

  @Test("with nothing nearby the label goes 26 pt right of the target, vertically centred")
  func preferredSpot() throws {
    // Nothing nearby except a line far below, so only the distance and rank terms count:
    // "right" at 26 pt scores 0.06 × 26 + 0.01 × 1 = 1.57; "up" 1.62; "right-up" (36.8 pt)
    // 2.22; the nearest grid boxes (16.5 pt above, rank 117) 2.16.
    let plot = LabelPlacerTests.plot(
      [Annotation("x", at: DataPoint(x: 50, y: 80))],
      series: [DataPoint(x: 0, y: 0), DataPoint(x: 100, y: 0)])
    let label = try #require(plot.annotations.first)
    let target = label.target
    // Box 5.5 + 6 wide, 11 + 6 tall, centre (target.x + 26 + 5.75, target.y).
    #expect(label.box == Rect(x: target.x + 26, y: target.y - 8.5, width: 11.5, height: 17))
  }

  @Test("labels of nearby points never overlap one another or leave the plot")
  func deOverlap() {
    let annotations = (0..<5).map { index in
      Annotation("label number \(index)", at: DataPoint(x: 50 + Double(index), y: 50))
    }
    let plot = LabelPlacerTests.plot(annotations)
    #expect(plot.annotations.count == 5)
    for (i, a) in plot.annotations.enumerated() {
      #expect(a.box.areaOutside(plot.plotArea) < 1e-6)
      for b in plot.annotations[(i + 1)...] {
        #expect(!a.box.intersects(b.box), "\(a.label.text) overlaps \(b.label.text)")
      }
    }
  }

  @Test("labels avoid the legend")
  func avoidsLegend() throws {
    let panel = PlotPanel(
      xAxis: Axis(range: .fixed(lower: 0, upper: 100)),
      yAxis: Axis(range: .fixed(lower: 0, upper: 100)),
      series: [
        Series(
          label: "a long legend label", points: LabelPlacerTests.flat,
          line: LineStyle(color: .okabeItoBlack))
      ],
      annotations: [Annotation("corner", at: DataPoint(x: 98, y: 98))],
      legend: .inside(.topRight))
    let plot = LabelPlacerTests.engine.layout(
      Figure(panels: [.plot(panel)]), width: 800, height: 500
    ).plots[0]
    let legend = try #require(plot.legend)
    let label = try #require(plot.annotations.first)
    #expect(!label.box.intersects(legend.frame))
  }

  @Test("a fixed offset is honoured; non-finite targets are skipped")
  func fixedOffset() throws {
    let plot = LabelPlacerTests.plot([
      Annotation("here", at: DataPoint(x: 10, y: 10), offset: (x: 40, y: -30)),
      Annotation("nowhere", at: DataPoint(x: .nan, y: 10)),
    ])
    #expect(plot.annotations.count == 1)
    let label = try #require(plot.annotations.first)
    #expect(label.label.position.x == label.target.x + 40)
    #expect(label.label.position.y == label.target.y - 30)
  }

  @Test("where lines fill the whole plot (a long recording), labels stay inside it")
  func densePlot() throws {
    // A zigzag between 0 and 100 every 0.5 units: every box anywhere hides far more line than
    // the cap, so the label must not flee past the plot's edge.
    let zigzag = (0...200).map { DataPoint(x: Double($0) / 2, y: $0 % 2 == 0 ? 0 : 100) }
    let plot = LabelPlacerTests.plot(
      [
        Annotation("max gap 63.7 pt at 5091.9 ms", at: DataPoint(x: 0.5, y: 100)),
        Annotation("max overlap 63.7 pt at 92 ms", at: DataPoint(x: 0, y: 0)),
      ], series: zigzag)
    #expect(plot.annotations.count == 2)
    for label in plot.annotations {
      #expect(label.box.areaOutside(plot.plotArea) == 0, "\(label.label.text)")
    }
    #expect(!plot.annotations[0].box.intersects(plot.annotations[1].box))
  }
}
