import Foundation
import Testing

@testable import CurveScopeCLI

/// Command lines the `cli` fuzz target (and the numeric tables) found, kept as regressions.
struct FuzzCrasherTests {
  static func path(_ relative: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(relative).path
  }

  static func run(_ arguments: String...) -> (code: Int32, out: String, err: String) {
    var io = CommandIO()
    let code = CurveScopeTool.run(arguments, io: &io)
    return (code.rawValue, io.standardOutput, io.standardError)
  }

  /// crash-d3c3229755125ab6575f2b03f6be9df003bf097b: a list element that is not a number escaped
  /// as an untyped error (exit 65, `error: ArgumentValueError(problem: "not a number")`).
  @Test("a bad sweep list element is a usage error naming the option and the element")
  func sweepListElement() {
    let result = Self.run(
      "sweep", "--strategy", "curve-shift", "--keyboard-height", "216,291", "--fps", "6parse0",
      "--duration", "0.25,0.5", "--format", "json")
    #expect(result.code == 64)
    #expect(result.out.isEmpty)
    #expect(result.err == "error: --fps '6parse0' — not a number\n")
  }

  /// crash-df8571817ebc07e2bf877efe42812f97f4cea1b1 (baseline target) as command lines: a bar
  /// that never reaches half travel (here one that only reacts to didHide) fails --max-lag and
  /// any recorded lag, and describing a limit of 1e308 rounded it through Int and trapped.
  @Test(
    "check describes limits of 1e308 when the bar never gets to half travel",
    arguments: [
      (["--max-lag", "1e308"], "(limit 1e+308 ms)"),
      (
        ["--baseline", "BASELINE", "--baseline-ms", "1e308"],
        "(limit 1e+308 ms) (baseline 0 ms + 1e+308 ms)"
      ),
    ])
  func hugeLimits(options: [String], text: String) throws {
    let folder = NSTemporaryDirectory() + "curvescope-crasher-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let strategy = folder + "/late.json"
    try #"{"name": "late", "handles": ["didHide"]}"#
      .write(toFile: strategy, atomically: true, encoding: .utf8)
    let baseline = folder + "/baseline.json"
    try
      #"{"version": 1, "entries": [{"scenario": "show-375x812-291", "strategy": "late", "fps": 120, "maxOverlapPoints": 1e6, "maxGapPoints": 1e6, "lagAtHalfTravelMs": 0}]}"#
      .write(toFile: baseline, atomically: true, encoding: .utf8)
    var io = CommandIO()
    let arguments =
      ["check", "--strategy", strategy, "--max-overlap", "1e308", "--max-gap", "1e308"]
      + options.map { $0 == "BASELINE" ? baseline : $0 }
    let code = CurveScopeTool.run(arguments, io: &io)
    #expect(code == .checkFailed)
    #expect(io.standardError.isEmpty)
    #expect(
      io.standardOutput.contains(
        "FAIL  show-375x812-291 × late @ 120 Hz: lag at half travel: the bar never reaches half "
          + "of the keyboard's travel \(text)"), "\(io.standardOutput)")
  }
}
