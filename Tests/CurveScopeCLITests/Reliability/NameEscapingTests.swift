import CurveScope
import Foundation
import Testing

@testable import CurveScopeCLI

/// Names from scenario and strategy files reach a terminal escaped, on stdout as on stderr;
/// JSON keeps them exactly.
@Suite("Reliability: names on a terminal")
struct NameEscapingTests {
  static let scenarioName = "evil\u{1B}[31mRED\nok    FAKE\u{202E}"
  static let strategyName = "bad\u{1B}[2J\nstrat,\"x\u{7}"

  /// A scenario and a strategy file with hostile names.
  static func files(_ scratch: ScratchFolder) throws -> (scenario: String, strategy: String) {
    let scenario = try scratch.copyScenario(as: "evil.json")
    let text = try String(contentsOfFile: scenario, encoding: .utf8).replacingOccurrences(
      of: "\"name\": \"show-375x812-291\"", with: "\"name\": \(JSONText.quoted(scenarioName))")
    try text.write(toFile: scenario, atomically: false, encoding: .utf8)
    let strategy = try scratch.write(
      "s.json", "{\"name\": \(JSONText.quoted(strategyName)), \"duration\": 0.3}")
    return (scenario, strategy)
  }

  @Test(
    "text output holds no control character, and the names appear escaped",
    arguments: [
      ["compare", "SCENARIO", "--strategy", "STRATEGY"],
      ["check", "SCENARIO", "--strategy", "STRATEGY"],
      ["explain", "SCENARIO", "--strategy", "STRATEGY"],
      ["sweep", "--strategy", "STRATEGY", "--keyboard-height", "291", "--fps", "60"],
      ["sweep", "--strategy", "STRATEGY", "--keyboard-height", "291", "--format", "table"],
    ])
  func textOutput(arguments: [String]) throws {
    let scratch = try ScratchFolder()
    let (scenario, strategy) = try Self.files(scratch)
    let run = InProcessRun(
      arguments.map { $0 == "SCENARIO" ? scenario : $0 == "STRATEGY" ? strategy : $0 })
    #expect(run.code == .success || run.code == .checkFailed, "\(run.err)")
    let controls = run.out.unicodeScalars.filter {
      ($0.properties.generalCategory == .control && $0 != "\n")
        || $0.properties.generalCategory == .format
    }
    #expect(controls.isEmpty, "\(controls.map(\.value))")
    #expect(run.out.contains("bad\\e[2J\\nstrat,"))
    if arguments[0] != "sweep" { #expect(run.out.contains("evil\\e[31mRED\\nok    FAKE\\u{202e}")) }
    // Each name stays on its line: no line of output starts with the text after a newline.
    #expect(!run.out.split(separator: "\n").contains { $0.hasPrefix("ok    FAKE") })
  }

  @Test("CSV quotes a name with a comma or quote (RFC 4180) after escaping it")
  func csvField() {
    #expect(SweepOutput.csvField("plain") == "plain")
    #expect(SweepOutput.csvField("a,b") == "\"a,b\"")
    #expect(SweepOutput.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(SweepOutput.csvField("line\nbreak") == "line\\nbreak")
  }

  @Test("JSON keeps the exact names", arguments: ["compare", "check", "explain"])
  func jsonOutput(command: String) throws {
    let scratch = try ScratchFolder()
    let (scenario, strategy) = try Self.files(scratch)
    let run = InProcessRun([command, scenario, "--strategy", strategy, "--json"])
    #expect(run.code == .success || run.code == .checkFailed, "\(run.err)")
    #expect(!run.out.contains("\u{1B}"))
    let value = try JSONParser().parse(run.out)
    let text = value.compactText
    #expect(text.contains(JSONText.quoted(Self.scenarioName)))
    #expect(text.contains(JSONText.quoted(Self.strategyName)))
  }
}
