import CurveScopeExplain
import CurveScopeMatch
import CurveScopeTrace
import Testing

/// Held-out followers one display frame late (iOS at 120 and 60 Hz, Android at 60 Hz), a bar
/// moved from JavaScript two frames late, and a bar started 50 ms late, made by
/// ``HeldOutRecording`` without the library: each is named for what it is, explained with its
/// lateness as the cause, and given a fix in its platform's terms.
@Suite("Diagnosing late bars")
struct FollowerDiagnosisTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var recording: HeldOutRecording
    var frames: Int
    var platform: AppPlatform
    var keyboard: String
    var code: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "iOS 120 Hz, one frame late",
      recording: HeldOutRecording(rate: 120, safeArea: 34), frames: 1, platform: .ios,
      keyboard: "ios", code: ["presentation()", "CADisplayLink"]),
    Case(
      name: "iOS 60 Hz, one frame late", recording: HeldOutRecording(rate: 60, seed: 11),
      frames: 1, platform: .ios, keyboard: "ios", code: ["presentation()"]),
    Case(
      name: "iOS 60 Hz without notifications, one frame late",
      recording: HeldOutRecording(rate: 60, seed: 12, writesEvents: false), frames: 1,
      platform: .ios, keyboard: "ios", code: ["presentation()"]),
    Case(
      name: "Android 60 Hz, one frame late",
      recording: HeldOutRecording(
        platform: "android", rate: 60, screenHeight: 872.7, keyboardHeight: 320, safeArea: 24,
        android: true, hideAt: 1.0, seed: 13),
      frames: 1, platform: .android, keyboard: "android-callback",
      code: ["WindowInsetsAnimationCompat", "onProgress", "WindowInsetsCompat.Type.ime()"]),
    Case(
      name: "React Native 60 Hz, two frames late",
      recording: HeldOutRecording(platform: "react-native", rate: 60, bar: .follower(frames: 2)),
      frames: 2, platform: .reactNative, keyboard: "ios",
      code: ["useKeyboardHandler", "onMove"]),
    Case(
      name: "Flutter 120 Hz, one frame late",
      recording: HeldOutRecording(platform: "flutter", rate: 120, seed: 17), frames: 1,
      platform: .flutter, keyboard: "ios", code: ["MediaQuery.viewInsetsOf(context).bottom"]),
  ]

  @Test("a follower late by whole frames is named as one and explained", arguments: cases)
  func follower(_ example: Case) throws {
    let trace = try Trace(json: example.recording.bytes)
    let explanation = try TraceExplainer.explain(trace)
    let match = explanation.match
    #expect(match.strategy == "display-link", "matched \(match.strategy) \(match.latency)")
    #expect(match.latency == .follower(frames: example.frames))
    #expect(abs(match.latencyMilliseconds - Double(example.frames) * 1000 / match.frameRate) < 1)
    #expect(match.keyboardModel.name == example.keyboard)
    #expect(explanation.platform == example.platform)
    // The lateness is the cause, and the fix is verified on the model.
    #expect(explanation.problems.first?.code == .frameLatency)
    #expect(explanation.problems.first?.number("latencyFrames") == Double(example.frames))
    let fix = try #require(explanation.fix)
    #expect(fix.fixesDesync)
    #expect(fix.platform == example.platform)
    let code = fix.code.joined(separator: "\n")
    for word in example.code { #expect(code.contains(word), "\(code)") }
    if example.platform != .ios {
      let words =
        [explanation.sentence, fix.description, code]
        + explanation.problems.map(\.message)
      for uikit in ["UIKeyboardLayoutGuide", "<< 16", "UIView", "presentation layer"] {
        #expect(!words.contains { $0.contains(uikit) }, "\(uikit) in \(words)")
      }
    }
    // The recording is out of sync by about what the keyboard moves in the late frames.
    #expect(!explanation.recorded.isInSync)
    #expect(explanation.model?.isInSync == false)
  }

  @Test("a bar that starts 50 ms late is a start delay no preset explains, with its causes")
  func startDelay() throws {
    let recording = HeldOutRecording(rate: 120, bar: .delayed(seconds: 0.05), seed: 23)
    let explanation = try TraceExplainer.explain(try Trace(json: recording.bytes))
    let match = explanation.match
    guard case .startDelay(let milliseconds, let frames) = match.latency else {
      Issue.record("latency read as \(match.latency)")
      return
    }
    #expect(abs(milliseconds - 50) < 2)
    #expect(abs(frames - 6) < 0.3)
    #expect(match.strategy != "display-link")
    #expect(match.matchedStrategy?.latencyFrames == 6)
    #expect(explanation.problems.contains { $0.code == .animationLatency })
    #expect(explanation.fix?.changes == [.animateWithoutDelay])
    #expect(explanation.fix?.fixesDesync == true)
    #expect(explanation.sentence.contains("main thread"))
    #expect(explanation.sentence.contains("asynchronous hop"))
    #expect(explanation.assumptions.contains { $0.code == "start-delay" })
    #expect(explanation.confidence.level == .medium)
  }

  @Test("the model diagnosed includes the latency: its desync is the recording's")
  func modelCarriesLatency() throws {
    let recording = HeldOutRecording(rate: 60, hideAt: nil, jitterMilliseconds: 0, seed: 3)
    let trace = try Trace(json: recording.bytes)
    let explanation = try TraceExplainer.explain(trace)
    let model = try #require(explanation.model)
    // One frame of curve 7 at 60 Hz is up to 0.1115 of its travel (291 pt): 32.4 pt.
    #expect(abs(model.before.maxOverlapPoints - 0.1115 * 291) < 0.6)
    #expect(abs(explanation.recorded.maxOverlapPoints - model.before.maxOverlapPoints) < 1)
  }

  @Test("every diagnosis says what it assumes and how sure it is, in JSON too")
  func assumptionsInJSON() throws {
    let recording = HeldOutRecording(platform: "recording", rate: 60, seed: 31)
    let report = try TraceReport(try Trace(json: recording.bytes))
    let explanation = try #require(try report.explanation())
    #expect(explanation.assumptions.contains { $0.code == "platform-assumed" })
    #expect(explanation.assumptions.contains { $0.code == "regular-clock" })
    let json = report.jsonText(explanation: explanation)
    for member in [
      "\"assumptions\"", "\"platform-assumed\"", "\"confidence\"", "\"latency\"",
      "\"kind\": \"follower\"", "\"platform\": \"ios\"",
    ] {
      #expect(json.contains(member), "\(member) missing")
    }
  }
}
