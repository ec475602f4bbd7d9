import CurveScope
import Foundation
import Testing

@testable import CurveScopeCLI

/// `curvescope compare`, `check` and `sweep`, run in-process.
struct SyncCommandTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }

  static func run(_ arguments: String...) -> (code: Int32, out: String, err: String) {
    var io = CommandIO()
    let code = CurveScopeTool.run(arguments, io: &io)
    return (code.rawValue, io.standardOutput, io.standardError)
  }

  static func jsonArray(_ text: String) throws -> [[String: Any]] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
  }

  @Test("compare --json prints the contract's names for every strategy")
  func compareJSON() throws {
    let result = Self.run("compare", "--strategy", "all", "--json")
    #expect(result.code == 0)
    let objects = try Self.jsonArray(result.out)
    #expect(objects.count == InputBarStrategy.presets.count)
    let names = [
      "maxOverlapPoints", "maxOverlapAtMs", "maxGapPoints", "maxGapAtMs", "lagAtHalfTravelMs",
      "framesOutOfTolerance", "outOfSyncMs", "finalErrorPoints", "rmsGapPoints",
      "keyboardSettleMs", "barSettleMs",
    ]
    for object in objects {
      for name in names { #expect(object.keys.contains(name), "\(name) missing") }
    }
    let byName = Dictionary(
      uniqueKeysWithValues: objects.map { ($0["strategy"] as? String ?? "", $0) })
    // Display link: one frame late at 120 Hz is exactly 1000 / 120 ms of lag.
    let displayLink = try #require(byName["display-link"]?["lagAtHalfTravelMs"] as? Double)
    #expect(abs(displayLink - 1000.0 / 120.0) < 1e-9)
    // A hard-coded 216 pt keyboard ends 291 − 216 = 75 pt too low: the keyboard covers it.
    #expect(byName["fixed-guess"]?["finalErrorPoints"] as? Double == -75)
    #expect(byName["curve-shift"]?["maxOverlapPoints"] as? Double == 0)
    #expect(byName["curve-shift"]?["maxOverlapAtMs"] is NSNull)
  }

  @Test("compare --frames adds the series: 73 frames at 120 Hz, 37 at 60 Hz")
  func compareFrames() throws {
    for (fps, count) in [("120", 73), ("60", 37)] {
      let result = Self.run(
        "compare", "--strategy", "layout-guide", "--fps", fps, "--json", "--frames")
      let object = try #require(try Self.jsonArray(result.out).first)
      let frames = try #require(object["frameSeries"] as? [[String: Any]])
      #expect(frames.count == count)
      let last = try #require(frames.last?["timeMs"] as? Double)
      #expect(abs(last - 600) < 1e-9)
      #expect(frames.allSatisfy { $0["gap"] as? Double == 0 })
    }
  }

  @Test("compare's table has a header and one row per strategy")
  func compareTable() {
    let result = Self.run("compare", "--strategy", "reported-duration", "--strategy", "curve-shift")
    #expect(result.code == 0)
    let lines = result.out.split(separator: "\n")
    #expect(lines[0] == "show-375x812-291: Keyboard shows on 375×812, 291 pt")
    #expect(lines[2].hasPrefix("120 Hz · 73 frames (0–600 ms)"))
    #expect(lines.count == 7)
    #expect(lines[5].hasPrefix("reported-duration  covered+gap  63.5 pt at 91.7 ms"))
    #expect(lines[6].hasPrefix("curve-shift        in sync"))
  }

  @Test(
    "bad values are one error line, exit 64, nothing on stdout",
    arguments: [
      (
        ["compare", "--strategy", "curve-shfit"],
        "error: --strategy 'curve-shfit' — unknown strategy; did you mean 'curve-shift'?"
      ),
      (["compare", "--fps", "0"], "error: --fps '0' —"),
      (["compare", "--keyboard-height", "-3"], "error: --keyboard-height '-3' —"),
      (["compare", "--margin", "nan"], "error: --margin 'nan' — not a finite number"),
      (["compare", "--retarget", "sideways"], "error: --retarget 'sideways' — unknown rule"),
      (["compare", "--frames"], "error: --frames — needs --json"),
      (
        ["sweep", "--keyboard-height", "100,2000"],
        "error: --keyboard-height '2000' — must be a number of points in [0, 812]"
      ),
      (
        ["check", "--max-overlap", "-1"],
        "error: --max-overlap '-1' — must be a number of points ≥ 0"
      ),
    ])
  func usageErrors(arguments: [String], prefix: String) {
    var io = CommandIO()
    let code = CurveScopeTool.run(arguments, io: &io)
    #expect(code == .usage)
    #expect(io.standardOutput.isEmpty)
    #expect(io.standardError.hasPrefix(prefix), "\(io.standardError)")
    #expect(io.standardError.filter { $0 == "\n" }.count == 1)
  }

  @Test("missing and malformed scenario files exit 66 and 65")
  func fileErrors() throws {
    #expect(Self.run("compare", "/nonexistent/s.json").code == 66)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cs-bad-\(UUID()).json")
    try
      #"{"screen": {"width": 375, "height": 812}, "events": [{"kind": "willShow", "durtion": 1}]}"#
      .write(to: url, atomically: true, encoding: .utf8)
    let result = Self.run("compare", url.path)
    #expect(result.code == 65)
    #expect(
      result.err
        == "error: \(url.path) — events[0].durtion — unknown key; did you mean \"duration\"?\n")
  }

  @Test("check exits 0 when every scenario passes and 1 with a FAIL line per failure")
  func check() {
    let shows = ["show-375x812-291", "hide-375x812-336", "third-party-sogou-triple"].map {
      Self.path("Curves/scenarios/\($0).json")
    }
    var io = CommandIO()
    let code = CurveScopeTool.run(
      ["check"] + shows + ["--strategy", "curve-shift", "--strategy", "layout-guide"], io: &io)
    #expect(code == .success)
    #expect(io.standardOutput.hasSuffix("6 of 6 passed\n"))
    // A handler that reads the missing duration of an old dump as 0 jumps ahead of the keyboard.
    let old = Self.run("check", Self.path("Curves/scenarios/old-dump-no-curve.json"))
    #expect(old.code == 1)
    #expect(
      old.out.hasPrefix("FAIL  old-dump-no-curve × curve-shift @ 120 Hz: max gap 352 pt > 1 pt"))
    let fail = Self.run("check", "--strategy", "reported-duration")
    #expect(fail.code == 1)
    #expect(
      fail.out.hasPrefix(
        "FAIL  show-375x812-291 × reported-duration @ 120 Hz: max overlap 63.5 pt > 1 pt (by 62.5 pt); max gap 19.1 pt > 1 pt (by 18.1 pt)"
      ))
    let lagged = Self.run(
      "check", "--strategy", "display-link", "--max-overlap", "20", "--max-lag", "5")
    #expect(lagged.code == 1)
    #expect(lagged.out.contains("lag at half travel 8.3 ms > 5 ms (by 3.3 ms)"))
  }

  @Test("a baseline round-trips and catches a regression")
  func baseline() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cs-baseline-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let write = Self.run(
      "check", "--strategy", "display-link", "--max-overlap", "100", "--write-baseline", url.path)
    #expect(write.code == 0)
    #expect(FileManager.default.fileExists(atPath: url.path))
    let same = Self.run(
      "check", "--strategy", "display-link", "--max-overlap", "100", "--baseline", url.path)
    #expect(same.code == 0)
    // At 60 Hz the display link is twice as late; the 120 Hz entry does not apply, so it is
    // reported as missing; a taller keyboard at 120 Hz overlaps more than recorded.
    let taller = Self.run(
      "check", "--strategy", "display-link", "--max-overlap", "100", "--keyboard-height", "336",
      "--baseline", url.path)
    #expect(taller.code == 0)
    #expect(taller.out.contains("(no baseline entry; held to the limits)"))
  }

  @Test("sweep CSV has one row per cell and full-precision numbers")
  func sweepCSV() throws {
    let result = Self.run(
      "sweep", "--strategy", "display-link", "--keyboard-height", "291,336", "--fps", "60,120")
    #expect(result.code == 0)
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines[0].hasPrefix("strategy,keyboard_height,fps,duration,max_overlap_pt"))
    let row = lines[4].split(separator: ",", omittingEmptySubsequences: false)
    #expect(row[0] == "display-link" && row[1] == "336" && row[2] == "120")
    let lag = try #require(Double(String(row[8])))
    #expect(abs(lag - 1000.0 / 120.0) < 1e-9)
  }
}
