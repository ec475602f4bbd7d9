import Foundation
import Testing

@testable import CurveScopeCLI

/// One convention for every command: `--format json` and `--json` print the same JSON, keys in
/// camelCase; a figure's type is never `--format`.
struct FormatConventionTests {
  static let dump = Repository.root + "/Curves/dumps/objc-iphone-x-show.txt"
  static let instantSwitch = Repository.root + "/Curves/scenarios/input-switch-instant.json"

  /// A command line of every command that prints a report (gallery and measure have their own
  /// tests: they draw or need a recording).
  static let commands: [[String]] = [
    ["decode", "7", "16"],
    ["parse", dump],
    ["sample", "keyboard"],
    ["compare", "--strategy", "reported-duration"],
    ["check", "--strategy", "reported-duration", "--no-config"],
    ["explain", "--strategy", "reported-duration"],
    ["fit", "ease-in-out", "--samples", "100"],
    ["pacing", "--strategy", "display-link", "--runs", "3"],
    ["dismissal", "--gesture", "flick", "--strategy", "curve-shift"],
    ["profiles"],
    ["sweep", "--strategy", "curve-shift", "--keyboard-height", "291", "--fps", "60"],
    ["lint", Repository.root + "/Tests/CurveScopePluginFixture/Sources/ChatApp"],
  ]

  @Test(
    "--format json and --json print the same parseable JSON, every key camelCase",
    arguments: commands)
  func jsonEverywhere(arguments: [String]) throws {
    let long = ConventionRun(arguments + ["--format", "json"])
    let short = ConventionRun(arguments + ["--json"])
    #expect([0, 1].contains(long.code), "\(long.err)")
    #expect(long.code == short.code)
    #expect(long.out == short.out)
    let value = try JSONSerialization.jsonObject(with: Data(long.out.utf8))
    let keys = jsonKeys(value).filter { !$0.hasPrefix("UIKeyboard") }
    #expect(!keys.isEmpty)
    let offending = keys.filter { !isCamelCase($0) }
    #expect(offending.isEmpty, "\(arguments[0]): \(offending)")
  }

  @Test("gallery --json: the folder, the time and every file written, each there")
  func galleryJSON() throws {
    // The instant input switch: a scenario without the default show's animation, whose GIF
    // would take most of this run (the report's form does not depend on the scenario).
    let folder = try ScratchFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("curves/scenarios"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.instantSwitch,
      toPath: folder.file("curves/scenarios/input-switch-instant.json"))
    let output = folder.file("out")
    let result = ConventionRun([
      "gallery", "-o", output, "--curves", folder.file("curves"), "--figure-format", "svg",
      "--size", "300x200", "--scale", "1", "--json",
    ])
    #expect(result.code == 0, "\(result.err)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(
      Set(report.keys) == ["folder", "index", "figures", "seconds", "files", "removedTemporaries"])
    let files = try #require(report["files"] as? [String])
    #expect(report["figures"] as? Int == files.count)
    #expect(files.contains(output + "/comparison-input-switch-instant.svg"))
    #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    #expect(report["index"] as? String == output + "/index.md")
  }

  @Test("every command declares --format, --json, --quiet, --verbose and --color")
  func commonOptionsEverywhere() {
    for command in CurveScopeTool.commands {
      let names = command.spec.allOptions.flatMap(\.names)
      for name in ["--format", "--json", "--quiet", "--verbose", "--color"] {
        #expect(names.contains(name), "\(command.spec.name) lacks \(name)")
      }
      let help = HelpFormatter.help(for: command.spec)
      #expect(help.contains("--json"), "\(command.spec.name)")
    }
  }

  @Test(
    "--format with a figure's file type is refused with the new spelling, exit 64",
    arguments: [
      (["compare", "--format", "png"], true), (["fit", "keyboard", "--format", "svg"], true),
      (["gallery", "--format", "pdf"], true), (["pacing", "--format", "png"], true),
      (["measure", "x.mp4", "--format", "png"], true), (["dismissal", "--format", "gif"], true),
      (["sample", "linear", "--format", "svg"], false), (["check", "--format", "mp4"], false),
    ])
  func figureFormatMoved(arguments: [String], draws: Bool) {
    let result = ConventionRun(arguments)
    #expect(result.code == 64)
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix("error: --format '"))
    #expect(result.err.contains("is a figure's file type; --format now chooses what is printed"))
    #expect(result.err.contains("--figure-format") == draws, "\(result.err)")
  }

  @Test("--json with another --format is a conflict; an unknown format suggests the nearest")
  func formatErrors() {
    let both = ConventionRun(["compare", "--json", "--format", "text"])
    #expect(both.code == 64)
    #expect(both.err.hasPrefix("error: --format 'text' — cannot be combined with --json"))
    let typo = ConventionRun(["check", "--format", "junt"])
    #expect(typo.code == 64)
    #expect(typo.err.hasPrefix("error: --format 'junt' — unknown format; did you mean 'junit'?"))
    let csv = ConventionRun(["decode", "7", "--format", "csv"])
    #expect(csv.code == 64)
    #expect(csv.err.contains("expected text or json"))
  }

  @Test("--figure-format names the file type where -o has no extension")
  func figureFormat() throws {
    let folder = try ScratchFolder()
    let path = folder.file("figure")
    let result = ConventionRun([
      "compare", "--strategy", "curve-shift", "-o", path, "--figure-format", "svg", "--size",
      "400x300", "--scale", "1",
    ])
    #expect(result.code == 0, "\(result.err)")
    let head = try String(contentsOfFile: path, encoding: .utf8).prefix(200)
    #expect(head.contains("<svg"))
    let missing = ConventionRun(["compare", "-o", folder.file("figure2")])
    #expect(missing.code == 64)
    #expect(missing.err.contains("figure2"))
  }

  @Test("sample and sweep take text (and table, its old name) for the rounded table")
  func textAndTable() {
    for command in [
      ["sample", "keyboard"], ["sweep", "--strategy", "curve-shift", "--fps", "60"],
    ] {
      let text = ConventionRun(command + ["--format", "text"])
      let table = ConventionRun(command + ["--format", "table"])
      #expect(text.code == 0)
      #expect(text.out == table.out)
      #expect(text.out.contains("---"))
    }
  }

  @Test("one default rate: every command that simulates or samples states 120 and its reason")
  func frameRateDefault() {
    for name in ["sample", "compare", "check", "explain", "pacing", "dismissal", "lint"] {
      guard let command = CurveScopeTool.commands.first(where: { $0.spec.name == name }),
        let fps = command.spec.option(named: "--fps")
      else {
        Issue.record("\(name) has no --fps")
        continue
      }
      #expect(fps.defaultValue?.contains("120") == true, "\(name): \(fps.defaultValue ?? "none")")
    }
    let sampled = ConventionRun(["sample", "linear", "--duration", "0.1"])
    #expect(sampled.out.split(separator: "\n").count == 1 + 13)
  }
}
