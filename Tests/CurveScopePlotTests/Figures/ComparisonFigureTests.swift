import CurveScope
import Foundation
import Testing

@testable import CurveScopePlot

/// The comparison figure of the default show against an independent reference.
@Suite("Comparison figure")
struct ComparisonFigureTests {
  static func analysis(_ strategy: InputBarStrategy) throws -> SyncMeasurement {
    try SyncAnalysis(
      scenario: try Scenario.defaultShow(), strategy: strategy, clock: FrameClock(.hz120)
    ).measurement()
  }

  static func plots(_ figure: Figure) -> [PlotPanel] {
    figure.panels.compactMap { panel in
      if case .plot(let plot) = panel.content { return plot }
      return nil
    }
  }

  @Test("the keyboard fill follows the keyboard's top edge at every frame, down to the screen")
  func keyboardFill() throws {
    let figure = try ComparisonFigure([try Self.analysis(.reportedDuration)]).figure()
    let layout = FigureLayoutEngine(measurer: FixedAdvanceTextMeasurer())
      .layout(figure, width: 800, height: 500)
    // The region starts flat on the screen's bottom (a touch, split off), then rises.
    let points = layout.plots[0].fillPolygons[0].flatMap(\.points)
    for k in 0..<ShowReference.frameCount {
      let t = ShowReference.time(k)
      let onEdge = points.contains {
        abs($0.x - t * 1000) < 1e-9 && abs($0.y - ShowReference.keyboardTop(t)) < 1e-6
      }
      #expect(onEdge, "frame \(k)")
    }
    // The other side of the region is the screen's bottom.
    #expect(points.filter { $0.y == ShowReference.screen }.count >= ShowReference.frameCount)
    // Drawn: one fill in the keyboard's fill colour (translucent grey, not the gap's sky blue).
    let recorder = RecordingRenderer()
    try FigurePainter().paint(layout, on: recorder)
    let keyboardFills = recorder.calls.filter {
      if case .fill(_, let color) = $0 {
        return color == Theme.standard.keyboardFill.withAlpha(0.6)
      }
      return false
    }
    #expect(!keyboardFills.isEmpty)
  }

  @Test("annotations, lag label and verdict carry the measured numbers")
  func numbers() throws {
    let overlap = ShowReference.maximum {
      ShowReference.reportedBar($0) - ShowReference.keyboardTop($0)
    }
    let gap = ShowReference.maximum {
      ShowReference.keyboardTop($0) - ShowReference.reportedBar($0)
    }
    let keyboard = try #require(ShowReference.halfTravelCrossing(ShowReference.keyboardTop))
    let bar = try #require(ShowReference.halfTravelCrossing(ShowReference.reportedBar))
    let overlapText =
      "\(ShowReference.text(overlap.value)) pt at "
      + "\(ShowReference.text(ShowReference.time(overlap.frame) * 1000)) ms"
    let gapText =
      "\(ShowReference.text(gap.value)) pt at "
      + "\(ShowReference.text(ShowReference.time(gap.frame) * 1000)) ms"
    let lagText = "bar \(ShowReference.text((bar - keyboard) * 1000)) ms late at half travel"
    #expect(overlapText == "63.5 pt at 91.7 ms")  // what the reference gives, for the reader

    let figure = try ComparisonFigure([try Self.analysis(.reportedDuration)]).figure()
    let recorder = RecordingRenderer()
    try figure.draw(
      on: recorder, measurer: try CairoTextMeasurer(), canvas: Canvas(width: 800, height: 500))
    let texts = recorder.texts
    #expect(texts.contains("max overlap " + overlapText))
    #expect(texts.contains("max gap " + gapText))
    #expect(texts.contains(lagText))
    let header = try #require(figure.header).lines.map(\.text).joined(separator: " ")
    #expect(header.contains("keyboard covers the bar by up to " + overlapText))
    #expect(header.contains("blank gap up to " + gapText))
    #expect(header.contains(lagText))
  }

  @Test("the lag arrow joins the two half-travel crossings at 666.5 pt")
  func lagArrow() throws {
    let figure = try ComparisonFigure([try Self.analysis(.reportedDuration)]).figure()
    let arrow = try #require(Self.plots(figure)[0].arrows.first)
    let keyboard = try #require(ShowReference.halfTravelCrossing(ShowReference.keyboardTop))
    let bar = try #require(ShowReference.halfTravelCrossing(ShowReference.reportedBar))
    #expect(arrow.from.y == 666.5 && arrow.to.y == 666.5)
    #expect(abs(arrow.from.x - keyboard * 1000) < 1e-6)
    #expect(abs(arrow.to.x - bar * 1000) < 1e-6)
  }

  @Test("frame instants are marked on the bar: one marker per frame, on the bar's edge")
  func frameMarkers() throws {
    let figure = try ComparisonFigure([try Self.analysis(.reportedDuration)]).figure()
    let bar = Self.plots(figure)[0].series[0]
    let markers = try #require(bar.markerPoints)
    #expect(markers.count == ShowReference.frameCount)
    for (k, point) in markers.enumerated() {
      let t = ShowReference.time(k)
      #expect(abs(point.x - t * 1000) < 1e-9)
      #expect(abs(point.y - ShowReference.reportedBar(t)) < 1e-6)
    }
    #expect(bar.interpolation == .linear)
  }

  @Test("a display-link bar is a step curve: the keyboard one frame late, held until the next")
  func displayLinkSteps() throws {
    let figure = try ComparisonFigure([try Self.analysis(.displayLink)]).figure()
    let plots = Self.plots(figure)
    let bar = plots[0].series[0]
    #expect(bar.interpolation == .stepAfter)
    // Lead-in point, then frame k at K(t_{k−1}).
    for k in 1..<ShowReference.frameCount {
      let point = bar.points[k + 1]
      #expect(abs(point.x - ShowReference.time(k) * 1000) < 1e-9)
      #expect(abs(point.y - ShowReference.keyboardTop(ShowReference.time(k - 1))) < 1e-6)
    }
    guard case .steps(let gap) = plots[1].fills[0].first else {
      Issue.record("the gap fill of a display-link bar is not a step boundary")
      return
    }
    #expect(gap.count == ShowReference.frameCount + 1)
  }

  @Test("several strategies: one bar line each, the first shaded and annotated")
  func several() throws {
    let analyses = try [InputBarStrategy.reportedDuration, .displayLink, .curveShift].map {
      try Self.analysis($0)
    }
    let figure = try ComparisonFigure(analyses).figure()
    let plots = Self.plots(figure)
    #expect(plots[0].series.count == 3)
    #expect(plots[0].series.map { $0.marker != nil } == [true, false, false])
    #expect(plots[0].series[0].line?.color == Theme.standard.bar)
    #expect(plots[1].fills.count == 1)
    #expect(plots[1].annotations.count == 2)
    let header = try #require(figure.header)
    #expect(header.lines.filter(\.isBold).count == 3)
    #expect(header.lines[2].text.hasPrefix("curve-shift: in sync"))
  }

  @Test("no analysis, or analyses of different scenarios, are typed errors")
  func badInput() throws {
    #expect(throws: FigureInputError(figure: "comparison figure", .noStrategies)) {
      try ComparisonFigure([])
    }
    let other = try SyncAnalysis(
      scenario: try Scenario.defaultShow(keyboardHeight: 336), strategy: .curveShift,
      clock: FrameClock(.hz120)
    ).measurement()
    #expect(
      throws: FigureInputError(
        figure: "comparison figure", .otherScenario(strategy: other.series.barName))
    ) {
      try ComparisonFigure([try Self.analysis(.curveShift), other])
    }
  }
}
