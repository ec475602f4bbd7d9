import CurveScope
import CurveScopePlot

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Benchmarks of figures with far more points than pixels (run by `swift run -c release
/// curvescope-bench`): the comparison figure of the 587 778-frame analysis that used to take
/// 4 minutes and 2.8 GB (a legal custom spring at 1000 Hz), drawn from what its pixels can show;
/// and a million-point line over a fill, reduced against drawn whole.
enum LargeFigureBenchmarks {
  static func run() {
    print("== figures with more points than pixels (median, ms)")
    do {
      try slowSpring()
      try millionPoints()
    } catch {
      print("large figures: failed: \(error)")
    }
  }

  /// Wall milliseconds of one call.
  static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let elapsed = try ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) * 1000
      + Double(elapsed.components.attoseconds) / 1e15
  }

  static func slowSpring() throws {
    let strategy = try InputBarStrategy(
      json: Array(
        #"{"name": "slow-spring", "curve": "spring(mass: 1, stiffness: 1, damping: 0.0234)"}"#
          .utf8))
    var analysis: SyncMeasurement?
    let analyse = try milliseconds {
      analysis = try SyncAnalysis(
        scenario: try Scenario.defaultShow(), strategy: strategy,
        clock: FrameClock(try FrameRate(hertz: 1000))
      ).measurement()
    }
    guard let analysis else { return }
    let frames = analysis.series.frames.count
    PlotBenchmarks.line("analyse the slow spring at 1000 Hz (\(frames) frames)", analyse)
    var figure = try ComparisonFigure([analysis]).figure()
    let build = try PlotBenchmarks.time(runs: 3) {
      figure = try ComparisonFigure([analysis]).figure()
    }
    PlotBenchmarks.line("build its comparison figure (traces, model)", build)
    let layout = try PlotBenchmarks.time(runs: 3) {
      _ = FigureLayoutEngine(measurer: try CairoTextMeasurer())
        .layout(figure, width: 800, height: 500)
    }
    PlotBenchmarks.line("layout, data reduced to 1600 px", layout)
    let drawn = FigureLayoutEngine(measurer: try CairoTextMeasurer())
      .layout(figure, width: 800, height: 500).panels.reduce(0) { total, panel in
        guard case .plot(let plot, _) = panel else { return total }
        return total + plot.series.reduce(0) { $0 + $1.points.count }
          + plot.fills.reduce(0) { $0 + ($1.first.points?.count ?? 0) }
      }
    var size = 0
    let png = try PlotBenchmarks.time(runs: 3) { size = try figure.encoded(as: .png).count }
    PlotBenchmarks.line(
      "PNG: layout, draw, encode", png, "\(size / 1024) KiB, \(drawn) points drawn")
    let svg = try PlotBenchmarks.time(runs: 3) { size = try figure.encoded(as: .svg).count }
    PlotBenchmarks.line("SVG: layout, draw, encode", svg, "\(size / 1024) KiB")
    print("  (before the reduction: 4 min 30 s and 2.8 GB peak for the PNG, whole process)")
  }

  static func millionPoints() throws {
    let count = 1_000_000
    let points = (0..<count).map { index in
      DataPoint(
        x: Double(index) * 0.001,
        y: 90 * (1 - 0.7 * Double(index) / Double(count))
          * sin(Double(index) * 0.000_021 * 2 * Double.pi))
    }
    let theme = Theme.standard
    let figure = Figure(panels: [
      .plot(
        PlotPanel(
          series: [Series(points: points, line: LineStyle(color: theme.bar, width: 1.5))],
          fills: [
            FillRegion(
              between: .series(points), and: .constant(0), above: theme.gap.withAlpha(0.45),
              labelAbove: nil, below: theme.overlap.withAlpha(0.45), labelBelow: nil)
          ], legend: .hidden))
    ])
    func encode(keepsEveryPoint: Bool) throws -> Int {
      try FigureWriter.encode(.png) { renderer, measurer, canvas in
        var engine = FigureLayoutEngine(measurer: measurer, pixelsPerPoint: canvas.pixelsPerPoint)
        engine.keepsEveryPoint = keepsEveryPoint
        try FigurePainter().paint(
          engine.layout(figure, width: canvas.width, height: canvas.height), on: renderer)
      }.count
    }
    let reducer = PixelColumnReducer(
      xScale: LinearScale(domainLower: 0, domainUpper: 1000, rangeStart: 60, rangeEnd: 780),
      pixelsPerPoint: 2, width: 720)
    var kept = 0
    let reduce = PlotBenchmarks.time(runs: 5) { kept = reducer.line(points).count }
    PlotBenchmarks.line(
      "reduce 1 000 000 points to 1440 px", reduce,
      "\(kept) kept, \(Int((reduce * 1e6 / Double(count)).rounded())) ns a point")
    let reduced = try PlotBenchmarks.time(runs: 3) { _ = try encode(keepsEveryPoint: false) }
    PlotBenchmarks.line("1 000 000-point line and fill, PNG, reduced", reduced)
    let whole = try PlotBenchmarks.time(runs: 1) { _ = try encode(keepsEveryPoint: true) }
    PlotBenchmarks.line("the same drawn from every point", whole)
  }
}
