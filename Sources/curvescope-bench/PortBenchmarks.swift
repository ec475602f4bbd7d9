import CurveScope

/// Benchmarks of the keyboard's ports (run by `swift run -c release curvescope-bench`): the
/// platform spring models, the CSS `linear()` table and the Android paths, with their results.
enum PortBenchmarks {
  static func run() {
    print("== ports: curve 7 on other platforms (median of runs, ms)")
    guard let grid = try? FitGrid(window: 0.6, intervals: 600),
      let single = try? BezierFitter.fit(Timing.keyboardCurve)
    else {
      print("    failed")
      return
    }
    var ports: [SpringPort] = []
    let springMilliseconds = PlotBenchmarks.time(runs: 7) {
      ports = (try? SpringPorts.ports(for: Timing.keyboardCurve, travel: 291, grid: grid)) ?? []
    }
    PlotBenchmarks.line("10 platform springs: models, rest searches, errors", springMilliseconds)
    let worst = ports.filter(\.isExact).map(\.motionError).max() ?? .nan
    print("    \(ports.count) ports, largest exact motion error \(worst)")
    var table: LinearEasingFitTable?
    let linearMilliseconds = PlotBenchmarks.time(runs: 5) {
      table = try? LinearEasingFitter.fit(Timing.keyboardCurve, grid: grid)
    }
    PlotBenchmarks.line("CSS linear() table, 2…17 stops", linearMilliseconds)
    if let table {
      print(
        "    default \(table.defaultStopCount) stops, max \(table.chosen.accuracy.maxError)")
    }
    var paths: [BezierPathFit] = []
    let pathMilliseconds = PlotBenchmarks.time(runs: 5) {
      paths = (try? BezierPathFitter.fit(single)) ?? []
    }
    PlotBenchmarks.line("Android paths, 1…3 segments", pathMilliseconds)
    print("    max errors \(paths.map(\.accuracy.maxError))")
  }
}
