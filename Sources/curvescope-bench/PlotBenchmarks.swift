import CurveScopePlot

/// Benchmarks of the rendering stack (run by `swift run -c release curvescope-bench`).
enum PlotBenchmarks {
  static func run() {
    let figure = PlotSampleFigure.figure()
    do {
      try figure.write(to: "/tmp/curvescope-plot-demo.png")
      try figure.write(to: "/tmp/curvescope-plot-demo.svg")
      try figure.write(to: "/tmp/curvescope-plot-demo.pdf")
      print("plot: demo written to /tmp/curvescope-plot-demo.{png,svg,pdf}")
    } catch {
      print("plot: demo failed: \(error)")
    }
  }
}
