import Foundation
import Testing

@testable import CurveScopeCLI

/// `.curvescope.json`: found in the current folder or a parent (or `--config`), its keys the
/// defaults of `check`'s and `lint`'s options, the command line overriding it, and every bad key
/// or value an error naming the file and the key (exit 65).
struct ConfigFileTests {
  static let handlers = Repository.root + "/Tests/CurveScopePluginFixture/Sources/ChatApp"

  @Test("found in the current folder, or the nearest parent; --no-config reads none")
  func found() throws {
    let folder = try ScratchFolder()
    try folder.write(".curvescope.json", #"{"check": {"maxOverlap": 70, "maxGap": 20}}"#)
    try FileManager.default.createDirectory(
      atPath: folder.file("a/b"), withIntermediateDirectories: true)
    let arguments = ["check", "--strategy", "reported-duration"]
    for place in [folder.path, folder.file("a/b")] {
      let result = ConventionRun(arguments, folder: place)
      #expect(result.code == 0, "\(result.out)\(result.err)")
      #expect(result.out.hasPrefix("ok    show-375x812-291 × reported-duration"))
    }
    #expect(
      ConfigFile.locate(from: folder.file("a/b")) == folder.file("a/b/../../.curvescope.json"))
    let ignored = ConventionRun(arguments + ["--no-config"], folder: folder.path)
    #expect(ignored.code == 1)
  }

