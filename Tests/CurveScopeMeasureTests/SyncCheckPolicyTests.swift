import CurveScopeMeasure
import CurveScopeSync
import CurveScopeTiming
import Testing

/// `check`'s verdict through the library: limits, the defaults, a baseline (regressions by more
/// than the tolerances, entries missing), and recording runs. The expected failures are worked
/// out by hand from the measures of the simulation, each limit placed just above or below them.
struct SyncCheckPolicyTests {
  /// reported-duration on the default show: 63.5 pt of overlap, 19.1 pt of gap, 33.1 ms of lag.
  static let lagging: SyncSummary = {
    guard let show = try? Scenario.defaultShow(),
      let summary = try? SyncAnalysis(
        scenario: show, strategy: .reportedDuration, clock: FrameClock(.hz120)
      ).summary()
    else { preconditionFailure("the default show cannot be analysed") }
    return summary
  }()

  @Test("the measures the cases below are placed around")
  func measures() throws {
    let summary = Self.lagging
    #expect(abs(summary.maxOverlapPoints - 63.55) < 0.01)
    #expect(abs(summary.maxGapPoints - 19.10) < 0.01)
    let lag = try #require(summary.lagAtHalfTravelMilliseconds)
    #expect(abs(lag - 33.07) < 0.01)
  }

  @Test("without a baseline: given limits, the others at their defaults (1 pt, 1 pt, lag off)")
  func limits() {
    let summary = Self.lagging
    let defaults = SyncCheckPolicy().verdict(for: summary)
    #expect(defaults.basis == .limits)
    #expect(defaults.failures.map(\.measure) == [.maxOverlap, .maxGap])
    #expect(defaults.failures.allSatisfy { $0.limit == 1 && $0.source == .limit })
    let generous = SyncCheckPolicy(
      limits: SyncThresholds(
        maxOverlapPoints: summary.maxOverlapPoints, maxGapPoints: summary.maxGapPoints + 0.01,
        maxLagMilliseconds: 33))
    let verdict = generous.verdict(for: summary)
    // A measure equal to its limit passes; the lag 33.07 ms is past 33 ms.
    #expect(verdict.failures.map(\.measure) == [.lag])
    let lagFailure = verdict.failures.first
    #expect(lagFailure?.value == summary.lagAtHalfTravelMilliseconds)
    #expect(lagFailure?.limit == 33)
    #expect(
      abs((lagFailure?.excess ?? 0) - ((summary.lagAtHalfTravelMilliseconds ?? 0) - 33)) < 1e-12)
  }

  @Test("against a baseline: held to the recorded measures plus tolerances, not to the defaults")
  func baseline() {
    let summary = Self.lagging
    let recorded = SyncBaseline(summaries: [summary])
    let same = SyncCheckPolicy(baseline: recorded).verdict(for: summary)
    #expect(same.passed)
    #expect(same.basis == .baseline)
    #expect(same.baselineEntry?.maxOverlapPoints == summary.maxOverlapPoints)
    // Recorded 1 pt better than measured: within 1 pt of tolerance it passes, within 0.5 it
    // fails by the 0.5 pt beyond.
    var better = recorded
    better.entries[0].maxOverlapPoints -= 1
    #expect(SyncCheckPolicy(baseline: better, pointsTolerance: 1).verdict(for: summary).passed)
    let regressed = SyncCheckPolicy(baseline: better).verdict(for: summary)
    #expect(regressed.failures.count == 1)
    let failure = regressed.failures.first
    #expect(failure?.source == .baseline)
    #expect(failure?.recorded == summary.maxOverlapPoints - 1)
    #expect(failure?.tolerance == 0.5)
    #expect(failure?.limit == summary.maxOverlapPoints - 0.5)
    #expect(failure?.description.hasSuffix("(baseline 62.5 pt + 0.5 pt)") == true)
    // A limit given still applies with a baseline.
    let capped = SyncCheckPolicy(
      limits: SyncThresholds(maxGapPoints: 10), baseline: recorded
    ).verdict(for: summary)
    #expect(capped.basis == .baselineAndLimits)
    #expect(capped.failures.map(\.measure) == [.maxGap])
  }

  @Test("a check missing from the baseline is held to the limits, given or default")
  func missingEntry() {
    var other = Self.lagging
    other.strategy = "curve-shift"
    let baseline = SyncBaseline(summaries: [other])
    let verdict = SyncCheckPolicy(baseline: baseline).verdict(for: Self.lagging)
    #expect(verdict.basis == .limitsWithoutBaselineEntry)
    #expect(verdict.baselineEntry == nil)
    #expect(verdict.failures.map(\.measure) == [.maxOverlap, .maxGap])
    let loose = SyncCheckPolicy(
      limits: SyncThresholds(maxOverlapPoints: 100, maxGapPoints: 100), baseline: baseline)
    #expect(loose.verdict(for: Self.lagging).passed)
  }

  @Test("a recording run accepts the present state unless a limit is given")
  func recording() {
    let recording = SyncCheckPolicy(recordsBaseline: true).verdict(for: Self.lagging)
    #expect(recording.passed)
    #expect(recording.basis == .recording)
    let limited = SyncCheckPolicy(
      limits: SyncThresholds(maxOverlapPoints: 5), recordsBaseline: true
    ).verdict(for: Self.lagging)
    #expect(limited.basis == .recordingWithLimits)
    #expect(limited.failures.map(\.measure) == [.maxOverlap])
    // Recording a new baseline while checking an old one: the old one decides.
    let both = SyncCheckPolicy(
      baseline: SyncBaseline(summaries: [Self.lagging]), recordsBaseline: true
    ).verdict(for: Self.lagging)
    #expect(both.basis == .baseline)
  }

  @Test("the measures' JSON keys and units")
  func keys() {
    #expect(
      SyncViolation.Measure.allCases.map(\.key) == [
        "maxOverlapPoints", "maxGapPoints", "lagAtHalfTravelMs",
      ])
    #expect(SyncViolation.Measure.allCases.map(\.unit) == ["pt", "pt", "ms"])
  }
}
