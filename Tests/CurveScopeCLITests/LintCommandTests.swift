import CurveScopeLint
import Foundation
import Testing

@testable import CurveScopeCLI

/// A temporary folder holding source files, removed at the end of the test.
final class SourceFolder {
  let path: String

  init(_ files: [String: String]) throws {
    path = NSTemporaryDirectory() + "curvescope-lint-" + UUID().uuidString
    for (name, text) in files {
      let url = URL(fileURLWithPath: path).appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func file(_ name: String) -> String { path + "/" + name }
}

let inSync = """
  final class A: UIViewController {
    override func viewDidLoad() {
      NotificationCenter.default.addObserver(self, selector: #selector(k(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }
    @objc func k(_ n: Notification) {
      let frame = n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
      bottom.constant = frame.height
      view.layoutIfNeeded()
    }
  }
  """

let reportedDuration = """
  final class B: UIViewController {
    override func viewDidLoad() {
      NotificationCenter.default.addObserver(self, selector: #selector(k(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }
    @objc func k(_ n: Notification) {
      let frame = n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
      let duration = n.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
      bottom.constant = frame.height
      UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }
  }
  """

/// The notification's duration and curve << 16: in sync on iOS up to 18, out of sync on the
/// second-hand iOS 26 model (the bar ends early).
let curveShift = """
  final class C: UIViewController {
    override func viewDidLoad() {
      NotificationCenter.default.addObserver(self, selector: #selector(k(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }
    @objc func k(_ n: Notification) {
      let info = n.userInfo ?? [:]
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
      let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
      let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
      bottom.constant = frame.height
      UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) { self.view.layoutIfNeeded() }
    }
  }
  """

@Suite("lint command")
struct LintCommandTests {
  @Test("the summary counts as in sync what the JSON calls in sync, naming a second-hand desync")
  func summaryInSyncMatchesJSON() throws {
    let folder = try SourceFolder(["A.swift": inSync, "C.swift": curveShift])
    let json = runTool("lint", folder.path, "--format", "json")
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
    #expect(findings.count == 2)
    #expect(findings.filter { $0["inSync"] as? Bool == true }.count == 2)
    #expect(findings.filter { $0["inSyncOnEveryProfile"] as? Bool == true }.count == 1)
    let text = runTool("lint", folder.path)
    #expect(text.code == 0, "\(text.err)")
    #expect(
      text.out.hasSuffix(
        "2 keyboard handlers in 2 of 2 files: 0 errors, 1 warning, 2 in sync on ios, "
          + "1 not on ios-26 (second-hand model)\n"))
    // With iOS up to 18 alone, both are in sync everywhere simulated.
    let ios = runTool("lint", folder.path, "--profile", "ios")
    #expect(
      ios.out.hasSuffix("2 keyboard handlers in 2 of 2 files: 0 errors, 0 warnings, 2 in sync\n"))
  }

