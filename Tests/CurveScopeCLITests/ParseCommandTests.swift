import Foundation
import Testing

@testable import CurveScopeCLI

/// `curvescope parse`, run in-process.
struct ParseCommandTests {
  static let dumps = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Curves/dumps")

  static func dump(_ name: String) -> String {
    dumps.appendingPathComponent(name).path
  }

  /// Runs the tool with `input` as standard input.
  static func run(_ arguments: [String], input: String = "") -> (
    code: Int32, out: String, err: String
  ) {
    let bytes = Array(input.utf8)
    var io = CommandIO(readStandardInput: { _ in bytes })
    let code = CurveScopeTool.run(arguments, io: &io)
    return (code.rawValue, io.standardOutput, io.standardError)
  }

  /// Writes `text` to a new temporary file and returns its path.
  static func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("curvescope-parse-\(UUID().uuidString).txt")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test("the table shows one row per notification, — for missing values")
  func table() {
    let result = Self.run(["parse", Self.dump("objc-iphone-x-show.txt")])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    #expect(
      result.out == """
        line      logged  name             duration  curve         frame begin             frame end               height  local
        ----  ----------  ---------------  --------  ------------  ----------------------  ----------------------  ------  -----
           2        0 ms  willChangeFrame      0.25  keyboard (7)  {{0, 812}, {375, 291}}  {{0, 521}, {375, 291}}     291  yes
          12    0.555 ms  willShow             0.25  keyboard (7)  {{0, 812}, {375, 291}}  {{0, 521}, {375, 291}}     291  yes
          23  519.461 ms  didShow              0.25  keyboard (7)  {{0, 812}, {375, 291}}  {{0, 521}, {375, 291}}     291  yes
        3 keyboard notifications

        """)
    // NSLog's stamps 13:07:03.354 and 13:07:09.826, in ms after the first.
    let old = Self.run(["parse", Self.dump("nslog-bare-ipad-old.txt")])
    #expect(
      old.out.split(separator: "\n")[2]
        == "   3     0 ms  —            —  —      {{0, 1024}, {768, 264}}  {{0, 760}, {768, 264}}      264  —"
    )
    #expect(old.out.split(separator: "\n")[3].hasPrefix("  12  6472 ms"))
  }

  @Test("--json prints every field in a fixed order, frames as [x, y, width, height]")
  func jsonText() {
    let input = """
      NSConcreteNotification 0x1 {name = UIKeyboardWillHideNotification; userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 521}, {375, 291}}";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 812}, {375, 291}}";
          UIKeyboardIsLocalUserInfoKey = 0;
      }}
      """
    let result = Self.run(["parse", "-", "--json"], input: input)
    #expect(result.code == 0)
    #expect(
      result.out == """
        [
          {
            "line": 1,
            "form": "objectiveCNotification",
            "name": "UIKeyboardWillHideNotification",
            "kind": "willHide",
            "duration": 0.25,
            "curve": 7,
            "curveName": "keyboard",
            "frameBegin": [0, 521, 375, 291],
            "frameEnd": [0, 812, 375, 291],
            "isLocal": false,
            "keyboardHeight": 291
          }
        ]

        """)
  }

  @Test("--json of the dumps: absent name and isLocal are left out, other absent values are null")
  func jsonValues() throws {
    let result = Self.run(["parse", Self.dump("nslog-bare-ipad-old.txt"), "--json"])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
    #expect(array.count == 2)
    let first = array[0]
    #expect(first["name"] == nil)
    #expect(first["isLocal"] == nil)
    #expect(first["duration"] is NSNull)
    #expect(first["curve"] is NSNull)
    #expect(first["frameBegin"] as? [Double] == [0, 1024, 768, 264])
    #expect(first["frameEnd"] as? [Double] == [0, 760, 768, 264])
    #expect(first["centerEnd"] as? [Double] == [384, 892])
    #expect(
      first["otherKeys"] as? [String: String]
        == ["UIKeyboardFrameChangedByUserInteraction": "0"])

    let swift = Self.run(["parse", Self.dump("swift-print-input-switch.txt"), "--json"])
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(swift.out.utf8)) as? [[String: Any]])
    #expect(objects.map { $0["line"] as? Int } == [1, 4, 6])
    #expect(objects.map { $0["keyboardHeight"] as? Double } == [346, 301, 346])
    #expect(objects[1]["centerEnd"] as? [Double] == [207, 745.5])
    #expect(objects[2]["form"] as? String == "swiftDictionary")
  }

  @Test("a malformed dump exits 65 naming the file and the line, with nothing on stdout")
  func malformed() throws {
    let path = try Self.temporaryFile(
      "log\n{\n    UIKeyboardAnimationCurveUserInfoKey = 7;\n"
        + "    UIKeyboardFrameEndUserInfoKey = {{0, 264}\n}\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = Self.run(["parse", path])
    #expect(result.code == 65)
    #expect(result.out.isEmpty)
    #expect(
      result.err == "error: \(path) — line 4 — UIKeyboardFrameEndUserInfoKey: expected an NSRect "
        + "like {{0, 264}, {320, 216}}, found \"{{0, 264}\"\n")
  }

  @Test("no notification, a value cut short and garbage exit 65; lost closing braces do not")
  func dataErrors() throws {
    let empty = try Self.temporaryFile("2015-03-02 10:49:41.123 MyApp[1:2] nothing here\n")
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let none = Self.run(["parse", empty])
    #expect(none.code == 65)
    #expect(none.err.hasPrefix("error: \(empty) — dump — no keyboard notification found"))
    let cut = Self.run(
      ["parse", "-"], input: "{\n UIKeyboardAnimationCurveUserInfoKey = 7;\n x = {")
    #expect(cut.code == 0)
    #expect(cut.out.hasSuffix("1 keyboard notification\n"))
    let truncated = Self.run(
      ["parse", "-"], input: "{\n UIKeyboardAnimationDurationUserInfoKey = 0.2e")
    #expect(truncated.code == 65)
    #expect(
      truncated.err == "error: standard input — line 2 — UIKeyboardAnimationDurationUserInfoKey: "
        + "expected a duration in seconds like 0.25, found \"0.2e\"\n")
    let garbage = Self.run(["parse", "-"], input: "\u{1}\u{FFFD}{{{[[\"\\")
    #expect(garbage.code == 65)
    #expect(garbage.out.isEmpty)
  }

  @Test("a missing file exits 66; a missing or extra argument exits 64")
  func fileAndUsageErrors() {
    let missing = Self.run(["parse", "/nonexistent/dump.txt"])
    #expect(missing.code == 66)
    #expect(missing.err == "error: /nonexistent/dump.txt — no such file or directory\n")
    #expect(Self.run(["parse"]).code == 64)
    #expect(Self.run(["parse", "a.txt", "b.txt"]).code == 64)
    #expect(Self.run(["parse", "--yaml", "a.txt"]).code == 64)
  }

  @Test("help lists the argument, --json and examples")
  func help() {
    let result = Self.run(["parse", "--help"])
    #expect(result.code == 0)
    for text in ["USAGE: curvescope parse", "<file>", "--json", "curvescope parse - --json"] {
      #expect(result.out.contains(text))
    }
    #expect(Self.run(["--help"]).out.contains("parse"))
  }
}
