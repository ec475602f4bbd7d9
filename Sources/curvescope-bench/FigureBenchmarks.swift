import CPNGShim
import CurveScope
import CurveScopePlot

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Benchmarks of the figures (run by `swift run -c release curvescope-bench`): ms per comparison
/// figure built from a real analysis (the default show, reported duration, 120 Hz) as PNG and
/// SVG, against the same primitives replayed with raw Cairo calls and the same PNG settings;
/// and the wall time of the whole documentation gallery (every scenario in Curves/scenarios),
/// against matplotlib's measured cost for as many 1600 × 1000 two-panel figures
/// (≈ 650 ms for the first figure of a process, ≈ 180 ms for each further one).
enum FigureBenchmarks {
  static func run() {
    print("== figures: comparison figure from a SyncAnalysis, 1600 × 1000 px (median, ms)")
    do {
      try comparison()
      try gallery()
    } catch {
      print("figures: failed: \(error)")
    }
  }

  static func comparison() throws {
    let analysis = try SyncAnalysis(
      scenario: try Scenario.defaultShow(), strategy: .reportedDuration, clock: FrameClock(.hz120))
    var figure = try ComparisonFigure([analysis.measurement()]).figure()
    let build = try PlotBenchmarks.time {
      figure = try ComparisonFigure([analysis.measurement()]).figure()
    }
    PlotBenchmarks.line("build the figure (series, curves, summary, model)", build)
    var size = 0
    let svg = try PlotBenchmarks.time { size = try figure.encoded(as: .svg).count }
    PlotBenchmarks.line("SVG: layout, draw, encode", svg, "\(size / 1024) KiB")

    let recorder = RecordingRenderer()
    try figure.draw(
      on: recorder, measurer: try CairoTextMeasurer(), canvas: Canvas(width: 800, height: 500))
    let calls = recorder.calls
    let png = PNGOptions()
    var ours: [Double] = []
    var raw: [Double] = []
    for _ in 0..<31 {
      ours.append(try PlotBenchmarks.time(runs: 1) { size = try figure.encoded(as: .png).count })
      raw.append(
        PlotBenchmarks.time(runs: 1) {
          if let surface = PlotRawCairoBaseline.draw(calls) {
            _ = PlotRawCairoBaseline.encodeFast(
              surface, level: Int32(png.compressionLevel), filter: Int32(CS_PNG_FILTER_NONE))
          }
        })
    }
    let oursMedian = PlotBenchmarks.median(ours)
    let rawMedian = PlotBenchmarks.median(raw)
    PlotBenchmarks.line("PNG: layout, draw, encode", oursMedian, "\(size / 1024) KiB")
    PlotBenchmarks.line("raw Cairo, same \(calls.count) primitives, same PNG", rawMedian)
    let fastest = (ours.min() ?? 0) / max(raw.min() ?? 1, 1e-9)
    print(
      "  ours / raw Cairo: \(text(oursMedian / rawMedian))× median, \(text(fastest))× fastest "
        + "runs (goal ≤ 1.2×)")
    try figure.write(to: "/tmp/curvescope-bench-comparison.png")

    guard let surface = PlotRawCairoBaseline.draw(calls) else { return }
    let drawing = PlotBenchmarks.time {
      _ = PlotRawCairoBaseline.draw(calls)
    }
    PlotBenchmarks.line("raw Cairo, drawing only", drawing)
    let settings: [(String, Int32, Int32, Int32)] = [
      (
        "level 2, none, default (ours)", 2, Int32(CS_PNG_FILTER_NONE),
        Int32(CS_PNG_STRATEGY_DEFAULT)
      ),
      ("level 1, none, default", 1, Int32(CS_PNG_FILTER_NONE), Int32(CS_PNG_STRATEGY_DEFAULT)),
      ("level 1, none, RLE", 1, Int32(CS_PNG_FILTER_NONE), Int32(CS_PNG_STRATEGY_RLE)),
      ("level 1, up, RLE", 1, Int32(CS_PNG_FILTER_UP), Int32(CS_PNG_STRATEGY_RLE)),
      ("level 1, sub, RLE", 1, Int32(CS_PNG_FILTER_SUB), Int32(CS_PNG_STRATEGY_RLE)),
    ]
    for (name, level, filter, strategy) in settings {
      let ms = PlotBenchmarks.time(runs: 9) {
        size = PlotRawCairoBaseline.encodeFast(
          surface, level: level, filter: filter, strategy: strategy)
      }
      PlotBenchmarks.line("encode only: \(name)", ms, "\(size / 1024) KiB")
    }
  }

  static func gallery() throws {
    let folder = "Curves/scenarios"
    let scenarios = try scenarioFiles(in: folder).map { path in
      try Scenario(json: try readFile(path), fallbackName: path)
    }
    guard !scenarios.isEmpty else {
      print("  gallery: no scenarios in \(folder) (run from the package folder)")
      return
    }
    let output = "/tmp/curvescope-bench-gallery"
    var count = 0
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<5 {
      let elapsed = try clock.measure {
        let items = try GalleryPlan.items(scenarios: scenarios)
        count = try GalleryRenderer.render(items, to: output, format: .png).files.count
      }
      samples.append(
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    let wall = PlotBenchmarks.median(samples)
    let matplotlib = 650 + 180 * Double(max(0, count - 1))
    print("== figures: whole gallery, \(count) figures, \(SyncSweep.processorCount) cores")
    PlotBenchmarks.line("plan, analyse, draw and write every figure (median of 5)", wall)
    PlotBenchmarks.line("per figure (wall)", wall / Double(max(1, count)))
    PlotBenchmarks.line("matplotlib, same count: 650 + 180 × (N − 1)", matplotlib)
    print(
      "  matplotlib / ours: \(text(matplotlib / wall))× (goal ≥ 20×, whole process: time "
        + ".build/release/curvescope gallery)")
    for threads in Set([1, SyncSweep.processorCount, 2 * SyncSweep.processorCount]).sorted() {
      let items = try GalleryPlan.items(scenarios: scenarios)
      let ms = try PlotBenchmarks.time(runs: 3) {
        _ = try GalleryRenderer.render(items, to: output, format: .png, threads: threads)
      }
      PlotBenchmarks.line(
        "render only (plan made), \(threads) worker\(threads == 1 ? "" : "s") (median of 3)", ms)
    }
  }

  /// The `.json` files directly in `folder`, sorted.
  static func scenarioFiles(in folder: String) throws -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".json"), !name.hasPrefix(".") { names.append(folder + "/" + name) }
    }
    return names.sorted()
  }

  /// A small file's bytes.
  static func readFile(_ path: String) throws -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  static func text(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
