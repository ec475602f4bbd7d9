import CurveScopeMeasure
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTiming
import ReferenceSolvers
import Testing

/// Inputs at the edges: they must give the reference's numbers or a typed error, never trap.
@Suite("Sync analysis edge cases")
struct SyncEdgeCaseTests {
  @Test("the lowest and highest frame rates match the reference", arguments: [1.0, 1000])
  func extremeRates(_ fps: Double) throws {
    for name in ReferenceStrategy.presetNames {
      let analysis = try SyncAnalysis(
        scenario: Scenario.defaultShow(), strategy: SyncFixtures.preset(name),
        clock: FrameClock(rate: fps))
      let reference = ReferenceSync(
        scenario: SyncFixtures.referenceDefault(),
        strategy: try SyncFixtures.referencePreset(name), fps: fps)
      expectSummary(analysis.summary(), matches: reference, "\(name) @\(fps)")
      expectFrames(analysis, match: reference, "\(name) @\(fps)")
    }
    // W = 0.6 s: n = ceil(0.6·fps − 1e-9).
    let expected = ["1.0": 2, "1000.0": 601][String(fps)]
    #expect(
      try SyncAnalysis(
        scenario: Scenario.defaultShow(), strategy: SyncFixtures.preset("layout-guide"),
        clock: FrameClock(rate: fps)
      ).frameCount == expected)
  }

  @Test("a 0 pt keyboard moves nothing: no lag, no gap, settled at 0 ms")
  func zeroHeightKeyboard() throws {
    for name in ReferenceStrategy.presetNames {
      for fps in [60.0, 120] {
        let analysis = try SyncAnalysis(
          scenario: Scenario.defaultShow(keyboardHeight: 0), strategy: SyncFixtures.preset(name),
          clock: FrameClock(rate: fps))
        let reference = ReferenceSync(
          scenario: SyncFixtures.referenceDefault(height: 0),
          strategy: try SyncFixtures.referencePreset(name), fps: fps)
        let summary = analysis.summary()
        expectSummary(summary, matches: reference, "\(name) @\(fps)")
        #expect(summary.lagAtHalfTravelMilliseconds == nil)
        #expect(summary.maxOverlapPoints == 0 && summary.maxGapPoints == 0)
        #expect(summary.keyboardSettleMilliseconds == 0 && summary.barSettleMilliseconds == 0)
      }
    }
  }

  static let sameTime = ScenarioSpec(
    name: "three events at 0 ms", screenHeight: 667,
    events: [
      .init(timeMs: 0, kind: .willShow, beginTop: 667, endTop: 385, duration: 0.25, curve: 7),
      .init(
        timeMs: 0, kind: .willChangeFrame, beginTop: 385, endTop: 451, duration: 0.25, curve: 7),
      .init(timeMs: 0, kind: .didShow, beginTop: 667, endTop: 451, duration: 0.25, curve: 7),
      .init(timeMs: 0, kind: .willChangeFrame, beginTop: 451, endTop: 409, duration: 0, curve: 0),
    ])

  static let late = ScenarioSpec(
    name: "hide at 59 s",
    events: [
      .init(timeMs: 0, kind: .willShow, beginTop: 812, endTop: 521, duration: 0.25, curve: 7),
      .init(timeMs: 59_000, kind: .willHide, beginTop: 521, endTop: 812, duration: 0.25, curve: 7),
    ])

  static let oddCurves = ScenarioSpec(
    name: "curves -1, 23, Int.max, Int.min",
    events: [
      .init(timeMs: 0, kind: .willShow, beginTop: 812, endTop: 521, duration: 0.25, curve: -1),
      .init(
        timeMs: 100, kind: .willChangeFrame, beginTop: 521, endTop: 476, duration: 0.3, curve: 23),
      .init(
        timeMs: 300, kind: .willChangeFrame, beginTop: 476, endTop: 521, duration: 0.2, curve: .max),
      .init(timeMs: 450, kind: .willHide, beginTop: 521, endTop: 812, duration: 0.25, curve: .min),
    ])

  @Test(
    "events at the same time, an event at 59 s, odd curve values: all match the reference",
    arguments: [sameTime, late, oddCurves], RetargetRule.allCases)
  func unusualScenarios(_ spec: ScenarioSpec, _ rule: RetargetRule) throws {
    var spec = spec
    spec.rule = rule
    for name in ReferenceStrategy.presetNames {
      for fps in [60.0, 120] {
        let analysis = try SyncAnalysis(
          scenario: spec.scenario(), strategy: SyncFixtures.preset(name),
          clock: FrameClock(rate: fps))
        let reference = ReferenceSync(
          scenario: spec.reference(), strategy: try SyncFixtures.referencePreset(name), fps: fps)
        // An ease-in-out hide (curve Int.min) from 450 ms has mirror-image frames about 575 ms.
        expectSummary(
          analysis.summary(), matches: reference, "\(spec.name) \(rule) \(name) @\(fps)")
        expectFrames(analysis, match: reference, "\(spec.name) \(rule) \(name) @\(fps)")
      }
    }
  }

  @Test("the 59 s window reaches the hide's end: 59.5 s")
  func lateWindow() throws {
    let analysis = try SyncAnalysis(
      scenario: Self.late.scenario(), strategy: SyncFixtures.preset("curve-shift"),
      clock: FrameClock(rate: 120))
    #expect(analysis.frameCount == 59 * 120 + 60 + 1)
    #expect(analysis.keyboardTop(atFrame: analysis.frameCount - 1) == 812)
  }

  @Test(
    "a duration-0 event shows at the first frame at or after it",
    arguments: [(100.0, 60.0, 6), (105, 60, 7), (100, 120, 12), (105, 120, 13), (0, 60, 0)])
  func jumpFrame(_ ms: Double, _ fps: Double, _ frame: Int) throws {
    let spec = ScenarioSpec(
      name: "jump", screenHeight: 667,
      events: [
        .init(timeMs: 0, kind: .willShow, beginTop: 667, endTop: 451, duration: 0, curve: 0),
        .init(
          timeMs: ms, kind: .willChangeFrame, beginTop: 451, endTop: 409, duration: 0, curve: 0),
      ])
    let analysis = try SyncAnalysis(
      scenario: spec.scenario(), strategy: SyncFixtures.preset("layout-guide"),
      clock: FrameClock(rate: fps))
    #expect(analysis.keyboardTop(atFrame: frame) == 409)
    if frame > 0 { #expect(analysis.keyboardTop(atFrame: frame - 1) == 451) }
  }

  /// A first reading puts "D ≤ 0: jump" under the Béziers only, as curve 7 ignores the reported
  /// duration; the library (and the reference) read the jump rule as covering curve 7 too, as
  /// UIKit makes no animation at all for a duration of 0.
  @Test("a curve-7 notification with duration 0 jumps at once (the spring is not run)")
  func springWithZeroDuration() throws {
    let spec = ScenarioSpec(
      name: "curve 7, 0 s",
      events: [
        .init(timeMs: 0, kind: .willShow, beginTop: 812, endTop: 521, duration: 0, curve: 7)
      ])
    for name in ReferenceStrategy.presetNames {
      let analysis = try SyncAnalysis(
        scenario: spec.scenario(), strategy: SyncFixtures.preset(name),
        clock: FrameClock(rate: 60))
      #expect(analysis.keyboardTop(atFrame: 0) == 521)
      let reference = ReferenceSync(
        scenario: spec.reference(), strategy: try SyncFixtures.referencePreset(name), fps: 60)
      expectSummary(analysis.summary(), matches: reference, "\(name)")
    }
  }

  @Test(
    "rates outside [1, 1000] and non-finite are TimingErrors",
    arguments: [
      0, 0.5, 1e-300, .leastNonzeroMagnitude, -1, 1000.5, Double.nan, .infinity, -.infinity,
    ])
  func badRates(_ rate: Double) {
    #expect(throws: TimingError.self) { try FrameClock(rate: rate) }
  }

  @Test(
    "negative and non-finite tolerances are typed errors", arguments: [-1, Double.nan, .infinity])
  func badTolerance(_ tolerance: Double) throws {
    let scenario = try Scenario.defaultShow()
    let clock = try FrameClock(rate: 60)
    let error = #expect(throws: SyncMeasurerError.self) {
      try SyncAnalysis(
        scenario: scenario, strategy: .layoutGuide, clock: clock, tolerance: tolerance)
    }
    guard case .tolerance(let value) = error else {
      Issue.record("expected the tolerance cause")
      return
    }
    #expect(isSameValue(value, tolerance))
  }

  @Test(
    "non-finite or negative strategy values are StrategyErrors",
    arguments: [Double.nan, .infinity, -1])
  func badStrategyValues(_ value: Double) {
    let call = AnimationCall(duration: .fixed(0.3), curve: .options([]))
    #expect(throws: StrategyError.self) {
      try InputBarStrategy(name: "m", summary: "", reaction: .animate(call), margin: value)
    }
    #expect(throws: StrategyError.self) {
      try InputBarStrategy(
        name: "h", summary: "", reaction: .animate(call), assumedKeyboardHeight: value)
    }
    #expect(throws: StrategyError.self) {
      try InputBarStrategy(
        name: "d", summary: "",
        reaction: .animate(AnimationCall(duration: .fixed(value), curve: .options([]))))
    }
    #expect(throws: StrategyError.self) {
      try InputBarStrategy(name: "l", summary: "", reaction: .follow, latencyFrames: -1)
    }
  }

  @Test(
    "non-finite scenario values are ScenarioErrors", arguments: [Double.nan, .infinity, -.infinity])
  func badScenarioValues(_ value: Double) {
    let good = Rect(x: 0, y: 812, width: 375, height: 291)
    let bad = Rect(x: 0, y: value, width: 375, height: 291)
    func scenario(_ event: KeyboardEvent, width: Double = 375) throws -> Scenario {
      try Scenario(name: "bad", screenWidth: width, screenHeight: 812, events: [event])
    }
    #expect(throws: ScenarioError.self) {
      try scenario(KeyboardEvent(time: value, kind: .willShow, frameBegin: good, frameEnd: good))
    }
    #expect(throws: ScenarioError.self) {
      try scenario(KeyboardEvent(time: 0, kind: .willShow, frameBegin: bad, frameEnd: good))
    }
    #expect(throws: ScenarioError.self) {
      try scenario(
        KeyboardEvent(time: 0, kind: .willShow, frameBegin: good, frameEnd: good, duration: value))
    }
    #expect(throws: ScenarioError.self) {
      try scenario(
        KeyboardEvent(time: 0, kind: .willShow, frameBegin: good, frameEnd: good), width: value)
    }
    #expect(throws: ScenarioError.self) { try Scenario.defaultShow(keyboardHeight: value) }
    #expect(throws: ScenarioError.self) { try Scenario.defaultShow(duration: value) }
  }

  @Test("events more than 60 s apart are refused")
  func tooLong() {
    let frame = Rect(x: 0, y: 812, width: 375, height: 291)
    #expect(throws: ScenarioError.self) {
      try Scenario(
        name: "long", screenWidth: 375, screenHeight: 812,
        events: [
          KeyboardEvent(time: 0, kind: .willShow, frameBegin: frame, frameEnd: frame),
          KeyboardEvent(time: 60.001, kind: .willHide, frameBegin: frame, frameEnd: frame),
        ])
    }
  }
}
