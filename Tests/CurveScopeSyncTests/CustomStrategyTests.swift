import CurveScopeCodec
import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTiming
import ReferenceSolvers
import Testing

/// A custom call written once for the library and the reference.
struct CallCase: Sendable, CustomTestStringConvertible {
  var name: String
  var call: AnimationCall
  var reference: ReferenceCall
  var testDescription: String { name }

  /// An ease-in call of `seconds`, made inside the handler with extra option bits `extra`.
  static func easeIn(_ name: String, seconds: Double, extra: UInt, inside: Bool = true) -> Self {
    CallCase(
      name: name,
      call: AnimationCall(
        duration: .fixed(seconds), curve: .options(.curveEaseIn),
        extraOptions: AnimationOptions(rawValue: extra), insideHandler: inside),
      reference: ReferenceCall(
        duration: .fixed(seconds), curve: .options(1 << 16), extraOptions: extra,
        insideHandler: inside))
  }

  func strategy(latencyFrames: Int = 0, margin: Double = 0) throws -> InputBarStrategy {
    try InputBarStrategy(
      name: name, summary: "test", reaction: .animate(call), margin: margin,
      latencyFrames: latencyFrames)
  }
}

/// Custom strategies built in code: inheritance inside the handler, the override bits,
/// latency, beginFromCurrentState.
@Suite("Custom strategies vs the reference")
struct CustomStrategyTests {
  static let duration: UInt = 1 << 5
  static let curve: UInt = 1 << 6
  static let options: UInt = 1 << 9

  /// A catalogue curve as a spec; the names are fixed, so parsing cannot fail.
  static func spec(_ name: String) -> CurveSpec {
    do {
      return try CurveSpec(parsing: name)
    } catch {
      preconditionFailure("catalogue name \(name) does not parse: \(error)")
    }
  }

  static let calls: [CallCase] = [
    .easeIn("inside, no override", seconds: 0.4, extra: 0),
    .easeIn("inside, overrideInheritedDuration", seconds: 0.4, extra: duration),
    .easeIn("inside, overrideInheritedCurve", seconds: 0.4, extra: curve),
    .easeIn("inside, overrideInheritedOptions", seconds: 0.4, extra: options),
    .easeIn("inside, duration + curve", seconds: 0.4, extra: duration | curve),
    .easeIn(
      "inside, duration + curve + beginFromCurrentState", seconds: 0.4,
      extra: duration | curve | 4),
    .easeIn("outside the handler", seconds: 0.4, extra: 0, inside: false),
    CallCase(
      name: "Android IME Bézier (0.2, 0, 0, 1) over 0.35 s",
      call: AnimationCall(
        duration: .fixed(0.35), curve: .timing(Self.spec("android-ime"))),
      reference: ReferenceCall(
        duration: .fixed(0.35), curve: .bezier(BisectionBezier(0.2, 0, 0, 1)))),
    CallCase(
      name: "keyboard stand-in Bézier over 0.5 s, beginFromCurrentState",
      call: AnimationCall(
        duration: .fixed(0.5), curve: .timing(Self.spec("keyboard-bezier")),
        extraOptions: .beginFromCurrentState),
      reference: ReferenceCall(
        duration: .fixed(0.5), curve: .bezier(BisectionBezier(0.38, 0.7, 0.125, 1)),
        extraOptions: 4)),
  ]

  /// The keyboard runs ease-in-out 0.25 s here, so an inherited curve is visible.
  static let easeInOutShow = ScenarioSpec(
    name: "show ease-in-out",
    events: [
      .init(timeMs: 0, kind: .willShow, beginTop: 812, endTop: 521, duration: 0.25, curve: 0)
    ])

  static let files = [
    "show-375x812-291.json", "third-party-sogou-triple.json", "hide-interrupts-show.json",
    "old-dump-no-curve.json", "input-switch-instant.json",
  ]

  @Test("summaries and frames equal the reference on the scenario files", arguments: calls, files)
  func onFiles(_ call: CallCase, _ file: String) throws {
    try compare(call, try SyncFixtures.scenario(file), try SyncFixtures.reference(file), file)
  }

