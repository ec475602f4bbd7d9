import CPNGShim
import CurveScope
import CurveScopeGallery
import CurveScopePlot

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Benchmarks of the figures (run by `swift run -c release curvescope-bench`): ms per comparison
/// figure built from a real analysis (the default show, reported duration, 120 Hz) as PNG and
/// SVG, against the same primitives replayed with raw Cairo calls and the same PNG settings;
/// and the wall and CPU time of the gallery's still figures (every scenario in Curves/scenarios),
/// against matplotlib drawing as many 1600 × 1000 two-panel figures as a whole process
/// (``MatplotlibYardstick``, `.ci/matplotlib-figures.py`). `curvescope-bench gallery-stills DIR`
/// draws the same still figures as a whole process of its own, for `farm-bench` side by side.
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
            _ =
              png.compressor == .isal
              ? PlotRawCairoBaseline.encodeISAL(surface, filter: 0)
              : PlotRawCairoBaseline.encodeFast(
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
    for (name, filter) in [("none (ours)", Int32(0)), ("sub", 1), ("up", 2)] {
      let ms = PlotBenchmarks.time(runs: 9) {
        size = PlotRawCairoBaseline.encodeISAL(surface, filter: filter)
      }
      let cpu = ProcessCPUTime.least(9) {
        _ = PlotRawCairoBaseline.encodeISAL(surface, filter: filter)
      }
      PlotBenchmarks.line(
        "encode only: ISA-L level 1, \(name), CPU \(text(cpu * 1000)) ms", ms, "\(size / 1024) KiB")
    }
    let settings: [(String, Int32, Int32, Int32)] = [
      (
        "zlib level 2, none, default (before)", 2, Int32(CS_PNG_FILTER_NONE),
        Int32(CS_PNG_STRATEGY_DEFAULT)
      ),
      ("zlib level 1, none, default", 1, Int32(CS_PNG_FILTER_NONE), Int32(CS_PNG_STRATEGY_DEFAULT)),
      ("zlib level 1, none, RLE", 1, Int32(CS_PNG_FILTER_NONE), Int32(CS_PNG_STRATEGY_RLE)),
      ("zlib level 1, up, RLE", 1, Int32(CS_PNG_FILTER_UP), Int32(CS_PNG_STRATEGY_RLE)),
      ("zlib level 1, sub, RLE", 1, Int32(CS_PNG_FILTER_SUB), Int32(CS_PNG_STRATEGY_RLE)),
    ]
    for (name, level, filter, strategy) in settings {
      let ms = PlotBenchmarks.time(runs: 9) {
        size = PlotRawCairoBaseline.encodeFast(
          surface, level: level, filter: filter, strategy: strategy)
      }
      let cpu = ProcessCPUTime.least(9) {
        _ = PlotRawCairoBaseline.encodeFast(
          surface, level: level, filter: filter, strategy: strategy)
      }
      PlotBenchmarks.line(
        "encode only: \(name), CPU \(text(cpu * 1000)) ms", ms, "\(size / 1024) KiB")
    }
  }

  /// The still figures of the documentation gallery: every scenario's comparisons, filmstrips
  /// and overviews, and the figures that do not depend on the scenarios (the animations and the
  /// recorded traces are the command line's).
  static func stillItems() throws -> [GalleryItem] {
    let folder = "Curves/scenarios"
    let scenarios = try scenarioFiles(in: folder).map { path in
      try Scenario(json: try readFile(path), fallbackName: path)
    }
    return scenarios.isEmpty ? [] : try GalleryPlan.items(scenarios: scenarios)
  }

  /// `curvescope-bench gallery-stills DIR`: plans and draws the still figures into `DIR` as
  /// PNG and prints how many, so that the whole process can be timed beside matplotlib's.
  static func stills(_ folder: String) -> Int32 {
    do {
      let items = try stillItems()
      guard !items.isEmpty else {
        print("no scenarios in Curves/scenarios (run from the package folder)")
        return 1
      }
      let count = try GalleryRenderer.render(items, to: folder, format: .png).files.count
      print("\(count) figures")
      return 0
    } catch {
      print("error: \(error)")
      return 1
    }
  }

  static func gallery() throws {
    guard !(try stillItems()).isEmpty else {
      print("  gallery: no scenarios in Curves/scenarios (run from the package folder)")
      return
    }
    let output = "/tmp/curvescope-bench-gallery"
    var count = 0
    let clock = ContinuousClock()
    var samples: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<5 {
      let cpuStart = ProcessCPUTime.now()
      let elapsed = try clock.measure {
        count = try GalleryRenderer.render(try stillItems(), to: output, format: .png).files.count
      }
      cpu.append(ProcessCPUTime.now() - cpuStart)
      samples.append(
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    let wall = PlotBenchmarks.median(samples)
    let cpuMedian = PlotBenchmarks.median(cpu) * 1000
    print(
      "== figures: the gallery's still figures, \(count) figures, \(SyncSweep.processorCount) cores"
    )
    PlotBenchmarks.line("plan, analyse, draw and write every figure (median of 5)", wall)
    PlotBenchmarks.line("  CPU time (median of 5)", cpuMedian)
    PlotBenchmarks.line("per figure (wall)", wall / Double(max(1, count)))
    if let matplotlib = MatplotlibYardstick.run(
      count: count, folder: "/tmp/curvescope-bench-matplotlib")
    {
      PlotBenchmarks.line(
        "matplotlib, \(count) figures, whole process (one run)", matplotlib.wall * 1000)
      PlotBenchmarks.line("  CPU time", matplotlib.cpu * 1000)
      print(
        "  matplotlib / ours: \(text(matplotlib.wall * 1000 / wall))× wall, "
          + "\(text(matplotlib.cpu * 1000 / cpuMedian))× CPU (goal ≥ 20×; ours in-process here: "
          + "for whole processes side by side, farm-bench .build/release/curvescope-bench "
          + "gallery-stills DIR --vs 'python3 \(MatplotlibYardstick.script) --count \(count) DIR2')"
      )
    } else {
      print("  matplotlib: not run (needs python3 with matplotlib: pip install matplotlib)")
    }
    for threads in Set([1, SyncSweep.processorCount, 2 * SyncSweep.processorCount]).sorted() {
      let items = try stillItems()
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