  @Test("the command line overrides each key; --verbose says where each setting came from")
  func precedence() throws {
    let folder = try ScratchFolder()
    try folder.write(
      ".curvescope.json",
      #"{"check": {"maxOverlap": 70, "maxGap": 20, "strategy": ["reported-duration", "display-link"], "format": "json"}}"#
    )
    let configured = ConventionRun(["check", "--verbose"], folder: folder.path)
    #expect(configured.code == 0)
    let checks = try #require(
      try JSONSerialization.jsonObject(with: Data(configured.out.utf8)) as? [[String: Any]])
    #expect(checks.count == 2)
    #expect(configured.err.contains("note: --max-overlap 70 from check.maxOverlap\n"))
    #expect(
      configured.err.contains(
        "note: --strategy reported-duration display-link from check.strategy\n"))
    // One option given: it wins, the others still come from the file.
    let overridden = ConventionRun(
      ["check", "--max-overlap", "5", "--strategy", "curve-shift", "--format", "text"],
      folder: folder.path)
    #expect(overridden.code == 0)
    #expect(
      overridden.out
        == "ok    show-375x812-291 × curve-shift @ 120 Hz: max overlap 0 pt, max gap 0 pt\n1 of 1 passed\n"
    )
    let stricter = ConventionRun(
      ["check", "--max-overlap", "5", "--strategy", "reported-duration", "--format", "text"],
      folder: folder.path)
    #expect(stricter.code == 1)
    #expect(
      stricter.out.hasPrefix(
        "FAIL  show-375x812-291 × reported-duration @ 120 Hz: max overlap 63.5 pt > 5 pt"))
    #expect(!stricter.out.contains("max gap"))
  }

  @Test(
    "an unknown key, a wrong kind or a refused value is exit 65 naming the file and the key",
    arguments: [
      (#"{"chek": {}}"#, #"chek — unknown key; did you mean "check"?"#),
      (
        #"{"check": {"maxOverlp": 1}}"#,
        #"check.maxOverlp — unknown key; did you mean "maxOverlap"?"#
      ),
      (#"{"check": {"max-overlap": 1}}"#, #"check.max-overlap — unknown key"#),
      (#"{"lint": {"failon": "error"}}"#, #"lint.failon — unknown key; did you mean "failOn"?"#),
      (#"{"check": {"maxOverlap": -1}}"#, "check.maxOverlap — -1: must be"),
      (#"{"check": {"maxOverlap": true}}"#, "check.maxOverlap — expected a string, a number"),
      (#"{"check": {"format": "png"}}"#, "check.format — png: is a figure's file type"),
      (#"{"check": {"retarget": "sideways"}}"#, "check.retarget — sideways: unknown rule"),
      (#"{"check": {"strategy": []}}"#, "check.strategy — is an empty list"),
      (#"{"check": {"strategy": [{"x": 1}]}}"#, "check.strategy — expected strings or numbers"),
      (#"{"check": 3}"#, "check — expected an object, found a number"),
      ("[1, 2]", "document — expected an object"),
      (#"{"check": {"maxOverlap": 1"#, "line 1"),
    ])
  func badFile(text: String, message: String) throws {
    let folder = try ScratchFolder()
    let path = try folder.write(".curvescope.json", text)
    let result = ConventionRun(["check", "--strategy", "curve-shift"], folder: folder.path)
    #expect(result.code == 65, "\(result.err)")
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix("error: \(path) — "), "\(result.err)")
    #expect(result.err.contains(message), "\(result.err)")
    #expect(result.err.split(separator: "\n").count == 1)
  }

  @Test("--config FILE instead of the file found; a missing one is exit 66")
  func explicit() throws {
    let folder = try ScratchFolder()
    try folder.write(".curvescope.json", #"{"check": {"maxOverlp": 1}}"#)
    let other = try folder.write("ci.json", #"{"check": {"maxOverlap": 100, "maxGap": 100}}"#)
    let result = ConventionRun(
      ["check", "--strategy", "reported-duration", "--config", other], folder: folder.path)
    #expect(result.code == 0, "\(result.err)")
    let missing = ConventionRun(["check", "--config", folder.file("none.json")])
    #expect(missing.code == 66)
    #expect(missing.err.hasPrefix("error: \(folder.file("none.json")) — "))
    let both = ConventionRun(["check", "--config", other, "--no-config"])
    #expect(both.code == 64)
  }

  @Test("a path value is read relative to the configuration file's folder")
  func relativePath() throws {
    let folder = try ScratchFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("ci"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder.file("app/src"), withIntermediateDirectories: true)
    let recorded = ConventionRun(
      [
        "check", "--strategy", "reported-duration", "--no-config", "--write-baseline",
        folder.file("ci/baseline.json"),
      ])
    #expect(recorded.code == 0)
    try folder.write(".curvescope.json", #"{"check": {"baseline": "ci/baseline.json"}}"#)
    let result = ConventionRun(
      ["check", "--strategy", "reported-duration", "--format", "json"],
      folder: folder.file("app/src"))
    #expect(result.code == 0, "\(result.err)")
    let checks = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
    #expect(checks.first?["basis"] as? String == "baseline")
  }

  @Test("lint's keys: failOn changes the exit status; a key whose option lint lacks is named")
  func lintKeys() throws {
    let folder = try ScratchFolder()
    try folder.write(".curvescope.json", #"{"lint": {"failOn": "none"}}"#)
    let lenient = ConventionRun(["lint", Self.handlers], folder: folder.path)
    #expect(lenient.code == 0, "\(lenient.err)")
    let strict = ConventionRun(["lint", Self.handlers, "--fail-on", "error"], folder: folder.path)
    #expect(strict.code == 1)
    for key in ConfigKeys.keys(of: "lint") ?? [] {
      let value = key.option == "--fps" || key.option == "--tolerance" ? "60" : "x"
      try folder.write(".curvescope.json", #"{"lint": {"\#(key.name)": "\#(value)"}}"#)
      let result = ConventionRun(["lint", Self.handlers], folder: folder.path)
      if LintCommand.spec.option(named: key.option) == nil {
        #expect(result.code == 65)
        #expect(
          result.err.contains(
            "lint.\(key.name) — gives \(key.option), which 'curvescope lint' does not take"))
      } else {
        #expect(!result.err.contains("does not take"), "\(key.name): \(result.err)")
      }
    }
  }

  @Test("the mapping table: each key is its option's name in camelCase, and names an option")
  func mappingTable() {
    #expect(ConfigKeys.keyName("--max-overlap") == "maxOverlap")
    #expect(ConfigKeys.keyName("--fail-on") == "failOn")
    #expect(ConfigKeys.keyName("--baseline-ms") == "baselineMs")
    // The lint options the lint engineer adds (agreed names); every other key names an option
    // its command declares today.
    let agreed: Set = ["--include", "--exclude", "--profile", "--disable", "--baseline"]
    for (section, keys) in ConfigKeys.sections {
      let command = CurveScopeTool.commands.first { $0.spec.name == section }
      #expect(command != nil)
      #expect(Set(keys.map(\.name)).count == keys.count)
      for key in keys {
        #expect(key.name == ConfigKeys.keyName(key.option))
        let declared = command?.spec.option(named: key.option) != nil
        #expect(declared || (section == "lint" && agreed.contains(key.option)), "\(key.option)")
      }
    }
    #expect(ConfigKeys.keys(of: "check")?.first { $0.name == "baseline" }?.isPath == true)
  }
}
