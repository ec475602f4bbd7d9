import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTiming
import ReferenceSolvers
import Testing

/// The three retargeting rules on the scenarios where notifications interrupt each other.
@Suite("Retargeting rules vs the reference")
struct RetargetRuleTests {
  static let files = ["third-party-sogou-triple.json", "hide-interrupts-show.json"]

  func scenarios(_ file: String, _ rule: RetargetRule) throws -> (Scenario, ReferenceScenario) {
    var scenario = try SyncFixtures.scenario(file)
    scenario.retargetRule = rule
    var reference = try SyncFixtures.reference(file)
    reference.rule = ReferenceScenario.Rule(rule)
    return (scenario, reference)
  }

  @Test(
    "keyboard top at every frame and every millisecond equals the reference",
    arguments: files, RetargetRule.allCases)
  func keyboardPositions(_ file: String, _ rule: RetargetRule) throws {
    let (scenario, reference) = try scenarios(file, rule)
    for fps in [60.0, 120] {
      let analysis = try SyncAnalysis(
        scenario: scenario, strategy: SyncFixtures.preset("layout-guide"),
        clock: FrameClock(rate: fps))
      let sync = ReferenceSync(
        scenario: reference, strategy: try SyncFixtures.referencePreset("layout-guide"), fps: fps)
      let frames = analysis.frames()
      #expect(frames.count == sync.frameCount)
      for (frame, expected) in zip(frames, sync.keyboardTop) {
        #expect(abs(frame.keyboardTop - expected) <= 1e-9, "\(rule) frame \(frame.index)")
      }
    }
    let timeline = try MotionTimeline(keyboardIn: scenario)
    let motion = reference.keyboardMotion
    for ms in 0...700 {
      let time = Double(ms) / 1000
      #expect(abs(timeline.value(at: time) - motion.value(at: time)) <= 1e-9, "\(ms) ms")
    }
  }

  @Test(
    "every preset: summaries and frames equal the reference under every rule",
    arguments: files, RetargetRule.allCases)
  func presets(_ file: String, _ rule: RetargetRule) throws {
    let (scenario, reference) = try scenarios(file, rule)
    for name in ReferenceStrategy.presetNames {
      for fps in [60.0, 120] {
        let analysis = try SyncAnalysis(
          scenario: scenario, strategy: SyncFixtures.preset(name), clock: FrameClock(rate: fps))
        let sync = ReferenceSync(
          scenario: reference, strategy: try SyncFixtures.referencePreset(name), fps: fps)
        let label = "\(file) \(rule) \(name) @\(fps)"
        expectSummary(analysis.summary(), matches: sync, label)
        expectFrames(analysis, match: sync, label)
      }
    }
  }

  /// Retarget instants and (previous target M) in each file.
  static let instants: [(String, Double, Double)] = [
    ("third-party-sogou-triple.json", 0.06, 385), ("third-party-sogou-triple.json", 0.12, 451),
    ("hide-interrupts-show.json", 0.15, 521),
  ]

  @Test(
    "additive and from-current-state keep the keyboard where it is at the retarget",
    arguments: instants)
  func continuity(_ file: String, _ time: Double, _ model: Double) throws {
    for rule in [RetargetRule.additive, .fromCurrentState] {
      let timeline = try MotionTimeline(keyboardIn: scenarios(file, rule).0)
      let before = timeline.value(at: time.nextDown)
      #expect(abs(timeline.value(at: time) - before) <= 1e-9, "\(rule)")
    }
    // Additive: velocities add and the new spring starts at rest, so velocity is continuous
    // too; from-current-state drops the old animation: the keyboard restarts from rest.
    let additive = try MotionTimeline(keyboardIn: scenarios(file, .additive).0)
    #expect(abs(additive.velocity(at: time) - additive.velocity(at: time.nextDown)) <= 1e-6)
    #expect(abs(additive.velocity(at: time.nextDown)) > 10)
    let current = try MotionTimeline(keyboardIn: scenarios(file, .fromCurrentState).0)
    #expect(current.velocity(at: time) == 0)
  }

  @Test("restart jumps to the previous target at the retarget", arguments: instants)
  func restartJump(_ file: String, _ time: Double, _ model: Double) throws {
    let timeline = try MotionTimeline(keyboardIn: scenarios(file, .restart).0)
    let before = timeline.value(at: time.nextDown)
    #expect(timeline.value(at: time) == model)
    #expect(abs(before - model) > 10, "a visible jump of \(model - before) pt")
  }

  /// Hand-checkable: at 60 ms the keyboard of the triple scenario has risen 282·p(0.06) from
  /// 667, p(0.06) = 1 − (1 + 1.095445)·e^(−1.095445) = 1 − 2.095445 × 0.334391 = 0.299303, so
  /// it is at 667 − 84.403 = 582.597; restart jumps it 197.597 pt up to 385 (the willShow target).
  @Test("restart's first jump in the triple scenario is 197.597 pt, by hand")
  func restartJumpByHand() throws {
    let timeline = try MotionTimeline(
      keyboardIn: scenarios("third-party-sogou-triple.json", .restart).0)
    let before = timeline.value(at: 0.06.nextDown)
    #expect(abs(before - 582.597) <= 1e-3)
    #expect(abs((before - timeline.value(at: 0.06)) - 197.597) <= 1e-3)
  }

  /// All three rules end where the last notification says.
  @Test("every rule ends at the last target", arguments: files, RetargetRule.allCases)
  func endsAtLastTarget(_ file: String, _ rule: RetargetRule) throws {
    let (scenario, reference) = try scenarios(file, rule)
    let timeline = try MotionTimeline(keyboardIn: scenario)
    #expect(timeline.value(at: 1) == reference.keyboardMotion.finalValue)
    #expect(timeline.finalValue == reference.events.last?.endTop)
  }
}
