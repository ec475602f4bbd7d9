import CurveScope

/// Benchmarks of the Bézier fitter (run by `swift run -c release curvescope-bench`): wall time
/// of `curvescope fit keyboard`'s search (median of runs) and the result, to quote.
enum FitBenchmarks {
  static func run() {
    print("== fit: cubic Bézier to the keyboard's curve 7 (median of runs, ms)")
    let cases: [(String, BezierFitOptions)] = [
      ("keyboard, y in [0, 1], duration free, 600 intervals", BezierFitOptions()),
      ("keyboard, overshoot allowed, duration free", BezierFitOptions(allowsOvershoot: true)),
      ("keyboard, duration fixed at 0.25 s", BezierFitOptions(duration: .fixed(0.25))),
      ("keyboard, duration free, 2000 intervals", BezierFitOptions(intervals: 2000)),
    ]
    for (name, options) in cases {
      var fit: BezierFit?
      let milliseconds = PlotBenchmarks.time(runs: 7) {
        fit = try? BezierFitter.fit(Timing.keyboardCurve, options: options)
      }
      PlotBenchmarks.line(name, milliseconds)
      guard let fit else {
        print("    failed")
        continue
      }
      for (label, result) in [("optimum", fit.optimum), ("rounded", fit.rounded)] {
        let curve = result.curve
        print(
          "    \(label): (\(curve.x1), \(curve.y1), \(curve.x2), \(curve.y2)) over "
            + "\(result.duration) s, max \(result.accuracy.maxError), "
            + "rms \(result.accuracy.rmsError), \(fit.evaluations) evaluations")
      }
    }
  }
}