  @Test("in-sync handlers exit 0 with a note line and a summary")
  func inSyncExitsZero() throws {
    let folder = try SourceFolder(["App/A.swift": inSync])
    let result = runTool("lint", folder.path)
    #expect(result.code == 0, "\(result.err)")
    #expect(
      result.out.contains(
        "App/A.swift:7:12: note: custom(layout-guide): in sync on ios and ios-26 (within 1 pt)"))
    #expect(
      result.out.hasSuffix("1 keyboard handler in 1 of 1 file: 0 errors, 0 warnings, 1 in sync\n"))
  }

  @Test("an out-of-sync handler exits 1 with the clickable line, numbers and fix")
  func outOfSyncExitsOne() throws {
    let folder = try SourceFolder(["B.swift": reportedDuration, "A.swift": inSync])
    let result = runTool("lint", folder.path)
    #expect(result.code == 1)
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.contains("error:") })
    let line = lines[index]
    // At the animation call (line 9), each number with the scenario it comes from.
    #expect(line.hasPrefix(folder.file("B.swift") + ":9:12: error: custom(reported-duration): "))
    #expect(
      line.contains(
        "keyboard covers the bar by up to 63.5 pt (show-375x812-291 on ios) / blank gap 63.5 pt "
          + "(hide-375x812-291 on ios)"))
    #expect(line.hasSuffix("[no-curve]"))
    // Then the handler, the fix and its snippet on indented lines of their own.
    #expect(lines[index + 1] == "  handler: k at line 5")
    #expect(lines[index + 2].hasPrefix("  fix: Pass the notification's curve"))
    let snippet = lines[(index + 3)...].prefix { $0.hasPrefix("    ") }
    #expect(snippet.contains { $0.contains("UIView.AnimationOptions(rawValue: curve << 16)") })
  }

  @Test("--fail-on chooses what fails: none, warning, a code")
  func failOn() throws {
    let folder = try SourceFolder(["B.swift": reportedDuration])
    #expect(runTool("lint", folder.path, "--fail-on", "none").code == 0)
    #expect(runTool("lint", folder.path, "--fail-on", "fixed-duration").code == 0)
    #expect(runTool("lint", folder.path, "--fail-on", "fixed-duration,no-curve").code == 1)
    #expect(runTool("lint", folder.path, "--fail-on", "warning").code == 1)
    let syncFolder = try SourceFolder(["A.swift": inSync])
    #expect(runTool("lint", syncFolder.path, "--fail-on", "note").code == 1)
    #expect(runTool("lint", syncFolder.path, "--fail-on", "in-sync").code == 1)
  }

  @Test("--format json: the finding's fields, numbers and fix")
  func json() throws {
    let folder = try SourceFolder(["B.swift": reportedDuration])
    let result = runTool("lint", folder.path, "--format", "json")
    #expect(result.code == 1)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
    let finding = try #require(array.first)
    #expect(finding["file"] as? String == folder.file("B.swift"))
    #expect(finding["line"] as? Int == 9 && finding["column"] as? Int == 12)
    #expect(finding["handlerLine"] as? Int == 5)
    #expect(finding["maxOverlapScenario"] as? String == "show-375x812-291 on ios")
    #expect(finding["suppressed"] as? Bool == false)
    #expect((finding["fingerprint"] as? String)?.count == 16)
    #expect(finding["strategy"] as? String == "custom")
    #expect(finding["closestPreset"] as? String == "reported-duration")
    #expect(finding["codes"] as? [String] == ["no-curve"])
    #expect(finding["severity"] as? String == "error")
    let overlap = try #require(finding["maxOverlapPoints"] as? Double)
    #expect(abs(overlap - 63.55) < 0.01)
    let fix = try #require(finding["fix"] as? [String: Any])
    #expect(fix["inSync"] as? Bool == true && fix["maxOverlapPoints"] as? Double == 0)
    #expect((fix["code"] as? String)?.contains("<< 16") == true)
    let scenarios = try #require(finding["scenarios"] as? [[String: Any]])
    #expect(
      scenarios.map { $0["scenario"] as? String } == [
        "show-375x812-291", "show-375x812-291", "hide-375x812-291", "hide-375x812-291",
        "third-party-sogou-triple", "third-party-sogou-triple",
      ])
    #expect(scenarios.map { $0["profile"] as? String }.prefix(2) == ["ios", "ios-26"])
    #expect(scenarios.map { $0["provenance"] as? String }.prefix(2) == ["measured", "second-hand"])
    #expect(finding["notifications"] as? [String] == ["willChangeFrame"])
    #expect(finding["form"] as? String == "selector")
  }

  @Test("--format sarif: SARIF 2.1.0 with rules by code and relative locations")
  func sarif() throws {
    let folder = try SourceFolder(["Sources/B.swift": reportedDuration, "Sources/A.swift": inSync])
    // An absolute path outside the working folder (tests run in parallel: no chdir here); the
    // relative form is pinned by `sarifURIs`.
    let result = runTool("lint", folder.file("Sources"), "--format", "sarif")
    #expect(result.code == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ruleIDs = rules.compactMap { $0["id"] as? String }
    #expect(ruleIDs.contains("no-curve") && ruleIDs.contains("in-sync"))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 1)
    let first = try #require(results.first)
    #expect(first["ruleId"] as? String == "no-curve")
    #expect(first["level"] as? String == "error")
    #expect(ruleIDs[first["ruleIndex"] as? Int ?? -1] == "no-curve")
    #expect((first["message"] as? [String: Any])?["text"] is String)
    let location = try #require((first["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
    #expect(uri.hasPrefix("file:///") && uri.hasSuffix("/Sources/B.swift"), "\(uri)")
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 9 && region["startColumn"] as? Int == 12)
    // The handler is the first related location.
    let related = try #require((first["relatedLocations"] as? [[String: Any]])?.first)
    let relatedRegion = (related["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
    #expect(relatedRegion?["startLine"] as? Int == 5)
    // One rule per code, each with a help URI.
    #expect(ruleIDs == LintCode.allCases.map(\.rawValue))
    #expect(rules.allSatisfy { ($0["helpUri"] as? String)?.hasPrefix("https://") == true })
  }

  @Test(
    "SARIF URIs: relative paths stay relative, paths under the working folder become relative",
    arguments: [
      ("Sources/A.swift", "/work/app", "Sources/A.swift"),
      ("./Sources/A.swift", "/work/app", "Sources/A.swift"),
      ("/work/app/Sources/A.swift", "/work/app", "Sources/A.swift"),
      ("/work/app/Sources/A.swift", "/work/app/", "Sources/A.swift"),
      ("/work/application/A.swift", "/work/app", "file:///work/application/A.swift"),
      ("/elsewhere/A.swift", "/work/app", "file:///elsewhere/A.swift"),
      ("My App/Chat View.swift", "/work", "My%20App/Chat%20View.swift"),
      ("Écran.swift", "/work", "%C3%89cran.swift"),
    ] as [(String, String, String)])
  func sarifURIs(_ path: String, _ folder: String, _ expected: String) {
    #expect(LintSARIF.uri(for: path, workingFolder: folder) == expected)
  }

  @Test("build and dependency folders are skipped unless named")
  func skippedFolders() throws {
    let folder = try SourceFolder([
      "App/A.swift": inSync, "Pods/Lib/B.swift": reportedDuration,
      ".build/checkouts/C.swift": reportedDuration, "Carthage/Checkouts/D.m": "",
      "DerivedData/E.swift": reportedDuration,
    ])
    #expect(runTool("lint", folder.path).code == 0)
    #expect(runTool("lint", folder.file("Pods")).code == 1)
  }

  @Test(
    "bad arguments exit 64, a missing path 66, and nothing goes to stdout",
    arguments: [
      (["lint"], Int32(64)),
      (["lint", ".", "--format", "xml"], Int32(64)),
      (["lint", ".", "--fail-on", "sometimes"], Int32(64)),
      (["lint", ".", "--fps", "0"], Int32(64)),
      (["lint", ".", "--max-file-size", "0"], Int32(64)),
      (["lint", "/nonexistent/folder"], Int32(66)),
    ] as [([String], Int32)])
  func errors(_ arguments: [String], _ code: Int32) {
    var io = CommandIO()
    let exit = CurveScopeTool.run(arguments, io: &io)
    #expect(exit.rawValue == code, "\(io.standardError)")
    #expect(io.standardOutput.isEmpty)
    #expect(io.standardError.hasPrefix("error: "))
  }

  @Test(
    "a named file that is not source is a usage error; unreadable files are skipped with a note")
  func fileKinds() throws {
    let folder = try SourceFolder([
      "notes.txt": "keyboard", "A.swift": inSync, "Latin1.m": "",
      "Big.swift": String(repeating: "x", count: 2 << 20),
    ])
    try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]).write(
      to: URL(fileURLWithPath: folder.file("Latin1.m")))
    #expect(runTool("lint", folder.file("notes.txt")).code == 64)
    let result = runTool("lint", folder.path, "--max-file-size", "1")
    #expect(result.code == 0)
    #expect(result.err.contains("note: \(folder.file("Latin1.m")) — skipped: not UTF-8 (byte 3)"))
    #expect(result.err.contains("\(folder.file("Big.swift")) — skipped:"))
    #expect(!result.err.contains("error:"))
  }

  @Test("standard input with --stdin-language")
  func standardInput() {
    let source = Array(reportedDuration.utf8)
    var io = CommandIO(readStandardInput: { limit in Array(source.prefix(limit + 1)) })
    let exit = CurveScopeTool.run(["lint", "-", "--format", "json"], io: &io)
    #expect(exit == .checkFailed)
    #expect(
      io.standardOutput.contains("\"file\" : \"<stdin>\"")
        || io.standardOutput.contains("\"file\": \"<stdin>\""))
  }
}
