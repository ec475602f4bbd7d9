import CurveScopeChart
import CurveScopeChartRender
import CurveScopeSupport
import Testing

@testable import CurveScopeChartLayout

/// Data arrows, text wrapping, header legends, reference-label avoidance and leader crossings.
@Suite("Plot additions")
struct PlotAdditionsTests {
  static let measurer = FixedAdvanceTextMeasurer()

  /// A 0…100 × 0…100 panel on a canvas whose plot area is known from the layout.
  static func draw(_ panel: PlotPanel) throws -> (RecordingRenderer, PlotLayout) {
    let figure = Figure(panels: [.plot(panel)])
    let layout = FigureLayoutEngine(measurer: measurer).layout(figure, width: 800, height: 500)
    let recorder = RecordingRenderer()
    try FigurePainter().paint(layout, on: recorder)
    return (recorder, layout.plots[0])
  }

  static let axes = (
    x: Axis(range: .fixed(lower: 0, upper: 100), showsGrid: false),
    y: Axis(range: .fixed(lower: 0, upper: 100), showsGrid: false)
  )

  @Test("a data arrow: end bars and shaft in one stroke, both heads in one fill")
  func dataArrow() throws {
    let style = LineStyle(color: .okabeItoVermillion, width: 1.5)
    let panel = PlotPanel(
      xAxis: Self.axes.x, yAxis: Self.axes.y,
      arrows: [
        DataArrow(
          from: DataPoint(x: 20, y: 50), to: DataPoint(x: 60, y: 50), style: style,
          headAtStart: true, capLength: 10)
      ], legend: .hidden)
    let (recorder, plot) = try Self.draw(panel)
    let start = Point(x: plot.xScale.position(20), y: plot.yScale.position(50))
    let end = Point(x: plot.xScale.position(60), y: plot.yScale.position(50))
    let strokes = recorder.calls.compactMap { call -> Path? in
      if case .stroke(let path, let lineStyle) = call, lineStyle == style { return path }
      return nil
    }
    #expect(strokes.count == 1)
    // Caps 10 pt long across each end (the arrow is horizontal: vertical bars), then the shaft
    // between the heads' bases, 7 pt in from each end.
    #expect(
      strokes[0].elements == [
        .move(Point(x: start.x, y: start.y + 5)), .line(Point(x: start.x, y: start.y - 5)),
        .move(Point(x: end.x, y: end.y + 5)), .line(Point(x: end.x, y: end.y - 5)),
        .move(Point(x: start.x + 7, y: start.y)), .line(Point(x: end.x - 7, y: end.y)),
      ])
    let heads = recorder.calls.compactMap { call -> Path? in
      if case .fill(let path, let color) = call, color == style.color { return path }
      return nil
    }
    #expect(heads.count == 1)
    #expect(heads[0].elements.first == .move(end))
    #expect(heads[0].elements.contains(.move(start)))
  }

  @Test("arrows count in the data extents and as ink for labels")
  func arrowExtents() {
    let panel = PlotPanel(
      arrows: [
        DataArrow(
          from: DataPoint(x: -5, y: 2), to: DataPoint(x: 7, y: 9),
          style: LineStyle(color: .okabeItoBlack))
      ])
    #expect(panel.xExtent?.lower == -5 && panel.xExtent?.upper == 7)
    #expect(panel.yExtent?.lower == 2 && panel.yExtent?.upper == 9)
  }

  @Test("text wraps at spaces within the width; one long word stays whole")
  func wrapping() {
    let wrapper = TextWrapper(measurer: Self.measurer)
    // 10 pt type: 5 pt per character; 60 pt holds 12 characters.
    #expect(
      wrapper.lines("keyboard covers the bar by 63.5 pt", size: 10, width: 60) == [
        "keyboard", "covers the", "bar by 63.5", "pt",
      ])
    #expect(wrapper.lines("short", size: 10, width: 60) == ["short"])
    #expect(wrapper.lines("unbreakableword", size: 10, width: 60) == ["unbreakableword"])
    #expect(wrapper.lines("no width given", size: 10, width: 0) == ["no width given"])
  }

  @Test("header lines wider than the figure wrap; the header legend wraps into rows")
  func headerWrap() throws {
    let long = String(repeating: "word ", count: 40)  // 200 characters: 1200 pt at 12 pt
    let figure = Figure(
      header: Header(
        title: "T", lines: [Header.Line(long)],
        legendEntries: (0..<12).map {
          LegendEntry("entry number \($0)", swatch: .box(.okabeItoBlue))
        }),
      panels: [])
    let header = try #require(
      FigureLayoutEngine(measurer: Self.measurer).layout(figure, width: 800, height: 500).header)
    // 772 pt wide: 128 characters a line → "word " × 25 fits (124 characters, trailing space
    // dropped), so 200 characters make two lines.
    #expect(header.lines.count == 2)
    #expect(header.lines.allSatisfy { $0.frame.maxX <= 14 + 772 })
    let legend = try #require(header.legend)
    #expect(legend.rows.count == 12)
    #expect(legend.rows.allSatisfy { $0.label.frame.maxX <= 14 + 772 })
    #expect(Set(legend.rows.map(\.swatch.y)).count > 1)
    #expect(legend.frame.maxY == header.frame.maxY)
    #expect(legend.frame.y > header.lines[1].frame.maxY)
  }

  @Test("inline labels of nearby vertical lines do not overlap")
  func referenceLabelsApart() throws {
    let style = LineStyle(color: .okabeItoBlack, width: 1)
    let panel = PlotPanel(
      xAxis: Self.axes.x, yAxis: Self.axes.y,
      referenceLines: [
        ReferenceLine(.vertical, at: 40, style: style, inlineLabel: "first notification label"),
        ReferenceLine(.vertical, at: 45, style: style, inlineLabel: "second notification label"),
      ], legend: .hidden)
    let (_, plot) = try Self.draw(panel)
    let frames = plot.referenceLabels.sorted { $0.key < $1.key }.map(\.value.frame)
    #expect(frames.count == 2)
    #expect(frames[0].overlapArea(with: frames[1]) == 0)
  }

  @Test("crossings: a segment across a polyline counts once per crossed segment")
  func crossings() {
    var ink = InkIndex()
    ink.addLine([Point(x: 0, y: 10), Point(x: 100, y: 10), Point(x: 100, y: 50)])
    #expect(ink.crossingCount(from: Point(x: 50, y: 0), to: Point(x: 50, y: 20)) == 1)
    #expect(ink.crossingCount(from: Point(x: 50, y: 0), to: Point(x: 150, y: 30)) == 2)
    #expect(ink.crossingCount(from: Point(x: 0, y: 20), to: Point(x: 90, y: 40)) == 0)
    // Ending on the line is not a crossing.
    #expect(ink.crossingCount(from: Point(x: 50, y: 0), to: Point(x: 50, y: 10)) == 0)
  }
}
