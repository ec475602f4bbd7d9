import CurveScopeMatch
import CurveScopeTrace
import Testing

/// Bars late by much more than the usual start delays, and by less than a display frame, and a
/// recording judged against a keyboard profile it does not fit, made by ``HeldOutRecording``
/// without the library: each diagnosis names what it measured or says it cannot tell.
@Suite("Diagnosing very late and sub-frame late bars")
struct LateBarDiagnosisTests {
  @Test(
    "a bar started 500 or 800 ms late is a start delay of a preset, not an invented curve",
    arguments: [0.5, 0.8])
  func longStartDelay(_ seconds: Double) throws {
    let recording = HeldOutRecording(
      rate: 60, bar: .delayed(seconds: seconds), hideAt: nil, seed: 41, tail: 1.6)
    let explanation = try TraceExplainer.explain(try Trace(json: recording.bytes))
    let match = explanation.match
    #expect(match.isPreset, "matched \(match.strategy): \(explanation.sentence)")
    guard case .startDelay(let milliseconds, _) = match.latency else {
      Issue.record("latency read as \(match.latency)")
      return
    }
    #expect(abs(milliseconds - seconds * 1000) < 3)
    #expect(match.rmsPoints < 1)
    let delay = try #require(explanation.problems.first { $0.code == .animationLatency })
    // As long as the keyboard's own animation: a did-notification handler is among the causes.
    #expect(delay.message.contains("keyboardDidShow"))
    #expect(explanation.sentence.contains("late-notification"))
    #expect(explanation.fix?.changes == [.animateWithoutDelay])
    #expect(explanation.confidence.level == .medium)
  }

  @Test("a custom fit starting far from the notification says its start is unexplained")
  func farCustomStart() throws {
    let recording = HeldOutRecording(
      rate: 60, bar: .linear(delay: 0.6, duration: 0.3), hideAt: nil, seed: 43, tail: 1.4)
    let explanation = try TraceExplainer.explain(try Trace(json: recording.bytes))
    let custom = try #require(explanation.match.custom, "\(explanation.sentence)")
    #expect(custom.startDelayMilliseconds > 400)
    #expect(explanation.sentence.contains("is unexplained"))
    #expect(explanation.confidence.level == .low)
    #expect(explanation.confidence.reasons.contains { $0.contains("is unexplained") })
  }

  @Test(
    "a bar less than a frame late is named as the cause of the desync, never 'in sync', high",
    arguments: [(60.0, 0.008), (120.0, 0.004)])
  func subFrame(_ rate: Double, _ seconds: Double) throws {
    let recording = HeldOutRecording(
      rate: rate, safeArea: 34, bar: .delayed(seconds: seconds), seed: 47)
    let explanation = try TraceExplainer.explain(try Trace(json: recording.bytes))
    #expect(!explanation.recorded.isInSync)
    #expect(explanation.confidence.level != .high)
    let finding = try #require(
      explanation.problems.first { $0.code == .subFrameLatency },
      "\(explanation.problems.map(\.message)) model in sync: \(explanation.model?.isInSync == true)"
    )
    let latency = try #require(finding.number("latencyMs"))
    #expect(abs(latency - seconds * 1000) < 1.5)
    // What the latency moves the bar by is the desync the recording measured.
    let shift = try #require(finding.number("latencyShiftPoints"))
    let desync = max(explanation.recorded.maxOverlapPoints, explanation.recorded.maxGapPoints)
    #expect(abs(shift - desync) < 0.25 * desync)
  }

  @Test("Android and iOS bars 50 ms late carry the same caveat and confidence")
  func fiftyMillisecondsLate() throws {
    let android = HeldOutRecording(
      platform: "android", rate: 60, screenHeight: 872.7, keyboardHeight: 320, android: true,
      bar: .delayed(seconds: 0.05), hideAt: nil, seed: 53)
    let ios = HeldOutRecording(rate: 60, bar: .delayed(seconds: 0.05), hideAt: nil, seed: 53)
    for recording in [android, ios] {
      let explanation = try TraceExplainer.explain(try Trace(json: recording.bytes))
      let match = explanation.match
      #expect(match.sameMotion != nil, "\(match.strategy) \(match.latency)")
      #expect(explanation.confidence.level == .medium)
      #expect(explanation.assumptions.contains { $0.code == "follower-frames" })
      if recording.android {
        #expect(match.sameMotion == TraceMatch.keyboardCurveMotion)
        #expect(explanation.sentence.contains("the IME's own curve"))
      }
    }
  }

  @Test("an Android recording judged against the iOS profile says which keyboard fits instead")
  func wrongProfile() throws {
    let recording = HeldOutRecording(
      platform: "android", rate: 60, screenHeight: 872.7, keyboardHeight: 320, safeArea: 24,
      android: true, hideAt: 1.0, seed: 13)
    let trace = try Trace(json: recording.bytes)
    let matcher = try TraceMatcher(judgingAgainst: .ios)
    let explanation = try TraceExplainer.explain(trace, matcher: matcher)
    let match = explanation.match
    #expect(match.judgedProfile == "ios")
    let closest = try #require(match.closestKeyboard)
    #expect(closest.name == "android-callback")
    #expect(closest.rmsPoints < 1)
    #expect(explanation.confidence.level == .low)
    let reasons = explanation.confidence.reasons.joined(separator: " ")
    #expect(!reasons.contains("no known model"))
    #expect(reasons.contains("android-callback"))
    for assumption in explanation.assumptions where assumption.code == "events-offset" {
      #expect(!assumption.message.contains("reads a frame late"))
    }
  }
}
