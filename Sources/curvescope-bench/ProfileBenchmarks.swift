import CurveScope

/// Issue 11's work: a 100 000-analysis sweep with the profile axis (every preset × every built-in
/// profile), one analysis per profile and follower, an interactive dismissal, and a pacing study.
enum ProfileBenchmarks {
  static func run() throws -> [String] {
    var lines: [String] = []
    var scenario = try Scenario.defaultShow()
    let clock = FrameClock(.hz120)
    for profile in [KeyboardProfile.ios26, .reduceMotion, .androidCompat, .floating] {
      scenario.keyboardProfile = profile
      let fixed = scenario
      let result = Benchmark.measure(
        "analysis curve-shift under \(profile.name), 120 Hz", operations: 1
      ) {
        (try? SyncAnalysis(scenario: opaque(fixed), strategy: .curveShift, clock: clock))?
          .summary().maxGapPoints ?? 0
      }
      lines.append(result.line)
    }
    let show = try Scenario.defaultShow()
    let predictive = Benchmark.measure("analysis display-link-predictive, 120 Hz", operations: 1) {
      (try? SyncAnalysis(scenario: opaque(show), strategy: .displayLinkPredictive, clock: clock))?
        .summary().maxOverlapPoints ?? 0
    }
    lines.append(predictive.line)
    let flick = try Scenario.interactiveDismissal(.flick)
    for strategy in [InputBarStrategy.panTracker, .kvoCenter] {
      let result = Benchmark.measure("interactive flick × \(strategy.name), 120 Hz", operations: 1)
      {
        (try? SyncAnalysis(scenario: opaque(flick), strategy: strategy, clock: clock))?
          .summary().maxGapPoints ?? 0
      }
      lines.append(result.line)
    }
    // 12 presets × 7 profiles × 119 heights × 10 durations = 99 960 analyses at 120 Hz.
    var sweep = SyncSweep(
      strategies: InputBarStrategy.presets,
      keyboardHeights: (0..<119).map { 216 + Double($0) },
      frameRates: [.hz120],
      durations: (0..<10).map { 0.1 + Double($0) * 0.04 })
    sweep.profiles = KeyboardProfile.builtIn
    let count = sweep.combinationCount ?? 0
    for threads in [1, SyncSweep.processorCount] {
      let best = try bestOf(3) { blackHole(try sweep.run(threads: threads).count > 0 ? 1 : 0) }
      lines.append(
        "sweep of \(count) analyses × profiles at 120 Hz, \(threads) thread(s): "
          + "\(Int((best * 1000).rounded())) ms, \(Int((Double(count) / best).rounded())) analyses/s (best of 3)"
      )
    }
    let sweepCPU = try ProcessCPUTime.least(3) {
      blackHole(try sweep.run(threads: 1).last?.summary.maxOverlapPoints ?? 0)
    }
    lines.append(
      "CPU time: sweep of \(count) analyses × profiles on 1 thread "
        + "\(Int((sweepCPU * 1000).rounded())) ms (least of 3)")
    let pacing = try FramePacing(
      rates: [.hz120, try FrameRate(hertz: 80), .hz60], jitterMilliseconds: 1,
      dropProbability: 0.05, rateChangeProbability: 0.05)
    let analysis = try SyncAnalysis(
      scenario: Scenario.defaultShow(), strategy: .displayLinkPredictive, clock: clock)
    for threads in [1, SyncSweep.processorCount] {
      let study = try PacingStudy(pacing: pacing, runs: 10_000, seed: 1)
      let best = try bestOf(3) {
        blackHole(try study.run(analysis, threads: threads).maxOverlap.p95)
      }
      lines.append(
        "pacing study, 10 000 runs of display-link-predictive, \(threads) thread(s): "
          + "\(Int((best * 1000).rounded())) ms (\(Int((10_000 / best).rounded())) runs/s)")
    }
    let study = try PacingStudy(pacing: pacing, runs: 10_000, seed: 1)
    let pacingCPU = try ProcessCPUTime.least(3) {
      blackHole(try study.run(analysis, threads: 1).maxOverlap.p95)
    }
    lines.append(
      "CPU time: pacing study, 10 000 runs on 1 thread \(Int((pacingCPU * 1000).rounded())) ms "
        + "(least of 3)")
    return lines
  }

  /// The best of `count` wall times of `body`, in seconds.
  static func bestOf(_ count: Int, _ body: () throws -> Void) throws -> Double {
    var best = Double.infinity
    let clock = ContinuousClock()
    for _ in 0..<count {
      let elapsed = try clock.measure { try body() }
      best = min(
        best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return best
  }
}
