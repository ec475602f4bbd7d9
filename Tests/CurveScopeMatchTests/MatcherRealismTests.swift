import CurveScopeMatch
import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTiming
import CurveScopeTrace
import Testing

/// What real recordings do to the matcher: clocks that do not start at the notification, a
/// keyboard read a frame late, recordings that start mid-motion, keyboards that change height,
/// hides, margins and safe areas, bars that move like no preset.
@Suite("Matching real-looking recordings")
struct MatcherRealismTests {
  @Test("the recorder's clock far from the notification, no events: t = 0 is found")
  func clockOffset() throws {
    var faults = Roughness.device.imperfections(seed: 4, keepsEvents: false)
    faults.clockOffsetMilliseconds = 48_213_377.25
    let trace = try TraceFixtures.recording(
      Scenario.defaultShow(), .reportedDuration, rate: 120, faults)
    // t = 0 is the last frame at rest: within two frames of the notification.
    #expect(abs(trace.timeOrigin.fileMilliseconds - 48_213_377.25) < 17)
    let match = try TraceMatcher().match(trace)
    #expect(
      match.strategy == "reported-duration" || match.equivalents.contains("reported-duration"))
    #expect(abs(match.latencyMilliseconds) < 2)
  }

  @Test("a keyboard read one frame late: the offset says so, the strategy is still found")
  func keyboardReadLate() throws {
    var faults = Roughness.device.imperfections(seed: 8, keepsEvents: true)
    faults.keyboardReadLagFrames = 1
    let trace = try TraceFixtures.recording(Scenario.defaultShow(), .curveShift, rate: 60, faults)
    let match = try TraceMatcher().match(trace)
    let offset = try #require(match.keyboardModel.offsetMilliseconds)
    #expect(abs(offset - 1000.0 / 60) < 2)
    // The bar was read on time: it leads the late keyboard by a frame.
    #expect(abs(match.latencyMilliseconds + 1000.0 / 60) < 2)
    #expect(match.strategy == "curve-shift" || match.equivalents.contains("curve-shift"))
  }

  @Test("a recording that starts mid-show, without events", arguments: [40.0, 90.0])
  func partial(_ start: Double) throws {
    var faults = Roughness.device.imperfections(seed: 2, keepsEvents: false)
    faults.startMilliseconds = start
    let trace = try TraceFixtures.recording(
      Scenario.defaultShow(), .reportedDuration, rate: 120, faults)
    #expect(trace.motions.motions.first?.fromLevel == nil)
    let match = try TraceMatcher().match(trace)
    #expect(match.keyboardModel.name == "ios")
    #expect(
      match.strategy == "reported-duration" || match.equivalents.contains("reported-duration"))
  }

  @Test(
    "a third-party keyboard changing height mid-rise, without events", arguments: [60.0, 120.0])
  func heightChanges(_ rate: Double) throws {
    let scenario = try TraceFixtures.scenario("third-party-sogou-triple")
    let trace = try TraceFixtures.recording(
      scenario, .willShowOnly, rate: rate,
      Roughness.device.imperfections(seed: 6, keepsEvents: false))
    let match = try TraceMatcher().match(trace)
    #expect(match.keyboardModel.animationCount == 3)
    #expect(match.strategy == "will-show-only" || match.equivalents.contains("will-show-only"))
  }

  @Test("hides and a hide interrupting a show, without events")
  func hides() throws {
    for (name, strategy) in [
      ("hide-375x812-291", InputBarStrategy.reportedDuration),
      ("hide-interrupts-show", .curveShift),
    ] {
      let trace = try TraceFixtures.recording(
        TraceFixtures.scenario(name), strategy, rate: 120,
        Roughness.device.imperfections(seed: 12, keepsEvents: false))
      let match = try TraceMatcher().match(trace)
      #expect(match.keyboardModel.name == "ios", "\(name)")
      #expect(
        match.strategy == strategy.name || match.equivalents.contains(strategy.name),
        "\(name): \(match.strategy)")
    }
  }

  @Test("a bar 8 pt above the keyboard, resting 34 pt above the screen's bottom while hidden")
  func marginAndSafeArea() throws {
    var strategy = InputBarStrategy.curveShift
    strategy.margin = 8
    var scenario = try TraceFixtures.scenario("show-375x812-291")
    scenario.title = "show"
    let recorded = try TraceFixtures.recording(
      scenario, strategy, rate: 120, Roughness.device.imperfections(seed: 3, keepsEvents: false))
    // The bar rests on the safe area's edge while the keyboard is below it (a layout guide).
    let frames = recorded.frames.map { frame in
      TraceFrame(
        timeMilliseconds: frame.timeMilliseconds, keyboardTop: frame.keyboardTop,
        barBottom: frame.barBottom.map { min($0, 812 - 34 - 8) })
    }
    let trace = try Trace(name: "inset", screenWidth: 375, screenHeight: 812, frames: frames)
    let match = try TraceMatcher().match(trace)
    #expect(abs(match.marginPoints - 8) < 1)
    #expect(abs(match.safeAreaPoints - 34) < 1)
    #expect(match.rmsPoints < match.residualLimitPoints)
    // Resting on the safe area's edge until the keyboard passes it is what a layout guide does
    // (an animation from the edge would leave at once).
    #expect(match.strategy == "layout-guide" || match.equivalents.contains("layout-guide"))
  }

  @Test("a bar that moves like no preset is custom, with its delay and duration")
  func custom() throws {
    let easeOut = try BezierTiming(curve: .easeOut, duration: 0.4)
    var random = SeededRandom(seed: 17)
    var frames: [TraceFrame] = []
    for index in -6..<100 {
      let time = Double(index) / 120 + 0.0003 * random.gaussian()
      let keyboard = 812 - 291 * Timing.keyboardCurve.progress(at: time)
      let bar = 812 - 291 * easeOut.progress(at: time - 0.03)
      frames.append(
        TraceFrame(
          timeMilliseconds: time * 1000, keyboardTop: keyboard + 0.2 * random.gaussian(),
          barBottom: bar + 0.2 * random.gaussian()))
    }
    let trace = try Trace(name: "custom", screenWidth: 375, screenHeight: 812, frames: frames)
    let match = try TraceMatcher().match(trace)
    #expect(match.strategy == "custom")
    let custom = try #require(match.custom)
    #expect(custom.curve == "ease-out")
    #expect(abs(custom.startDelayMilliseconds - 30) < 5)
    #expect(abs(custom.durationMilliseconds - 400) < 25)
    #expect(custom.rmsPoints < 1)
  }

  @Test("a bar that jumps in keyboardDidShow is custom: a jump, half a second late")
  func jump() throws {
    var random = SeededRandom(seed: 23)
    var frames: [TraceFrame] = []
    for index in -6..<90 {
      let time = Double(index) / 120 + 0.0003 * random.gaussian()
      let keyboard = 812 - 291 * Timing.keyboardCurve.progress(at: time)
      // Constraints set in keyboardDidShow without animation: the bar moves at once, at 512 ms.
      let bar = time >= 0.512 ? 521.0 : 812.0
      frames.append(
        TraceFrame(
          timeMilliseconds: time * 1000, keyboardTop: keyboard + 0.2 * random.gaussian(),
          barBottom: bar))
    }
    let trace = try Trace(name: "did-show", screenWidth: 375, screenHeight: 812, frames: frames)
    let match = try TraceMatcher().match(trace)
    #expect(match.strategy == "custom")
    let custom = try #require(match.custom)
    #expect(custom.isJump && custom.durationMilliseconds == 0)
    // The bar moves between the last frame before 512 ms and the first after it.
    #expect(abs(custom.startDelayMilliseconds - 512) < 9)
    #expect(custom.rmsPoints < 1)
    #expect(custom.motionText.hasPrefix("a jump without animation, +5"))
  }

  @Test("the keyboard never moving and no events: no model can be matched")
  func still() throws {
    let frames = (0..<30).map {
      TraceFrame(timeMilliseconds: Double($0) * 8, keyboardTop: 812, barBottom: 812)
    }
    let trace = try Trace(name: "still", screenWidth: 375, screenHeight: 812, frames: frames)
    do {
      _ = try TraceMatcher().match(trace)
      Issue.record("a still keyboard was matched")
    } catch TraceMatchError.keyboardNeverMoves(let name) {
      #expect(name == "still")
    }
  }
}
