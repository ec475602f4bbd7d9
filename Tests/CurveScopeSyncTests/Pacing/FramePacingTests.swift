import CurveScopeMeasure
import CurveScopeSync
import CurveScopeTiming
import ReferenceSolvers
import Testing

/// The frame-pacing model: reproducible, within its parameters, and measured like the reference
/// measures the same irregular frames.
@Suite("Frame pacing")
struct FramePacingTests {
  static let pacing: FramePacing = {
    do {
      return try FramePacing(
        rates: [.hz120, try FrameRate(hertz: 80), .hz60], jitterMilliseconds: 1,
        dropProbability: 0.1, rateChangeProbability: 0.05)
    } catch {
      preconditionFailure("pacing constants refused: \(error)")
    }
  }()

  @Test("a seed always gives the same frames; another seed others")
  func reproducible() throws {
    let a = try Self.pacing.frames(seed: 7, covering: 0.6)
    let b = try Self.pacing.frames(seed: 7, covering: 0.6)
    let c = try Self.pacing.frames(seed: 8, covering: 0.6)
    #expect(a == b)
    #expect(a != c)
  }

  @Test("frames: start at 0, increase, ticks at the allowed intervals, jitter clamped")
  func invariants() throws {
    let rates = Set([120.0, 80, 60])
    var drops = 0
    var total = 0
    var switches = 0
    var squares = 0.0
    for seed in 1...200 {
      let frames = try Self.pacing.frames(seed: UInt64(seed), covering: 0.6)
      #expect(frames[0].time == 0 && frames[0].appProduced)
      #expect(frames.last.map { $0.tick >= 0.6 - 1e-9 } == true)
      for (previous, frame) in zip(frames, frames.dropFirst()) {
        #expect(frame.time > previous.time)
        #expect(abs(frame.tick - previous.tick - previous.nominalInterval) <= 1e-12)
        #expect(rates.contains((1 / frame.nominalInterval).rounded()))
        #expect(abs(frame.time - frame.tick) <= 0.45 / 120 + 1e-15)
        if frame.nominalInterval != previous.nominalInterval { switches += 1 }
        squares += (frame.time - frame.tick) * (frame.time - frame.tick)
        if !frame.appProduced { drops += 1 }
        total += 1
      }
    }
    // 10 % drops, 5 % rate changes (to one of the two others), σ 1 ms: within sampling error.
    let dropRate = Double(drops) / Double(total)
    #expect(abs(dropRate - 0.1) < 0.02, "drop rate \(dropRate)")
    let switchRate = Double(switches) / Double(total)
    #expect(abs(switchRate - 0.05) < 0.015, "switch rate \(switchRate)")
    let sigma = (squares / Double(total)).squareRoot() * 1000
    #expect(sigma > 0.85 && sigma < 1.05, "σ \(sigma) ms")
  }

  @Test("without jitter, drops or changes the paced series is the regular clock's")
  func regularPacing() throws {
    let plain = try FramePacing(rates: [.hz120])
    for name in ["display-link", "display-link-predictive", "curve-shift", "kvo-center"] {
      let analysis = try SyncAnalysis(
        scenario: Scenario.defaultShow(), strategy: SyncFixtures.preset(name),
        clock: FrameClock(.hz120))
      let frames = try plain.frames(seed: 1, covering: analysis.windowEnd)
      let paced = analysis.measurer.measure(analysis.pacedSeries(frames, seed: 1)).summary
      let regular = analysis.summary()
      #expect(abs(paced.maxOverlapPoints - regular.maxOverlapPoints) <= 1e-9, "\(name)")
      #expect(abs(paced.maxGapPoints - regular.maxGapPoints) <= 1e-9, "\(name)")
      #expect(paced.frameCount == regular.frameCount, "\(name)")
    }
  }

