import CurveScopeExplain
import CurveScopeMatch
import CurveScopeTestSupport
import CurveScopeTrace
import Foundation
import Testing

/// CSV traces from the documented recorders carry their platform's console prefix, not always a
/// `# platform:` line: the platform is read from the prefix, a trace that shows none is said to
/// be assumed (with how to state it), and the JSON diagnosis speaks the platform's words.
@Suite("Platform of a trace")
struct PlatformInferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var prefix: String
    var platform: String?
    var testDescription: String { "'\(prefix)' → \(platform ?? "none")" }
  }

  static let cases: [Case] = [
    Case(prefix: " LOG  curvescope: ", platform: "react-native"),
    Case(prefix: "flutter: curvescope: ", platform: "flutter"),
    Case(prefix: "I/flutter (12345): curvescope: ", platform: "flutter"),
    Case(prefix: "D/CurveScope: ", platform: "android"),
    Case(prefix: "D/CurveScope( 4242): ", platform: "android"),
    Case(prefix: "12-05 10:22:31.118  4242  4242 D CurveScope: ", platform: "android"),
    Case(prefix: "I/ReactNativeJS(4242): curvescope: ", platform: "react-native"),
    Case(prefix: "", platform: nil),
    Case(prefix: "trace: ", platform: nil),
  ]

  /// A small CSV trace whose every line starts with `prefix`.
  static func csv(prefix: String, platformLine: String? = nil) -> [UInt8] {
    var lines = ["some other log line", prefix + "time_ms,keyboard_top,bar_bottom"]
    if let platformLine { lines.append(prefix + platformLine) }
    for index in 0..<30 {
      let top = 812 - 291 * min(1, Double(index) / 15)
      lines.append(prefix + "\(Double(index) * 16.7),\(top),\(top)")
    }
    return Array(lines.joined(separator: "\n").utf8)
  }

  @Test("the log prefix names the platform, and a note says it was read there", arguments: cases)
  func prefix(_ example: Case) throws {
    let trace = try Trace(csv: Self.csv(prefix: example.prefix), name: "prefixed")
    #expect(trace.source?.platform == example.platform)
    #expect(trace.notes.contains { $0.code == "platform-inferred" } == (example.platform != nil))
  }

  @Test("a '# platform:' line wins over the prefix")
  func statedWins() throws {
    let trace = try Trace(
      csv: Self.csv(prefix: "flutter: curvescope: ", platformLine: "# platform: ios"),
      name: "stated")
    #expect(trace.source?.platform == "ios")
    #expect(!trace.notes.contains { $0.code == "platform-inferred" })
  }

  /// `file` from `Curves/traces/` without its `# platform:` lines, as an older recorder wrote it.
  static func withoutPlatformLine(_ file: String) throws -> [UInt8] {
    let text = String(decoding: try TraceFixtures.curves("traces/" + file), as: UTF8.self)
    let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.contains("# platform:")
    }
    return Array(kept.joined(separator: "\n").utf8)
  }

  @Test(
    "the React Native and Flutter fixtures get their platform's cause and fix, never UIKit's",
    arguments: [
      ("react-native-show.csv", AppPlatform.reactNative),
      ("flutter-show-hide.csv", AppPlatform.flutter),
    ])
  func fixtures(_ file: String, _ platform: AppPlatform) throws {
    let trace = try Trace(csv: Self.withoutPlatformLine(file), name: file)
    let report = try TraceReport(trace)
    let explanation = try #require(try report.explanation())
    #expect(explanation.platform == platform)
    #expect(!explanation.match.platformAssumed)
    let words =
      [explanation.sentence, explanation.fix?.description ?? ""]
      + (explanation.fix?.code ?? []) + explanation.problems.map(\.message)
    for uikit in ["UIKeyboardLayoutGuide", "CADisplayLink", "presentation", "UIView", "<< 16"] {
      #expect(!words.contains { $0.contains(uikit) }, "\(uikit) in \(words)")
    }
    if platform == .reactNative {
      #expect(explanation.fix?.code.joined().contains("useKeyboardHandler") == true)
    }
  }

  @Test("an unknown platform is said to be assumed, with how to state it, in text and JSON")
  func assumed() throws {
    // The React Native fixture's lines without Metro's prefix: nothing shows the platform.
    let text = String(
      decoding: try Self.withoutPlatformLine("react-native-show.csv"), as: UTF8.self)
    let bare = text.split(separator: "\n").compactMap { line -> String? in
      line.hasPrefix(" LOG  curvescope: ") ? String(line.dropFirst(18)) : nil
    }
    let trace = try Trace(csv: Array(bare.joined(separator: "\n").utf8), name: "bare")
    #expect(trace.source?.platform == nil)
    let report = try TraceReport(trace)
    let explanation = try #require(try report.explanation())
    #expect(explanation.match.platformAssumed)
    let assumption = try #require(explanation.assumptions.first { $0.code == "platform-assumed" })
    #expect(assumption.message.contains("# platform:"))
    #expect(assumption.message.contains("source.platform"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(report.jsonText(explanation: explanation).utf8))
        as? [String: Any])
    let fix = try #require(json["fix"] as? [String: Any])
    #expect(fix["platformAssumed"] as? Bool == true)
  }

  @Test("Android's JSON diagnosis carries its own fix and words in the model's explanation")
  func androidJSON() throws {
    let recording = HeldOutRecording(
      platform: "android", rate: 60, screenHeight: 872.7, keyboardHeight: 320, safeArea: 24,
      android: true, hideAt: 1.0, seed: 13)
    let report = try TraceReport(try Trace(json: recording.bytes))
    let explanation = try #require(try report.explanation())
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(report.jsonText(explanation: explanation).utf8))
        as? [String: Any])
    let model = try #require(json["explanation"] as? [String: Any])
    #expect(model["platform"] as? String == "android")
    let fix = try #require(model["fix"] as? [String: Any])
    let code = try #require(fix["code"] as? String)
    #expect(code.contains("WindowInsetsAnimationCompat"))
    #expect(!code.contains("CADisplayLink") && !code.contains("presentation"))
    let problems = try #require(model["problems"] as? [[String: Any]])
    #expect(!problems.isEmpty)
    for problem in problems {
      let message = problem["message"] as? String ?? ""
      #expect(!message.contains("presentation layer") && !message.contains("display link"))
    }
    #expect((model["alternatives"] as? [Any])?.isEmpty == true)
  }
}