  @Test("summaries and frames equal the reference on an ease-in-out keyboard", arguments: calls)
  func onEaseInOut(_ call: CallCase) throws {
    try compare(call, Self.easeInOutShow.scenario(), Self.easeInOutShow.reference(), "ease-in-out")
  }

  func compare(
    _ call: CallCase, _ scenario: Scenario, _ reference: ReferenceScenario, _ label: String
  ) throws {
    for fps in [60.0, 120] {
      for margin in [0.0, 4] {
        let analysis = try SyncAnalysis(
          scenario: scenario, strategy: call.strategy(margin: margin), clock: FrameClock(rate: fps))
        let sync = ReferenceSync(
          scenario: reference, strategy: call.reference.strategy(margin: margin), fps: fps)
        expectSummary(analysis.summary(), matches: sync, "\(label) \(call.name) @\(fps)")
        expectFrames(analysis, match: sync, "\(label) \(call.name) @\(fps)")
      }
    }
  }

  @Test(
    "inside the handler without override bits the bar is the keyboard: gap 0 every frame",
    arguments: files)
  func insideIsKeyboard(_ file: String) throws {
    for fps in [60.0, 120] {
      let analysis = try SyncAnalysis(
        scenario: SyncFixtures.scenario(file), strategy: Self.calls[0].strategy(),
        clock: FrameClock(rate: fps))
      #expect(analysis.frames().allSatisfy { $0.gap == 0 })
    }
  }

  /// The timings of the SyncModel article ("Custom strategies"), written out per frame: 812 − 291·p(t).
  @Test(
    "override bits give the spec's timings, frame by frame",
    arguments: [
      // (case index, keyboard curve, expected bar curve, expected bar duration)
      (1, 0, 0, 0.4),  // own duration, the keyboard's curve (ease-in-out)
      (1, 7, 7, 0.4),  // own duration, the keyboard's spring: the spring ignores it
      (2, 7, 1, 0.25),  // own curve (ease-in), the keyboard's reported duration
      (3, 7, 1, 0.25),
      (4, 7, 1, 0.4),  // both own
      (0, 0, 0, 0.25),  // inherited: the keyboard's own
    ])
  func overrideTimings(_ index: Int, _ keyboardCurve: Int, _ barCurve: Int, _ seconds: Double)
    throws
  {
    let scenario = try Scenario.defaultShow(curve: AnimationCurve(rawValue: keyboardCurve))
    let timing = ReferenceTiming.uikit(curve: barCurve, duration: seconds)
    for fps in [60.0, 120] {
      let frames = try SyncAnalysis(
        scenario: scenario, strategy: Self.calls[index].strategy(), clock: FrameClock(rate: fps)
      ).frames()
      for frame in frames {
        let expected = 812 - 291 * timing.progress(Double(frame.index) / fps)
        #expect(abs(frame.barBottom - expected) <= syncTolerance, "frame \(frame.index)")
      }
    }
  }

  @Test(
    "latency frames shift the bar by exactly that many frames",
    arguments: [
      "show-375x812-291.json", "third-party-sogou-triple.json", "input-switch-instant.json",
    ],
    [1, 2, 3])
  func latency(_ file: String, _ frames: Int) throws {
    let call = CallCase(
      name: "curve << 16",
      call: AnimationCall(
        duration: .reported(fallback: 0), curve: .notification(shifted: true, fallback: .easeInOut)),
      reference: ReferenceCall(
        duration: .reported(fallback: 0), curve: .notification(shifted: true, fallback: 0)))
    for fps in [60.0, 120] {
      // Latency 1 at 120 Hz puts the spring's end exactly on frame 61 (τ snapped to 0.5 s).
      try compareLatency(call, file, frames, fps)
    }
  }

