import CurveScopeMatch
import CurveScopeSupport
import CurveScopeTrace
import Testing

/// Bars late by a latency between whole display frames, a sub-frame latency as `compare` and
/// `explain` judge it, traces without notifications against their twins with them, and Android
/// traces named in Android's terms, all made by ``HeldOutRecording`` without the library.
@Suite("Diagnosing latencies between frames, and platforms' names")
struct BetweenFramesDiagnosisTests {
  @Test(
    "a copy late by 1.5 frames is reported as measured, and explained with the recorded numbers",
    arguments: [(60.0, 0.025, 34.0, UInt64(61)), (120.0, 0.0125, 0.0, UInt64(62))])
  func betweenFrames(_ rate: Double, _ seconds: Double, _ safeArea: Double, _ seed: UInt64)
    throws
  {
    let recording = HeldOutRecording(
      rate: rate, safeArea: safeArea, bar: .delayed(seconds: seconds), seed: seed)
    let trace = try Trace(json: recording.bytes)
    let explanation = try TraceExplainer.explain(trace)
    let match = explanation.match
    guard case .startDelay(let milliseconds, let frames) = match.latency else {
      Issue.record("latency read as \(match.latency), not as measured")
      return
    }
    #expect(abs(milliseconds - seconds * 1000) < 1, "\(milliseconds)")
    #expect(abs(frames - 1.5) < 0.1, "\(frames)")
    #expect(match.isFollower)
    #expect(explanation.sentence.contains("\(NumberText.reading(milliseconds)) ms late"))
    #expect(!explanation.sentence.contains("1 frame late"))
    #expect(explanation.assumptions.contains { $0.code == "follower-delay" })
    #expect(explanation.confidence.level == .medium)
    // The model runs on a clock on which the delay is whole frames (twice the rate here).
    #expect(match.modelClockRate.map { abs($0 - 2 * match.frameRate) < 1e-9 } == true)
    // The explanation's numbers are the recording's: within 5 % of the measured desync.
    let recorded = max(explanation.recorded.maxOverlapPoints, explanation.recorded.maxGapPoints)
    let model = try #require(explanation.model)
    #expect(abs(model.before.maxOverlapPoints - recorded) < 0.05 * recorded, "\(recorded)")
    let finding = try #require(explanation.problems.first { $0.code == .frameLatency })
    let step = try #require(finding.number("maxStepPoints"))
    #expect(abs(step - recorded) < 0.05 * recorded, "\(step) vs \(recorded)")
    #expect(finding.message.contains("1.5 display frames"))
    // JSON's latencyFrames counts the recording's display frames; the finer clock's count is
    // kept apart.
    #expect(abs((finding.number("latencyFrames") ?? 0) - frames) < 1e-9)
    #expect(finding.number("modelClockFrames") == 3)
  }

  @Test("a latency under a frame lowers compare's confidence as it does explain's")
  func subFrameConfidence() throws {
    let recording = HeldOutRecording(
      rate: 60, safeArea: 34, bar: .delayed(seconds: 0.008), seed: 63)
    let trace = try Trace(json: recording.bytes)
    let match = try TraceMatcher().match(trace)
    let compared = match.confidence(of: trace)
    let explained = try TraceExplainer.explain(trace, match: match).confidence
    #expect(compared.level == .medium)
    #expect(compared.level == explained.level)
    #expect(compared.reasons.contains { $0.contains("less than a frame") })
    // A bar on time keeps its confidence.
    let onTime = try Trace(
      json: HeldOutRecording(rate: 60, bar: .delayed(seconds: 0), seed: 64).bytes)
    #expect(try TraceMatcher().match(onTime).confidence(of: onTime).level == .high)
  }

  @Test("a trace without notifications is explained on its shows and hides, as its twin")
  func inferredNotificationsTwin() throws {
    for rate in [60.0, 120.0] {
      let withEvents = HeldOutRecording(rate: rate, seed: 65)
      var without = withEvents
      without.writesEvents = false
      let twin = try TraceExplainer.explain(try Trace(json: withEvents.bytes))
      let alone = try TraceExplainer.explain(try Trace(json: without.bytes))
      let twinModel = try #require(twin.model).before
      let aloneModel = try #require(alone.model).before
      // The hide's gap is there, as large as with the file's notifications.
      #expect(aloneModel.maxGapPoints > 10)
      #expect(abs(aloneModel.maxGapPoints - twinModel.maxGapPoints) < 1, "\(rate) Hz")
      #expect(abs(aloneModel.maxOverlapPoints - twinModel.maxOverlapPoints) < 1, "\(rate) Hz")
    }
  }

