import CurveScopeLint
import Foundation
import Testing

@testable import CurveScopeCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `lint --format xcode|github|junit|markdown`, `--json`, suppression comments and baselines.
@Suite("lint reporters, suppression and baselines")
struct LintReporterTests {
  @Test("xcode: one clickable line per finding, nothing else")
  func xcode() throws {
    let folder = try SourceFolder(["B.swift": reportedDuration])
    let result = runTool("lint", folder.path, "--format", "xcode")
    #expect(result.code == 1)
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix(folder.file("B.swift") + ":9:12: error: ") == true)
  }

  @Test("github: workflow commands with escaped properties and message")
  func github() throws {
    let folder = try SourceFolder(["B.swift": reportedDuration, "A.swift": inSync])
    let result = runTool("lint", folder.path, "--format", "github")
    #expect(result.code == 1)
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 1, "notes are not annotations")
    let line = try #require(lines.first)
    #expect(
      line.hasPrefix(
        "::error file=\(folder.file("B.swift")),line=9,col=12,title=curvescope lint%3A no-curve::"))
    #expect(line.contains("%0AFix: Pass"))
    #expect(LintGitHub.property("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
    #expect(LintGitHub.data("a,b:c%\r\n") == "a,b:c%25%0D%0A")
  }

  @Test("junit: well-formed XML, one test case per handler, failures by --fail-on")
  func junit() throws {
    let folder = try SourceFolder(["B.swift": reportedDuration, "A.swift": inSync])
    let result = runTool("lint", folder.path, "--format", "junit")
    #expect(result.code == 1)
    let parser = XMLParser(data: Data(result.out.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(result.out.contains("<testsuites name=\"curvescope lint\" tests=\"2\" failures=\"1\""))
    #expect(result.out.components(separatedBy: "<testcase ").count == 3)
    #expect(result.out.contains("<failure message=\"custom(reported-duration): "))
    #expect(LintJUnit.escape("a<b & \"c\"\u{1}") == "a&lt;b &amp; &quot;c&quot;\\u{1}")
    let none = runTool("lint", folder.path, "--format", "junit", "--fail-on", "none")
    #expect(none.code == 0 && none.out.contains("failures=\"0\""))
  }

  @Test("markdown: a table with a row per warning and error, pipes escaped")
  func markdown() throws {
    let folder = try SourceFolder(["B.swift": reportedDuration, "A.swift": inSync])
    let result = runTool("lint", folder.path, "--format", "markdown")
    #expect(result.code == 1)
    let rows = result.out.split(separator: "\n").filter { $0.hasPrefix("|") }
    #expect(rows.count == 3)
    #expect(
      rows[2].hasPrefix(
        "| **error** | `\(folder.file("B.swift"))` | 9 | custom(reported-duration) |"))
    #expect(LintMarkdown.cell("a|b\nc") == "a\\|b c")
  }

  @Test("--json is --format json; with another --format it is a usage error")
  func jsonAlias() throws {
    let folder = try SourceFolder(["B.swift": reportedDuration])
    let json = runTool("lint", folder.path, "--json")
    #expect(json.out == runTool("lint", folder.path, "--format", "json").out)
    #expect(runTool("lint", folder.path, "--json", "--format", "sarif").code == 64)
  }

  @Test("disable-next-line and disable…enable comments suppress, reported in JSON and SARIF")
  func suppression() throws {
    let suppressed = reportedDuration.replacingOccurrences(
      of: "    UIView.animate(",
      with: "    // curvescope:disable-next-line no-curve\n    UIView.animate(")
    let block =
      "// curvescope:disable fixed-duration, no-curve\n" + reportedDuration
      + "\n// curvescope:enable no-curve\n"
    let other = reportedDuration.replacingOccurrences(
      of: "    UIView.animate(",
      with: "    // curvescope:disable-next-line fixed-duration\n    UIView.animate(")
    let folder = try SourceFolder(["B.swift": suppressed, "C.swift": block, "D.swift": other])
    let text = runTool("lint", folder.file("B.swift"), folder.file("C.swift"))
    #expect(text.code == 0, "\(text.out)")
    #expect(text.out.hasSuffix("2 suppressed\n"))
    // A comment naming another code does not suppress.
    #expect(runTool("lint", folder.file("D.swift")).code == 1)
    let json = runTool("lint", folder.file("B.swift"), "--format", "json")
    let finding = try #require(
      (try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])?.first)
    #expect(finding["suppressed"] as? Bool == true)
    #expect((finding["suppression"] as? [String: Any])?["kind"] as? String == "inSource")
    let sarif = runTool("lint", folder.file("B.swift"), "--format", "sarif")
    #expect(sarif.code == 0)
    #expect(sarif.out.contains("\"suppressions\"") && sarif.out.contains("\"inSource\""))
  }

  @Test("a baseline: only new findings fail, matched by file, code and handler, not line")
  func baseline() throws {
    let folder = try SourceFolder(["B.swift": reportedDuration])
    let baseline = folder.file("lint-baseline.json")
    let written = runTool("lint", folder.path, "--write-baseline", baseline)
    #expect(written.code == 0 && written.err.contains("wrote "))
    #expect(FileManager.default.fileExists(atPath: baseline))
    #expect(runTool("lint", folder.path, "--baseline", baseline).code == 0)
    // Lines moved: still matched.
    try Data(("// moved\n\n\n" + reportedDuration).utf8).write(
      to: URL(fileURLWithPath: folder.file("B.swift")))
    let moved = runTool("lint", folder.path, "--baseline", baseline, "--format", "json")
    #expect(moved.code == 0)
    #expect(moved.out.contains("\"kind\" : \"external\"") || moved.out.contains("\"external\""))
    // A new finding fails.
    let second = reportedDuration.replacingOccurrences(of: "class B", with: "class B2")
      .replacingOccurrences(of: "duration) {", with: "duration * 2) {")
    try Data(second.utf8).write(to: URL(fileURLWithPath: folder.file("B2.swift")))
    #expect(runTool("lint", folder.path, "--baseline", baseline).code == 1)
    // A baseline that is not one is bad input.
    try Data("{\"version\": 2}".utf8).write(to: URL(fileURLWithPath: baseline))
    #expect(runTool("lint", folder.path, "--baseline", baseline).code == 65)
  }

  @Test("--disable drops codes; --profile ios leaves the second-hand warning out")
  func disableAndProfiles() throws {
    let folder = try SourceFolder(["B.swift": reportedDuration])
    #expect(runTool("lint", folder.path, "--disable", "no-curve").code == 0)
    #expect(runTool("lint", folder.path, "--disable", "no-such-code").code == 64)
    let curveShift = reportedDuration.replacingOccurrences(
      of: "UIView.animate(withDuration: duration) {",
      with: "let curve = n.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7\n"
        + "    UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {"
    )
    let sync = try SourceFolder(["C.swift": curveShift])
    let both = runTool("lint", sync.path, "--fail-on", "warning")
    #expect(both.code == 1)
    #expect(both.out.contains("in sync on ios (within 1 pt); on ios-26 (second-hand model)"))
    #expect(both.out.contains("[profile-desync]"))
    let ios = runTool("lint", sync.path, "--profile", "ios", "--fail-on", "warning")
    #expect(ios.code == 0 && ios.out.contains("[in-sync]"))
    #expect(runTool("lint", sync.path, "--profile", "ios,,ios-26").code == 64)
    #expect(runTool("lint", sync.path, "--profile", "ios-27").code == 64)
  }

  @Test("--include and --exclude filter walked files by glob")
  func globs() throws {
    let folder = try SourceFolder([
      "App/B.swift": reportedDuration, "App/Generated/G.swift": reportedDuration,
      "Tests/T.swift": reportedDuration,
    ])
    let result = runTool(
      "lint", folder.path, "--exclude", "**/Generated/**", "--exclude", "Tests/*", "--format",
      "xcode")
    #expect(result.out.split(separator: "\n").count == 1, "\(result.out)")
    let only = runTool("lint", folder.path, "--include", "G.swift", "--format", "xcode")
    #expect(only.out.split(separator: "\n").count == 1)
    #expect(LintPathFilter.matches("**/Generated/**", "/x/App/Generated/G.swift"))
    #expect(LintPathFilter.matches("App/*.swift", "App/B.swift"))
    #expect(!LintPathFilter.matches("App/*.swift", "App/Generated/G.swift"))
  }
}
