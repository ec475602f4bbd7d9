import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeTestSupport
import Testing

@testable import CurveScopeSync
@testable import CurveScopeTiming

/// Every documented bound is a typed error raised before the expensive work: inputs built in
/// memory far past each limit must be refused, not processed (no timing asserts: a regression
/// shows as a test that never finishes).
struct ResourceLimitTests {
  /// A keyboard show: `count` willChangeFrame events `spacingMs` apart, alternating 216 and
  /// 336 pt, each animating `duration` seconds with `curve`.
  static func events(count: Int, spacingMs: Double, duration: Double, curve: Int = 0) -> String {
    (0..<count).map { index in
      let height = index.isMultiple(of: 2) ? 216 : 336
      let kind = index == 0 ? "willShow" : "willChangeFrame"
      return
        #"{"timeMs": \#(Double(index) * spacingMs), "kind": "\#(kind)", "height": \#(height), "#
        + #""duration": \#(duration), "curve": \#(curve)}"#
    }.joined(separator: ",\n")
  }

  static func scenario(events: String, fps: Int = 120, retarget: String = "additive") -> [UInt8] {
    Array(
      #"{"name": "heavy", "screen": {"width": 375, "height": 812}, "fps": \#(fps), "#
        .utf8)
      + Array(#""retarget": "\#(retarget)", "events": [\#(events)]}"#.utf8)
  }

  /// Parsing is linear: an 8 MiB scenario file with 100 001 events is parsed in one pass (the
  /// parser used to count lines from the start for every key: hours), then refused by count
  /// before any event is decoded.
  @Test("100 001 events in an 8 MiB file are refused by count, after a linear parse")
  func eventCount() {
    let bytes = Self.scenario(events: Self.events(count: 100_001, spacingMs: 0.1, duration: 0))
    #expect(bytes.count > 8_000_000)
    let error = decodingError { _ = try Scenario(json: bytes) }
    guard case .tooMany(let count, let limit, _)? = error?.cause else {
      Issue.record("expected tooMany")
      return
    }
    #expect(error?.path == "events" && count == 100_001 && limit == 10_000)
  }

  @Test("a JSON object with 300 000 keys parses (duplicate-key positions are computed lazily)")
  func manyKeys() throws {
    let members = (0..<300_000).map { #""k\#($0)": \#($0)"# }.joined(separator: ",")
    let value = try JSONParser().parse("{" + members + "}")
    guard case .object(let parsed) = value else {
      Issue.record("not an object")
      return
    }
    #expect(parsed.count == 300_000)
    let duplicate = "{" + members + #", "k7": 0}"#
    #expect {
      try JSONParser().parse(duplicate)
    } throws: { error in
      let error = error as? JSONParseError
      return error?.cause == .duplicateKey("k7") && error?.line == 1
        && error?.column == members.utf8.count + 4
    }
  }

  /// 10 000 events 6 ms apart, each animating 10 s, all overlapping under additive retargeting:
  /// the keyboard would keep 10 000 × 1 667 animations (about 1.3 GB) and evaluate each on
  /// every frame. Refused while the timeline is being built.
  @Test("overlapping additive animations past 200 000 kept are a MotionError")
  func storedAnimations() throws {
    let bytes = Self.scenario(
      events: Self.events(count: 10_000, spacingMs: 6, duration: 10), fps: 1000)
    let scenario = try Scenario(json: bytes)
    #expect(scenario.events.count == 10_000)
    #expect {
      try SyncAnalysis(
        scenario: scenario, strategy: .curveShift, clock: FrameClock(.hz120))
    } throws: { error in
      (error as? MotionError)
        == .tooManyAnimations(owner: "scenario \(scenario.name)", limit: 200_000)
    }
    // The same events replacing each other (restart) keep one animation at a time: analysed.
    var restarted = scenario
    restarted.retargetRule = .restart
    let summary = try SyncAnalysis(
      scenario: restarted, strategy: .layoutGuide, clock: FrameClock(.hz60)
    ).summary()
    #expect(summary.maxOverlapPoints == 0 && summary.maxGapPoints == 0)
  }

  /// A bar on a slow spring (settling in about 460 s) restarted by 120 notifications at 1000 Hz
  /// needs 460 000 frames × 120 animations: past the 50 000 000 evaluations allowed.
  @Test("more than 50 000 000 animation evaluations is a SimulationError before any frame")
  func evaluations() throws {
    let scenario = try Scenario(
      json: Self.scenario(events: Self.events(count: 120, spacingMs: 5, duration: 0.25)))
    let strategy = try InputBarStrategy(
      json: Array(#"{"curve": "spring(mass: 1, stiffness: 1, damping: 0.03)"}"#.utf8))
    let clock = try FrameClock(rate: 1000)
    #expect {
      try SyncAnalysis(scenario: scenario, strategy: strategy, clock: clock)
    } throws: { error in
      guard case .tooManyEvaluations(_, _, 1000, let count, 50_000_000)? = error as? SimulationError
      else { return false }
      return count > 50_000_000
    }
    // At 10 Hz the same motion needs a hundredth of that and is analysed.
    let slow = try SyncAnalysis(scenario: scenario, strategy: strategy, clock: FrameClock(rate: 10))
    #expect(slow.frameCount > 4_000)
  }

  @Test("dumps: 17 MiB, 100 000-deep brackets and 10 001 notifications are refused")
  func dumpBounds() {
    let large = String(repeating: " ", count: 17 << 20)
    #expect(
      throws: NotificationDumpError(
        line: nil, reason: .inputTooLarge(bytes: 17 << 20, limit: 16 << 20))
    ) {
      try NotificationDumpParser.parse(large)
    }
    #expect {
      try NotificationDumpParser.parse(String(repeating: "{", count: 100_000))
    } throws: { error in
      (error as? NotificationDumpError)?.reason == .nestingTooDeep(limit: 64)
    }
    let one = "{UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 521}, {375, 291}}\";}\n"
    #expect {
      try NotificationDumpParser.parse(String(repeating: one, count: 10_001))
    } throws: { error in
      (error as? NotificationDumpError)?.reason == .tooManyNotifications(limit: 10_000)
    }
  }

  @Test("sample rows, frames and sweep cells are counted before anything is allocated")
  func counts() throws {
    #expect(throws: TimingError.self) {
      try TimingSampler.rowCount(duration: 1e300, frameRate: .hz60)
    }
    #expect(throws: MotionError.self) {
      try FrameClock(.hz120).frameCount(covering: 1e300)
    }
    let sweep = SyncSweep(
      strategies: InputBarStrategy.presets, keyboardHeights: Array(repeating: 216, count: 10_000),
      frameRates: Array(repeating: .hz60, count: 10_000), durations: [0.25])
    #expect(
      throws: SimulationError.sweepTooLarge(
        axes: [InputBarStrategy.presets.count, 1, 10_000, 10_000, 1], limit: 2_000_000)
    ) {
      try sweep.run()
    }
    let overflowing = SyncSweep(
      strategies: [.curveShift], keyboardHeights: Array(repeating: 216, count: 1 << 16),
      frameRates: Array(repeating: .hz60, count: 1 << 16),
      durations: Array(repeating: 0.25, count: 1 << 16))
    #expect(overflowing.combinationCount == (1 << 48))
    #expect(throws: SimulationError.self) { try overflowing.run() }
  }
}
