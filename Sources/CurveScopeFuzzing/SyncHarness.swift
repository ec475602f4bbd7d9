import CurveScope

/// Checks shared by the targets that run the sync analysis.
enum SyncHarness {
  /// The window above which per-frame series are not rebuilt (the summary always runs).
  static let maximumCheckedFrames = 20_000

  /// The clock the CLI uses for `scenario`: its rate, else 120 Hz.
  static func clock(for scenario: Scenario) -> FrameClock {
    if let rate = scenario.preferredFrameRate, let frameRate = try? FrameRate(hertz: rate) {
      return FrameClock(frameRate)
    }
    return FrameClock(.hz120)
  }

  /// Analyses `scenario` with `strategy` and checks the summary against the frames.
  ///
  /// Invariants: every measure is finite, overlap and gap are ≥ 0, the summary's maxima and
  /// out-of-tolerance count equal those of the per-frame series; when `mustSucceed`, the analysis
  /// does not throw (a valid scenario with a preset always has an answer).
  static func analyse(
    _ scenario: Scenario, _ strategy: InputBarStrategy, clock: FrameClock, mustSucceed: Bool
  ) {
    let analysis: SyncAnalysis
    do {
      analysis = try SyncAnalysis(scenario: scenario, strategy: strategy, clock: clock)
    } catch {
      FuzzCheck.require(
        !mustSucceed, "\(scenario.name) × \(strategy.name) at \(clock.rate) Hz threw \(error)")
      FuzzCheck.requireTyped(error, "analysis")
      return
    }
    let summary = analysis.summary()
    let context = "\(scenario.name) × \(strategy.name) at \(clock.rate) Hz"
    FuzzCheck.requireFinite(
      [
        summary.maxOverlapPoints, summary.maxGapPoints, summary.outOfSyncMilliseconds,
        summary.finalErrorPoints, summary.rmsGapPoints, summary.keyboardSettleMilliseconds,
        summary.barSettleMilliseconds,
      ]
        + [
          summary.maxOverlapAtMilliseconds, summary.maxGapAtMilliseconds,
          summary.lagAtHalfTravelMilliseconds,
        ].compactMap { $0 }, context)
    FuzzCheck.require(
      summary.maxOverlapPoints >= 0 && summary.maxGapPoints >= 0, "\(context): negative maximum")
    FuzzCheck.require(
      summary.frameCount == analysis.frameCount && summary.frameCount >= 1,
      "\(context): frame count \(summary.frameCount)")
    guard analysis.frameCount <= maximumCheckedFrames else { return }
    let frames = analysis.series().frames
    FuzzCheck.require(frames.count == analysis.frameCount, "\(context): series frame count")
    var gaps: [Double] = []
    for (index, frame) in frames.enumerated() {
      let velocities = analysis.velocities(atFrame: index)
      guard let keyboardTop = frame.keyboardTop, let barBottom = frame.barBottom,
        let gap = frame.gap
      else {
        FuzzCheck.fail("\(context) frame \(index): a simulated frame misses an edge")
      }
      FuzzCheck.requireFinite(
        [keyboardTop, barBottom, gap, velocities.keyboard, velocities.bar],
        "\(context) frame \(index)")
      gaps.append(gap)
    }
    let overlap = gaps.map { -$0 }.reduce(0, max)
    let gap = gaps.reduce(0, max)
    FuzzCheck.require(
      overlap == summary.maxOverlapPoints && gap == summary.maxGapPoints,
      "\(context): summary maxima \(summary.maxOverlapPoints), \(summary.maxGapPoints) differ "
        + "from the frames' \(overlap), \(gap)")
    let outside = gaps.filter { abs($0) > analysis.tolerance }.count
    FuzzCheck.require(
      outside == summary.framesOutOfTolerance,
      "\(context): \(summary.framesOutOfTolerance) frames out of tolerance, frames say \(outside)")
  }
}
