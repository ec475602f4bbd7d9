import Foundation
import Testing

@testable import CurveScopeCLI

/// Input files past `InputFile.defaultLimit` (8 MiB) are refused before they are read, whatever
/// reads them; standard input and devices stop being read just past the limit.
struct ResourceLimitCommandTests {
  static func run(
    _ arguments: [String],
    standardInput: @escaping @Sendable (Int) -> [UInt8] = {
      _ in []
    }
  ) -> (code: Int32, out: String, err: String) {
    var io = CommandIO(readStandardInput: standardInput)
    let code = CurveScopeTool.run(arguments, io: &io)
    return (code.rawValue, io.standardOutput, io.standardError)
  }

  /// A sparse 100 MB file: its size is on disk, its bytes are never read.
  @Test(
    "a 100 MB file is refused by size by every command that reads files",
    arguments: [
      ["parse", "FILE"], ["compare", "FILE"], ["check", "FILE"], ["compare", "--dump", "FILE"],
      ["compare", "--strategy", "FILE"], ["check", "--baseline", "FILE"],
    ])
  func hugeFile(arguments: [String]) throws {
    let path = NSTemporaryDirectory() + "curvescope-huge-\(UUID().uuidString).json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 100_000_000)
    try handle.close()
    let result = Self.run(arguments.map { $0 == "FILE" ? path : $0 })
    #expect(result.code == 65)
    #expect(result.out.isEmpty)
    #expect(result.err == "error: \(path) — larger than the 8 MiB limit for input files\n")
  }

  @Test("standard input past 8 MiB is refused", arguments: [["parse", "-"], ["compare", "-"]])
  func hugeStandardInput(arguments: [String]) {
    let result = Self.run(arguments) { limit in [UInt8](repeating: 0x20, count: limit + 1) }
    #expect(result.code == 65)
    #expect(result.out.isEmpty)
    #expect(result.err.hasSuffix("— larger than the 8 MiB limit for input files\n"))
  }

  @Test("a device is refused before any read (an endless one could not be drained)")
  func endlessDevice() {
    let result = Self.run(["parse", "/dev/zero"])
    #expect(result.code == 66)
    #expect(
      result.err
        == "error: /dev/zero — is a device, not a regular file; give a file or - for standard input\n"
    )
  }

  @Test("a scenario whose animations overlap past the bound is refused, not analysed")
  func overlappingScenario() {
    let events = (0..<5_000).map { index in
      #"{"timeMs": \#(index * 2), "kind": "willChangeFrame", "height": \#(216 + index % 2 * 120), "#
        + #""duration": 10, "curve": 0}"#
    }
    let text =
      #"{"screen": {"width": 375, "height": 812}, "events": [{"kind": "willShow", "#
      + #""height": 216}, \#(events.joined(separator: ","))]}"#
    let bytes = Array(text.utf8)
    let result = Self.run(["compare", "-", "--strategy", "all", "--fps", "1000"]) { _ in bytes }
    #expect(result.code == 65)
    #expect(result.out.isEmpty)
    // The scenario came from standard input: the error names it.
    #expect(
      result.err.hasPrefix("error: standard input — scenario stdin — overlaps too many animations"))
  }

  @Test(
    "100 000-deep nesting is refused at depth 64 wherever JSON or a dump is read",
    arguments: [
      (
        ["compare", "-"], "[",
        "error: standard input — line 1, column 65 — nesting deeper than 64 levels"
      ),
      (
        ["check", "--baseline", "-"], "{\"a\":",
        "error: standard input — line 1, column 321 — nesting deeper than 64 levels"
      ),
      (
        ["parse", "-"], "{",
        "error: standard input — line 1 — brackets nest more than 64 deep at column 65"
      ),
    ])
  func deepNesting(arguments: [String], opener: String, error: String) {
    let bytes = Array(String(repeating: opener, count: 100_000).utf8)
    let result = Self.run(arguments) { _ in bytes }
    #expect(result.code == 65)
    #expect(result.out.isEmpty)
    #expect(result.err == error + "\n")
  }
}
