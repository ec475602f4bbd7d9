import Foundation
import Testing

@testable import CurveScopeCLI

/// The command line of the diagnoses: followers named with their frames and explained in the
/// platform's words, --profile used with --trace, console pastes timed by their stamps, and the
/// usage errors of trace options that were silently ignored.
@Suite("Diagnosis commands")
struct TraceDiagnosisCommandTests {
  static let traces = Repository.root + "/Curves/traces/"

  static func run(_ arguments: [String], input: String = "") -> (
    code: Int32, out: String, err: String
  ) {
    let bytes = Array(input.utf8)
    var io = CommandIO(readStandardInput: { _ in bytes })
    let code = CurveScopeTool.run(arguments, io: &io)
    return (code.rawValue, io.standardOutput, io.standardError)
  }

  static func temporaryFile(_ text: String, suffix: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("curvescope-diagnosis-\(UUID().uuidString)\(suffix)")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test("the Android follower of the gallery: display-link one frame late, explained in Kotlin")
  func androidFollower() throws {
    let path = Self.traces + "android-follower-60hz.json"
    let text = Self.run(["explain", "--trace", path])
    #expect(text.code == 0, "\(text.err)")
    // Named in Android's terms, the preset's name after it.
    #expect(
      text.out.contains(
        "Your bar moves like the adjustResize/imePadding follower (display-link), 1 frame late"))
    #expect(text.out.contains("[frame-latency]"))
    #expect(text.out.contains("WindowInsetsAnimationCompat.Callback"))
    #expect(text.out.contains("Fix for Android, in kotlin"))
    for uikit in ["UIKeyboardLayoutGuide", "<< 16", "UIView.animate", "CADisplayLink"] {
      #expect(!text.out.contains(uikit), "\(uikit)")
    }
    let json = Self.run(["explain", "--trace", path, "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(object["platform"] as? String == "android")
    let match = try #require(object["match"] as? [String: Any])
    #expect(match["strategy"] as? String == "display-link")
    let latency = try #require(match["latency"] as? [String: Any])
    #expect(latency["kind"] as? String == "follower")
    #expect(latency["frames"] as? Int == 1)
    let keyboard = try #require(object["keyboardModel"] as? [String: Any])
    #expect(keyboard["name"] as? String == "android-callback")
    let fix = try #require(object["fix"] as? [String: Any])
    #expect(fix["language"] as? String == "kotlin")
    #expect((fix["code"] as? String)?.contains("onProgress") == true)
    #expect((object["assumptions"] as? [Any])?.isEmpty == false)
    // A follower one frame late moves the bar as an animation with the IME's own curve started
    // a frame late does: medium, as on iOS (where curve-shift is that animation).
    #expect(match["sameMotion"] as? String == "keyboard-curve")
    #expect((object["confidence"] as? [String: Any])?["level"] as? String == "medium")
  }

  @Test("the iOS follower of the gallery: display-link one frame late at 120 Hz")
  func iosFollower() {
    let result = Self.run(["compare", "--trace", Self.traces + "ios-follower-120hz.json"])
    #expect(result.code == 0)
    #expect(result.out.contains("Match: display-link, 1 frame late"))
    #expect(result.out.contains("latency: the bar copies the keyboard 1 display frame late"))
    #expect(result.out.contains("Confidence: "))
  }

  @Test("--profile with --trace judges the recording against that keyboard")
  func profile() throws {
    let path = Self.traces + "ios-follower-120hz.json"
    let result = Self.run(["compare", "--trace", path, "--profile", "android-callback", "--json"])
    #expect(result.code == 0, "\(result.err)")
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
    let match = try #require(array.first?["match"] as? [String: Any])
    #expect(match["judgedProfile"] as? String == "android-callback")
    let keyboard = try #require(array.first?["keyboardModel"] as? [String: Any])
    #expect(keyboard["name"] as? String == "android-callback")
    #expect((keyboard["rmsPoints"] as? Double ?? 0) > 5)
    // check measures recordings: a profile changes none of their frames.
    let check = Self.run(["check", "--trace", path, "--profile", "ios-26"])
    #expect(check.code == 64)
    #expect(check.err.hasPrefix("error: --profile — "))
  }

  @Test("trace options that were silently ignored are refused")
  func refused() throws {
    let csv = "time_ms,keyboard_top,bar_bottom\n0,812,812\n16,700,700\n33,600,600\n50,530,530\n"
    let twice = Self.run(["compare", "--trace", "-", "--trace", "-"], input: csv)
    #expect(twice.code == 64)
    #expect(twice.err.contains("standard input once"))
    let json = Self.run([
      "compare", "--trace", Self.traces + "ios-follower-120hz.json", "--screen-height", "800",
    ])
    #expect(json.code == 64)
    #expect(json.err.contains("--screen-height"))
    let margin = Self.run([
      "compare", "--trace", Self.traces + "ios-follower-120hz.json", "--margin", "10000",
    ])
    #expect(margin.code == 64)
    #expect(margin.err.contains("--margin"))
  }

  @Test("a bar that never moves: the measures, and why no model is named")
  func stillBar() throws {
    var lines = ["time_ms,keyboard_top,bar_bottom"]
    for k in 0..<40 {
      let t = Double(k) / 60
      let top = t < 0.1 ? 812 : max(521, 812 - (t - 0.1) * 1200)
      lines.append("\(t * 1000),\(top),812")
    }
    let path = try Self.temporaryFile(lines.joined(separator: "\n") + "\n", suffix: ".csv")
    let result = Self.run(["explain", "--trace", path])
    #expect(result.code == 0)
    #expect(result.out.contains("the bar stays at 812 pt while the keyboard travels 291 pt"))
    #expect(!result.out.contains("Fix"))
  }

  @Test("a console paste with NSLog stamps is timed by them; without, the spacing is said")
  func pasteTimes() throws {
    let show = """
      2025-01-14 10:22:31.118402+0100 ChatApp[4321:5c3a1] NSConcreteNotification 0x6 {name = UIKeyboardWillShowNotification; userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 812}, {375, 291}}";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 521}, {375, 291}}";
      }}
      2025-01-14 10:22:33.518402+0100 ChatApp[4321:5c3a1] NSConcreteNotification 0x7 {name = UIKeyboardWillHideNotification; userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 521}, {375, 291}}";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 812}, {375, 291}}";
      }}

      """
    let stamped = try Self.temporaryFile(show, suffix: ".txt")
    let timed = Self.run(["compare", "--dump", stamped, "--strategy", "reported-duration"])
    #expect(timed.code == 0)
    #expect(timed.out.contains("willHide at 2400 ms"))
    #expect(timed.out.contains("Assumed: Times are the console's timestamps"))
    // The show and the hide alone each open a 63.5 pt overlap at most: no interruption.
    #expect(timed.out.contains("63.5 pt at 91.7 ms"))
    #expect(!timed.out.contains("73.5 pt"))
    let bare = try Self.temporaryFile(
      show.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.replacingOccurrences(
          of: "2025-01-14 10:22:31.118402+0100 ChatApp[4321:5c3a1] ", with: ""
        )
        .replacingOccurrences(of: "2025-01-14 10:22:33.518402+0100 ChatApp[4321:5c3a1] ", with: "")
      }.joined(separator: "\n"), suffix: ".txt")
    let assumed = Self.run(["compare", "--dump", bare, "--json"])
    #expect(assumed.code == 0)
    #expect(assumed.out.contains("spaced 100 ms apart (assumed; --spacing MS sets it)"))
    let spaced = Self.run(["compare", "--dump", bare, "--spacing", "2400"])
    #expect(spaced.out.contains("willHide at 2400 ms"))
    let explained = Self.run(["explain", "--dump", bare, "--strategy", "reported-duration"])
    #expect(explained.out.contains("Assumed: The paste has no timestamps"))
    // check states the same assumption, as a note beside its verdict.
    let checked = Self.run(["check", "--dump", bare])
    #expect(checked.code == 0)
    #expect(
      checked.err.contains(
        ": assumed: The paste has no timestamps (print and po output carry none): keyboard moves "
          + "are spaced 100 ms apart"))
    #expect(Self.run(["check", "--dump", bare, "--quiet"]).err.isEmpty)
    let alone = Self.run(["compare", "--spacing", "50"])
    #expect(alone.code == 64)
    #expect(alone.err.contains("--dump"))
  }
}
