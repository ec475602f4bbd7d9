import CPNGShim
import CurveScopePlot

/// Benchmarks of the rendering stack (run by `swift run -c release curvescope-bench`): ms per
/// two-panel comparison-like chart (3 series of 3001 points, two fills, ~40 labels) through our
/// layers, against the same primitives replayed with raw Cairo calls, and PNG encoder settings.
/// Also writes the charts to /tmp/curvescope-bench-plot* to look at.
enum PlotBenchmarks {
  static func run() {
    print("== plot: two-panel comparison chart, 1600 × 1000 px (median of runs, ms)")
    let figure = PlotSampleFigure.figure()
    do {
      try report(figure)
      try PlotSampleFigure.otherPanels().write(to: "/tmp/curvescope-bench-plot-panels.png")
      try figure.write(to: "/tmp/curvescope-bench-plot.svg")
      try figure.write(to: "/tmp/curvescope-bench-plot.pdf")
      print("  to look at: /tmp/curvescope-bench-plot{.png,.svg,.pdf,-panels.png}")
    } catch {
      print("plot: failed: \(error)")
    }
  }

  /// Median wall time of `runs` calls, in ms.
  static func time(runs: Int = 25, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    try body()  // warm-up
    for _ in 0..<runs {
      let elapsed = try clock.measure(body)
      samples.append(
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func line(_ name: String, _ ms: Double, _ note: String = "") {
    let padded = name + String(repeating: " ", count: max(0, 52 - name.count))
    let value = String(format2: ms)
    let aligned = String(repeating: " ", count: max(0, 7 - value.count)) + value
    print("  \(padded) \(aligned) ms  \(note)")
  }

  static func report(_ figure: Figure) throws {
    var size = 0
    let layout = try time {
      let measurer = try CairoTextMeasurer()
      _ = FigureLayoutEngine(measurer: measurer).layout(figure, width: 800, height: 500)
    }
    line("layout only (new Cairo measurer each time)", layout)
    var cairoOptions = RenderOptions.standard
    cairoOptions.png = PNGOptions(usesCairoWriter: true)
    let oursCairo = try time(runs: 9) {
      size = try figure.encoded(as: .png, options: cairoOptions).count
    }
    line("ours: PNG, Cairo's writer (zlib 6, adaptive)", oursCairo, "\(size / 1024) KiB")
    let svg = try time { size = try figure.encoded(as: .svg).count }
    line("ours: SVG", svg, "\(size / 1024) KiB")
    let pdf = try time { size = try figure.encoded(as: .pdf).count }
    line("ours: PDF", pdf, "\(size / 1024) KiB")
    let path = "/tmp/curvescope-bench-plot.png"
    let file = try time { try figure.write(to: path) }
    line("ours: PNG written to a file (tmp, fsync, rename)", file)

    // Ours against raw Cairo, interleaved so that machine noise hits both alike.
    let recorder = RecordingRenderer()
    try figure.draw(
      on: recorder, measurer: try CairoTextMeasurer(), canvas: Canvas(width: 800, height: 500))
    let calls = recorder.calls
    let png = PNGOptions()
    var oursSamples: [Double] = []
    var rawSamples: [Double] = []
    var rawSize = 0
    for _ in 0..<31 {
      oursSamples.append(try time(runs: 1) { size = try figure.encoded(as: .png).count })
      rawSamples.append(
        time(runs: 1) {
          if let surface = PlotRawCairoBaseline.draw(calls) {
            rawSize = PlotRawCairoBaseline.encodeFast(
              surface, level: Int32(png.compressionLevel), filter: Int32(CS_PNG_FILTER_NONE))
          }
        })
    }
    let ours = median(oursSamples)
    let raw = median(rawSamples)
    line("ours: PNG, libpng level 2, no filter (median)", ours, "\(size / 1024) KiB")
    line("ours: same (fastest run)", oursSamples.min() ?? 0)
    line(
      "raw Cairo, same \(calls.count) primitives, same PNG (median)", raw, "\(rawSize / 1024) KiB")
    line("raw Cairo: same (fastest run)", rawSamples.min() ?? 0)
    let rawDraw = time {
      _ = PlotRawCairoBaseline.draw(calls)
    }
    line("raw Cairo, drawing only (no PNG)", rawDraw)
    let rawCairo = time(runs: 9) {
      if let surface = PlotRawCairoBaseline.draw(calls) {
        size = PlotRawCairoBaseline.encodeCairo(surface)
      }
    }
    line("raw Cairo, Cairo's writer", rawCairo, "\(size / 1024) KiB")
    let fastest = (oursSamples.min() ?? 0) / max(rawSamples.min() ?? 1, 1e-9)
    print(
      "  ours / raw Cairo: \(String(format2: ours / raw))× median, "
        + "\(String(format2: fastest))× fastest runs (goal ≤ 1.2×)")
    print("  Cairo's writer / ours: \(String(format2: oursCairo / ours))× slower")

    print("== plot: PNG encoder settings on the same pixels (encode only)")
    guard let surface = PlotRawCairoBaseline.draw(calls) else { return }
    let filters: [(String, Int32)] = [
      ("none", Int32(CS_PNG_FILTER_NONE)), ("sub", Int32(CS_PNG_FILTER_SUB)),
      ("up", Int32(CS_PNG_FILTER_UP)), ("paeth", Int32(CS_PNG_FILTER_PAETH)),
      ("adaptive", Int32(CS_PNG_FILTER_ALL)),
    ]
    for level: Int32 in [1, 2, 3, 6] {
      for (name, mask) in filters {
        let ms = time(runs: 9) {
          size = PlotRawCairoBaseline.encodeFast(surface, level: level, filter: mask)
        }
        line("libpng level \(level), filter \(name)", ms, "\(size / 1024) KiB")
      }
    }
    let cairoWriter = time(runs: 9) { size = PlotRawCairoBaseline.encodeCairo(surface) }
    line("cairo_surface_write_to_png_stream", cairoWriter, "\(size / 1024) KiB")
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }

  fileprivate init(format2 value: Double) {
    let hundredths = Int((value * 100).rounded())
    let fraction = String(hundredths % 100).leftPadded(2)
    self = "\(hundredths / 100).\(fraction)"
  }
}
