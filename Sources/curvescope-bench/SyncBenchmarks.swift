import CurveScope

/// The sync analysis: µs per scenario, and a 100 000-scenario sweep at 120 Hz on all cores.
enum SyncBenchmarks {
  static func run() throws -> [String] {
    let scenario = try Scenario.defaultShow()
    let clock = FrameClock(.hz120)
    var lines: [String] = []
    for strategy in [InputBarStrategy.reportedDuration, .curveShift, .displayLink] {
      let result = Benchmark.measure("analysis \(strategy.name), 120 Hz (73 frames)", operations: 1)
      {
        let analysis = try? SyncAnalysis(
          scenario: opaque(scenario), strategy: strategy, clock: clock)
        return analysis?.summary().maxOverlapPoints ?? 0
      }
      lines.append(result.line)
    }
    // The 8 handler presets × 125 heights × 100 durations = 100 000 scenarios at 120 Hz.
    let sweep = SyncSweep(
      strategies: Array(InputBarStrategy.presets.prefix(8)),
      keyboardHeights: (0..<125).map { 200 + Double($0) },
      frameRates: [.hz120],
      durations: (0..<100).map { 0.1 + Double($0) * 0.004 })
    let count = sweep.combinationCount ?? 0
    for threads in [1, SyncSweep.processorCount] {
      var best = Double.infinity
      let clock = ContinuousClock()
      for _ in 0..<5 {
        var rows: [SyncSweep.Row] = []
        let elapsed = try clock.measure { rows = try sweep.run(threads: threads) }
        best = min(
          best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        blackHole(rows.last?.summary.maxOverlapPoints ?? 0)
      }
      let rate = Double(count) / best
      lines.append(
        "sweep of \(count) scenarios at 120 Hz, \(threads) thread(s): \(format(best * 1000)) ms, "
          + "\(format(rate)) scenarios/s (best of 5)")
    }
    // CPU time of one analysis and of the sweep on one thread: what the work costs, whatever
    // else the cores are running.
    let perAnalysis = try ProcessCPUTime.least(5) {
      for _ in 0..<10_000 {
        blackHole(
          try SyncAnalysis(scenario: opaque(scenario), strategy: .curveShift, clock: clock)
            .summary().maxOverlapPoints)
      }
    }
    let sweepCPU = try ProcessCPUTime.least(3) {
      blackHole(try sweep.run(threads: 1).last?.summary.maxOverlapPoints ?? 0)
    }
    lines.append(
      "CPU time: analysis curve-shift, 120 Hz \(format(perAnalysis / 10_000 * 1e9)) ns; sweep of "
        + "\(count) on 1 thread \(format(sweepCPU * 1000)) ms (least of 5 and 3)")
    return lines
  }

  private static func format(_ value: Double) -> String {
    String(Int(value.rounded()))
  }
}
