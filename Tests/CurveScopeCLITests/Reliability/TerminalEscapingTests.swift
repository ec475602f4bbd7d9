import CurveScope
import Foundation
import Testing

@testable import CurveScopeCLI

/// One escaping path for every name that reaches a terminal: trace names, titles and sources,
/// profile names and sources, scenario names in pacing and dismissal, file paths in lint; and
/// the guard under every command, which lets no escape sequence through whatever a command
/// forgot.
@Suite("Reliability: one escaping path to the terminal")
struct TerminalEscapingTests {
  static let evil = "evil\u{1B}[31mRED\nok    FAKE\u{202E}"
  static let escaped = "evil\\e[31mRED\\nok    FAKE\\u{202e}"

  /// Checks that `text` holds no control or format character but newlines, and that no line
  /// starts with the text after the name's newline.
  static func expectClean(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let controls = text.unicodeScalars.filter {
      ($0.properties.generalCategory == .control && $0 != "\n")
        || $0.properties.generalCategory == .format
    }
    #expect(controls.isEmpty, "\(controls.map(\.value))", sourceLocation: sourceLocation)
    #expect(
      !text.split(separator: "\n").contains { $0.hasPrefix("ok    FAKE") }, "\(text)",
      sourceLocation: sourceLocation)
  }

  /// A JSON trace whose name, title and source fields are hostile.
  static func hostileTrace(_ scratch: ScratchFolder) throws -> String {
    let data = try Data(
      contentsOf: URL(
        fileURLWithPath: Repository.root + "/Curves/traces/ios-show-iphone15pro.json"))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["name"] = evil
    object["title"] = evil
    var source = try #require(object["source"] as? [String: Any])
    source["device"] = evil
    source["recorder"] = evil
    object["source"] = source
    let path = scratch.file("trace.json")
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("compare and explain --trace escape the trace's name, title and source")
  func traceText() throws {
    let scratch = try ScratchFolder()
    let trace = try Self.hostileTrace(scratch)
    for command in ["compare", "explain"] {
      let run = InProcessRun([command, "--trace", trace])
      #expect(run.code == .success, "\(run.err)")
      Self.expectClean(run.out)
      #expect(run.out.contains(Self.escaped), "\(command): \(run.out.prefix(400))")
    }
  }

  @Test("profiles and the compare --profile header escape a profile's name and source")
  func profileText() throws {
    let scratch = try ScratchFolder()
    let profile = try scratch.write(
      "p.json",
      "{\"name\": \(JSONText.quoted(Self.evil)), \"base\": \"ios\", \"summary\": "
        + "\(JSONText.quoted(Self.evil)), \"provenance\": {\"kind\": \"measured\", \"source\": "
        + "\(JSONText.quoted(Self.evil))}}")
    let shown = InProcessRun(["profiles", profile])
    #expect(shown.code == .success, "\(shown.err)")
    Self.expectClean(shown.out)
    #expect(shown.out.contains(Self.escaped + ": " + Self.escaped + "\n  source: " + Self.escaped))
    let compared = InProcessRun(["compare", "--profile", profile, "--strategy", "curve-shift"])
    #expect(compared.code == .success, "\(compared.err)")
    Self.expectClean(compared.out)
    #expect(compared.out.contains("keyboard " + Self.escaped), "\(compared.out.prefix(600))")
  }

  @Test("pacing and dismissal escape scenario names")
  func scenarioNames() throws {
    let scratch = try ScratchFolder()
    let plain = try scratch.copyScenario(as: "s.json")
    let text = try String(contentsOfFile: plain, encoding: .utf8).replacingOccurrences(
      of: "\"name\": \"show-375x812-291\"", with: "\"name\": \(JSONText.quoted(Self.evil))")
    try text.write(toFile: plain, atomically: false, encoding: .utf8)
    let pacing = InProcessRun(["pacing", plain, "--runs", "3", "--strategy", "curve-shift"])
    #expect(pacing.code == .success, "\(pacing.err)")
    Self.expectClean(pacing.out)
    #expect(pacing.out.hasPrefix(Self.escaped + ": 3 runs"), "\(pacing.out.prefix(200))")

    let interactive = try scratch.copyScenario("interactive-flick", as: "i.json")
    let named = try String(contentsOfFile: interactive, encoding: .utf8)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(named.utf8)) as? [String: Any])
    var renamed = object
    renamed["name"] = Self.evil
    var interaction = try #require(object["interactive"] as? [String: Any])
    interaction.removeValue(forKey: "gesture")
    interaction["track"] = [["timeMs": 0, "y": 420], ["timeMs": 100, "y": 620]]
    renamed["interactive"] = interaction
    try JSONSerialization.data(withJSONObject: renamed).write(
      to: URL(fileURLWithPath: interactive))
    let dismissal = InProcessRun(["dismissal", interactive, "--strategy", "curve-shift"])
    #expect(dismissal.code == .success, "\(dismissal.err)")
    Self.expectClean(dismissal.out)
    #expect(dismissal.out.contains(Self.escaped), "\(dismissal.out.prefix(400))")
  }

  @Test("lint escapes the paths of its findings")
  func lintPaths() throws {
    let scratch = try ScratchFolder()
    let name = "evil\u{1B}[2J.swift"
    let source = """
      import UIKit
      final class C: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(
            self, selector: #selector(show(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        @objc func show(_ note: Notification) {
          UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
        }
      }
      """
    try source.write(toFile: scratch.file(name), atomically: false, encoding: .utf8)
    let run = InProcessRun(["lint", scratch.path])
    Self.expectClean(run.out + run.err)
    #expect(run.out.contains("evil\\e[2J.swift"), "\(run.out)")
  }

  @Test("whatever a command prints, the guard lets no escape sequence through")
  func guardUnderEveryCommand() {
    var io = CommandIO()
    io.print("name \u{1B}[31mred\u{7}\u{9B}1m\ttab\nnext \u{202E}x")
    io.printError("error: \u{1B}]0;title\u{7}")
    #expect(io.standardOutput == "name \\e[31mred\\u{7}\\u{9b}1m\ttab\nnext \\u{202e}x\n")
    #expect(io.standardError == "error: \\e]0;title\\u{7}\n")
    io.print(line: "\(Self.evil): literal\ttab")
    #expect(io.standardOutput.hasSuffix(Self.escaped + ": literal\ttab\n"))
  }

  @Test("JSON writes every control and format character as \\u, and reads back the same text")
  func jsonEscapes() throws {
    let text = "a\u{1B}b\u{7F}c\u{85}d\u{202E}e\u{2028}f\u{E0001}g👩‍💻"
    let written = JSONValue.string(text).compactText
    #expect(written == #""a\u001bb\u007fc\u0085d\u202ee\u2028f\udb40\udc01g👩‍💻""#)
    #expect(try JSONParser().parse(written) == .string(text))
    #expect(TerminalText.sanitized(written) == written)
  }
}
