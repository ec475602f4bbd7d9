import CurveScope
import Foundation
import Testing

@testable import CurveScopePlot

/// The recording-against-model figure, on a recording whose truth is known: the default show
/// with a `reported-duration` bar at 60 Hz, the bar not seen on frame 6 (100 ms, where the
/// keyboard covers it by about 50 pt).
@Suite("Trace comparison figure")
struct TraceComparisonFigureTests {
  static let missing = 6

  /// The recording, its measurement and the overlay of its matched model.
  static func parts() throws -> (Trace, SyncMeasurement, ModelOverlay) {
    let scenario = try Scenario.defaultShow()
    let series = try SyncAnalysis(
      scenario: scenario, strategy: .reportedDuration, clock: FrameClock(.hz60)
    ).series()
    let frames = series.frames.enumerated().map { index, frame in
      TraceFrame(
        timeMilliseconds: frame.timeMilliseconds, keyboardTop: frame.keyboardTop,
        barBottom: index == missing ? nil : frame.barBottom)
    }
    let trace = try Trace(
      name: "recorded-show", screenWidth: scenario.screenWidth,
      screenHeight: scenario.screenHeight, events: scenario.events, frames: frames)
    let match = try TraceMatcher().match(trace)
    let measurer = try SyncMeasurer(tolerance: 1)
    let overlay = ModelOverlay(
      model: measurer.measure(match.modelSeries(of: trace)), strategy: match.strategy,
      rmsPoints: match.rmsPoints, latencyMilliseconds: match.latencyMilliseconds,
      residualLimitPoints: match.residualLimitPoints, keyboardModel: match.keyboardModel.name,
      keyboardRMSPoints: match.keyboardModel.rmsPoints,
      barResiduals: match.barResiduals(of: trace),
      keyboardResiduals: match.keyboardResiduals(of: trace), description: "matched")
    return (trace, try trace.measure(), overlay)
  }

  static func plots(_ figure: Figure) -> [PlotPanel] {
    figure.panels.compactMap { panel in
      if case .plot(let plot) = panel.content { return plot }
      return nil
    }
  }

  @Test("recorded frames are points; the bar's line breaks at the frame where it was not seen")
  func positions() throws {
    let (trace, measurement, overlay) = try Self.parts()
    let figure = try TraceComparisonFigure(recorded: measurement, overlay: overlay).figure()
    let plots = Self.plots(figure)
    #expect(plots.count == 3)
    let bar = try #require(plots[0].series.first { $0.label == "bar bottom (recorded)" })
    #expect(bar.points.count == trace.frames.count)
    #expect(bar.points.indices.filter { bar.points[$0].y.isNaN } == [Self.missing])
    #expect(bar.resolvedMarkerPoints.count == trace.frames.count - 1)
    for (point, frame) in zip(bar.points, trace.frames) where frame.barBottom != nil {
      #expect(point.x == frame.timeMilliseconds && point.y == frame.barBottom)
    }
    // The model is overlaid, dashed; legends sit beside the plots, never over the data.
    #expect(
      plots[0].series.contains { $0.label?.hasPrefix("bar model (reported-duration") == true })
    #expect(plots[0].legend == .outsideRight && plots[1].legend == .outsideRight)
  }

  @Test("no overlap is filled across the missing frame, and the frames around it are filled")
  func gapFill() throws {
    let (trace, measurement, overlay) = try Self.parts()
    let figure = try TraceComparisonFigure(recorded: measurement, overlay: overlay).figure()
    let layout = FigureLayoutEngine(measurer: FixedAdvanceTextMeasurer())
      .layout(figure, width: 1600, height: 1000)
    let before = trace.frames[Self.missing - 1].timeMilliseconds
    let after = trace.frames[Self.missing + 1].timeMilliseconds
    let points = layout.plots[1].fillPolygons.joined().flatMap(\.points)
    #expect(!points.contains { $0.x > before + 1e-9 && $0.x < after - 1e-9 })
    #expect(points.contains { abs($0.x - before) < 1e-9 && $0.y < -1 })
    #expect(points.contains { abs($0.x - after) < 1e-9 && $0.y < -1 })
  }

  @Test("residuals: one point per frame where the edge was seen, recorded − model, no line")
  func residuals() throws {
    let (trace, measurement, overlay) = try Self.parts()
    let panel = Self.plots(
      try TraceComparisonFigure(recorded: measurement, overlay: overlay).figure())[2]
    #expect(panel.series.count == 2)
    #expect(panel.series.allSatisfy { $0.line == nil })
    let bar = panel.series[0].resolvedMarkerPoints
    #expect(bar.count == trace.frames.count - 1)
    for (point, residual) in zip(bar, overlay.barResiduals.compactMap { $0 }) {
      #expect(point.y == residual)
    }
    // A reported-duration bar recorded exactly: every residual well inside the band, whose
    // edges are the ticks.
    let limit = overlay.residualLimitPoints
    #expect(overlay.barResiduals.compactMap { $0 }.allSatisfy { abs($0) < 0.1 })
    #expect(
      panel.yAxis.locator.ticks(from: -limit * 1.3, to: limit * 1.3, targetCount: 5) == [
        -limit, 0, limit,
      ])
  }
}