  @Test("Android traces name the mechanism in Android's terms and Android's notifications")
  func androidNames() throws {
    var recording = HeldOutRecording(
      platform: "android", rate: 60, screenHeight: 872.7, keyboardHeight: 320, safeArea: 24,
      android: true, hideAt: 1.0, seed: 66, writesEvents: false)
    let explanation = try TraceExplainer.explain(try Trace(json: recording.bytes))
    #expect(explanation.sentence.contains("adjustResize/imePadding follower"))
    let json = explanation.match.jsonValue.prettyText
    #expect(json.contains("\"platformName\": \"the adjustResize/imePadding follower\""))
    let inferred = try #require(explanation.assumptions.first { $0.code == "events-inferred" })
    #expect(!inferred.message.contains("curve 7"))
    #expect(inferred.message.contains("285 ms"))
    #expect(inferred.message.contains("WindowInsetsAnimationCompat"))
    // A JSON trace that names no platform: Android inferred from its notifications' shape.
    recording.writesEvents = true
    recording.writesPlatform = false
    let unnamed = try Trace(json: recording.bytes)
    #expect(unnamed.source?.platform == "android")
    let note = try #require(unnamed.notes.first { $0.code == "platform-inferred" })
    #expect(note.message.contains("inferred") && note.message.contains("285 ms"))
    let match = try TraceMatcher().match(unnamed)
    #expect(match.platform == .android)
    // An iOS trace that names no platform is not taken for Android.
    let ios = try Trace(json: HeldOutRecording(seed: 67, writesPlatform: false).bytes)
    #expect(ios.source?.platform == nil)
    #expect(!ios.notes.contains { $0.code == "platform-inferred" })
  }
}

/// A follower's worst frame that came after a longer interval than the median shows more than the
/// model on a regular clock; the explanation names that interval when it accounts for the
/// difference, with numbers the test recomputes from the trace's own frames.
@Suite("Explaining a follower's worst frame by its interval")
struct IrregularIntervalDiagnosisTests {
  @Test("an Android follower's worst overlap after a long interval is explained by it")
  func longInterval() throws {
    let recording = HeldOutRecording(
      platform: "android", rate: 60, screenHeight: 872.7, keyboardHeight: 320, safeArea: 24,
      android: true, hideAt: 1.0, jitterMilliseconds: 1.5, seed: 71)
    let trace = try Trace(json: recording.bytes)
    let explanation = try TraceExplainer.explain(trace)
    let model = try #require(explanation.model).before
    let recorded = explanation.recorded
    let at = try #require(recorded.maxOverlapAtMilliseconds)
    let times = trace.frames.map(\.timeMilliseconds)
    let index = try #require(times.indices.min { abs(times[$0] - at) < abs(times[$1] - at) })
    let interval = times[index] - times[index - 1]
    let regular = 1000 / explanation.match.frameRate
    #expect(abs(recorded.maxOverlapPoints - model.maxOverlapPoints) > 1)
    let clock = try #require(explanation.assumptions.first { $0.code == "regular-clock" })
    #expect(clock.message.contains("\(NumberText.reading(interval, decimals: 2)) ms after"))
    let scaled = model.maxOverlapPoints * interval / regular
    #expect(abs(scaled - recorded.maxOverlapPoints) < 1, "\(scaled) vs \(recorded)")
    #expect(clock.message.contains("\(NumberText.reading(scaled, decimals: 1)) pt"))
  }

  @Test("on a steady clock the regular-clock caveat names no interval")
  func steadyClock() throws {
    let recording = HeldOutRecording(
      platform: "android", rate: 60, screenHeight: 872.7, keyboardHeight: 320, safeArea: 24,
      android: true, hideAt: 1.0, jitterMilliseconds: 0, seed: 71)
    let explanation = try TraceExplainer.explain(try Trace(json: recording.bytes))
    let clock = try #require(explanation.assumptions.first { $0.code == "regular-clock" })
    #expect(!clock.message.contains("median interval"))
  }
}