  @Test(
    "paced frames equal the reference at the same times, every preset, several seeds",
    arguments: ReferenceStrategy.presetNames)
  func againstReference(_ name: String) throws {
    for (file, seed) in [("show-375x812-291.json", 3), ("interactive-flick.json", 11)] {
      let scenario = try SyncFixtures.scenario(file)
      let analysis = try SyncAnalysis(
        scenario: scenario, strategy: SyncFixtures.preset(name), clock: FrameClock(.hz120))
      let frames = try Self.pacing.frames(seed: UInt64(seed), covering: analysis.windowEnd)
      let measurement = analysis.measurer.measure(analysis.pacedSeries(frames, seed: UInt64(seed)))
      let reference = ReferenceSync(
        scenario: try SyncFixtures.reference(file),
        strategy: try SyncFixtures.referencePreset(name), nominalFPS: 120,
        times: frames.map(\.time), intervals: frames.map(\.nominalInterval),
        produced: frames.map(\.appProduced))
      let label = "\(file) \(name) seed \(seed)"
      #expect(measurement.series.frames.count == reference.frameCount, "\(label)")
      for (k, frame) in measurement.series.frames.enumerated() where k < reference.frameCount {
        expectClose(frame.keyboardTop, reference.keyboardTop[k], "\(label) frame \(k) keyboard")
        expectClose(frame.barBottom, reference.barBottom[k], "\(label) frame \(k) bar")
      }
      let summary = measurement.summary
      expectClose(summary.maxOverlapPoints, reference.maxOverlapPoints, "\(label) overlap")
      expectClose(
        summary.maxOverlapAtMilliseconds, reference.maxOverlapAtMilliseconds, "\(label) at")
      expectClose(summary.maxGapPoints, reference.maxGapPoints, "\(label) gap")
      expectClose(summary.outOfSyncMilliseconds, reference.outOfSyncMilliseconds, "\(label) out")
      expectClose(summary.rmsGapPoints, reference.rmsGapPoints, "\(label) rms")
      expectClose(
        summary.keyboardSettleMilliseconds, reference.keyboardSettleMilliseconds, "\(label) kb")
      expectClose(
        summary.barSettleMilliseconds, reference.barSettleMilliseconds, "\(label) bar settle")
      #expect(summary.framesOutOfTolerance == reference.framesOutOfTolerance, "\(label)")
    }
  }

  @Test("quantiles are nearest-rank: 1…100 gives 50, 95 and 100")
  func quantiles() {
    let spread = PacingQuantiles((1...100).map(Double.init).shuffled())
    #expect(spread.p50 == 50 && spread.p95 == 95 && spread.max == 100)
    let one = PacingQuantiles([4])
    #expect(one.p50 == 4 && one.p95 == 4 && one.max == 4)
  }

  @Test("a study is reproducible and its bounds hold")
  func study() throws {
    let analysis = try SyncAnalysis(
      scenario: Scenario.defaultShow(), strategy: .displayLink, clock: FrameClock(.hz120))
    let study = try PacingStudy(pacing: Self.pacing, runs: 64, seed: 5)
    let a = try study.run(analysis, threads: 1)
    let b = try study.run(analysis, threads: 2)
    #expect(a.summaries == b.summaries)
    #expect(a.maxOverlap.p50 <= a.maxOverlap.p95 && a.maxOverlap.p95 <= a.maxOverlap.max)
    // A display-link follower is never better than on the steady 120 Hz clock here.
    #expect(a.maxOverlap.p50 >= a.regular.maxOverlapPoints - 1e-9)
    #expect(throws: FramePacingError.runs(0, limit: PacingStudy.maximumRuns)) {
      try PacingStudy(pacing: Self.pacing, runs: 0)
    }
    #expect(throws: FramePacingError.parameter(.dropProbability, 0.95)) {
      try FramePacing(rates: [.hz60], dropProbability: 0.95)
    }
    #expect(throws: FramePacingError.rates(count: 0, limit: FramePacing.maximumRates)) {
      try FramePacing(rates: [])
    }
  }
}