  func compareLatency(_ call: CallCase, _ file: String, _ frames: Int, _ fps: Double) throws {
    let scenario = try SyncFixtures.scenario(file)
    let clock = try FrameClock(rate: fps)
    let late = try SyncAnalysis(
      scenario: scenario, strategy: call.strategy(latencyFrames: frames), clock: clock)
    let prompt = try SyncAnalysis(scenario: scenario, strategy: call.strategy(), clock: clock)
    for k in 0..<late.frameCount {
      let expected =
        k < frames ? scenario.initialKeyboardTop : prompt.barBottom(atFrame: k - frames)
      #expect(abs(late.barBottom(atFrame: k) - expected) <= syncTolerance, "frame \(k)")
    }
    let reference = ReferenceSync(
      scenario: try SyncFixtures.reference(file),
      strategy: call.reference.strategy(latencyFrames: frames), fps: fps)
    expectSummary(late.summary(), matches: reference, "\(file) latency \(frames) @\(fps)")
    expectFrames(late, match: reference, "\(file) latency \(frames) @\(fps)")
  }

  @Test("a change inside the handler cannot have latency")
  func insideWithLatencyThrows() {
    #expect(throws: StrategyError.self) { try Self.calls[0].strategy(latencyFrames: 1) }
  }

  @Test("beginFromCurrentState makes the bar retarget from where it is")
  func beginFromCurrentState() throws {
    let call = CallCase(
      name: "curve << 16 + beginFromCurrentState",
      call: AnimationCall(
        duration: .reported(fallback: 0), curve: .notification(shifted: true, fallback: .easeInOut),
        extraOptions: .beginFromCurrentState),
      reference: ReferenceCall(
        duration: .reported(fallback: 0), curve: .notification(shifted: true, fallback: 0),
        extraOptions: 4))
    let file = "third-party-sogou-triple.json"
    var fromCurrent = try SyncFixtures.scenario(file)
    fromCurrent.retargetRule = .fromCurrentState
    for fps in [60.0, 120] {
      let clock = try FrameClock(rate: fps)
      let analysis = try SyncAnalysis(
        scenario: SyncFixtures.scenario(file), strategy: call.strategy(), clock: clock)
      // The bar moves as the keyboard would under from-current-state…
      let keyboard = try SyncAnalysis(
        scenario: fromCurrent, strategy: SyncFixtures.preset("layout-guide"), clock: clock)
      for k in 0..<analysis.frameCount {
        #expect(abs(analysis.barBottom(atFrame: k) - keyboard.keyboardTop(atFrame: k)) <= 1e-9)
      }
      // …while the keyboard itself is additive, so they part.
      #expect(analysis.summary().maxOverlapPoints + analysis.summary().maxGapPoints > 1)
      let reference = ReferenceSync(
        scenario: try SyncFixtures.reference(file), strategy: call.reference.strategy(), fps: fps)
      expectSummary(analysis.summary(), matches: reference, "bfcs @\(fps)")
      expectFrames(analysis, match: reference, "bfcs @\(fps)")
    }
  }

  /// A did-notification arrives after the keyboard's animation: a call "inside" its handler
  /// has nothing to inherit and runs its own timing (ease-in over 0.3 s from 500 ms).
  @Test("a handler for didShow runs its own timing")
  func didShowHandler() throws {
    let spec = ScenarioSpec(
      name: "show then didShow",
      events: [
        .init(timeMs: 0, kind: .willShow, beginTop: 812, endTop: 521, duration: 0.25, curve: 7),
        .init(timeMs: 500, kind: .didShow, beginTop: 812, endTop: 521, duration: 0.25, curve: 7),
      ])
    let strategy = try InputBarStrategy(
      name: "didShow", summary: "test",
      reaction: .animate(
        AnimationCall(duration: .fixed(0.3), curve: .options(.curveEaseIn), insideHandler: true)),
      handledKinds: [.didShow])
    let reference = ReferenceCall(
      duration: .fixed(0.3), curve: .options(1 << 16), insideHandler: true
    ).strategy(handles: [.didShow])
    for fps in [60.0, 120] {
      let analysis = try SyncAnalysis(
        scenario: spec.scenario(), strategy: strategy, clock: FrameClock(rate: fps))
      let sync = ReferenceSync(scenario: spec.reference(), strategy: reference, fps: fps)
      expectSummary(analysis.summary(), matches: sync, "didShow @\(fps)")
      expectFrames(analysis, match: sync, "didShow @\(fps)")
      #expect(analysis.frameCount == Int((0.8 * fps).rounded()) + 1)
    }
  }
}
