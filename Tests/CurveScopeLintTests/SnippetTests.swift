import CurveScopeTestSupport
import Foundation
import Testing

@testable import CurveScopeLint

/// Every fix snippet compiles as pasted: it is type-checked with the compilers against a
/// stand-in of the UIKit declarations it uses (`swiftc -typecheck` for Swift, `clang
/// -fsyntax-only` for Objective-C).
@Suite("Fix snippets compile")
struct SnippetTests {
  /// Runs `tool` with `arguments`; its exit status and what it printed.
  private func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
    let run = try ToolRun.run(tool, arguments)
    return (run.status, run.standardOutput + run.standardError)
  }

  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "curvescope-snippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("Swift snippets type-check", arguments: FixSnippet.allCases)
  func swift(_ snippet: FixSnippet) throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let standIn = directory.appendingPathComponent("UIKitStandIn.swift")
    let code = directory.appendingPathComponent("Snippet.swift")
    try SnippetStandIns.swift.write(to: standIn, atomically: true, encoding: .utf8)
    // The snippet is pasted into a file that imports UIKit (which brings Foundation).
    try ("import Foundation\n\n" + snippet.code(.swift)).write(
      to: code, atomically: true, encoding: .utf8)
    let (status, output) = try run(
      "swiftc", ["-typecheck", "-swift-version", "5", standIn.path, code.path])
    #expect(status == 0, "\(snippet.rawValue):\n\(output)")
  }

  @Test("Objective-C snippets compile", arguments: FixSnippet.allCases)
  func objectiveC(_ snippet: FixSnippet) throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let code = directory.appendingPathComponent("Snippet.m")
    try (SnippetStandIns.objectiveC + "\n" + snippet.code(.objectiveC) + "\n").write(
      to: code, atomically: true, encoding: .utf8)
    let (status, output) = try run(
      "clang",
      [
        "-fsyntax-only", "-x", "objective-c", "-fblocks", "-fobjc-runtime=macosx-10.15",
        "-Werror=implicit-function-declaration", code.path,
      ])
    #expect(status == 0, "\(snippet.rawValue):\n\(output)")
  }

  @Test("a stand-in rejects a snippet that uses what it does not define (the test can fail)")
  func standInRejects() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let standIn = directory.appendingPathComponent("UIKitStandIn.swift")
    let code = directory.appendingPathComponent("Snippet.swift")
    try SnippetStandIns.swift.write(to: standIn, atomically: true, encoding: .utf8)
    try "func broken(_ view: UIView) { bottomConstraint.constant = 0 }".write(
      to: code, atomically: true, encoding: .utf8)
    let (status, _) = try run("swiftc", ["-typecheck", standIn.path, code.path])
    #expect(status != 0)
  }

  @Test("each finding's fix carries one snippet in the handler's language")
  func findingsCarryOneSnippet() throws {
    let swift = try #require(try Fixture.lint("Codes/NoCurve.swift").first?.fix)
    #expect(swift.code == swift.snippet.code(.swift))
    #expect(swift.code.contains("UIView.AnimationOptions(rawValue: curve << 16)"))
    let objectiveC = try #require(try Fixture.lint("Codes/NoCurve.m").first?.fix)
    #expect(objectiveC.code.contains("(UIViewAnimationOptions)curve << 16"))
  }
}
