import CurveScope
import Foundation
import Testing

@testable import CurveScopeCLI

@Test("explain reported-duration: what, why, the fix with its code line and re-analysed numbers")
func explainReportedDurationText() {
  let result = runTool("explain", "--strategy", "reported-duration")
  #expect(result.code == 0)
  let out = result.out
  for piece in [
    "show-375x812-291 × reported-duration: out of sync (120 Hz, tolerance 1 pt)",
    "The keyboard covers the bar by up to 63.5 pt, worst at 91.7 ms.",
    "A blank strip up to 19.1 pt opens between bar and keyboard, widest at 233.3 ms.",
    "[timing-mismatch] The notification (willShow at 0 ms) says 0.25 s, but curve 7 runs the",
    "[no-curve]",
    "UIView.AnimationOptions(rawValue: UInt(curve) << 16)",
    "max overlap 63.5 pt → 0 pt · max gap 19.1 pt → 0 pt · lag 33.1 ms → 0 ms: in sync",
  ] {
    #expect(out.contains(piece), "missing: \(piece)")
  }
}

@Test("explain --json: problems with codes and numbers, a fix with the re-analysed measures")
func explainReportedDurationJSON() throws {
  let result = runTool("explain", "--strategy", "reported-duration", "--json")
  #expect(result.code == 0)
  let object = try jsonObject(result.out)
  #expect(object["inSync"] as? Bool == false)
  let problems = try #require(object["problems"] as? [[String: Any]])
  #expect(problems.map { $0["code"] as? String } == ["timing-mismatch", "no-curve"])
  for problem in problems {
    #expect(problem["message"] is String && problem["numbers"] is [String: Any])
  }
  let fix = try #require(object["fix"] as? [String: Any])
  #expect(fix["changes"] as? [String] == ["pass-curve"])
  #expect((fix["code"] as? String)?.contains("UInt(curve) << 16") == true)
  #expect(fix["description"] is String)
  #expect(fix["maxOverlapPoints"] as? Double == 0 && fix["maxGapPoints"] as? Double == 0)
  let before = try #require(fix["before"] as? [String: Any])
  #expect(abs(try #require(before["maxOverlapPoints"] as? Double) - 63.55) < 0.01)
  let after = try #require(fix["after"] as? [String: Any])
  #expect(after["framesOutOfTolerance"] as? Int == 0)
}

@Test("explain: in-sync strategies say so and need no fix (JSON fix null)")
func explainInSync() throws {
  let text = runTool("explain", "--strategy", "curve-shift")
  #expect(text.code == 0)
  #expect(text.out.contains("curve-shift: in sync"))
  #expect(text.out.contains("no fix needed"))
  let object = try jsonObject(runTool("explain", "--strategy", "layout-guide", "--json").out)
  #expect(object["fix"] is NSNull)
  #expect((object["problems"] as? [Any])?.isEmpty == true)
}

@Test("explain without --strategy explains every preset; a scenario file and a dump work")
func explainAllAndInputs() throws {
  let all = runTool("explain", "--json")
  #expect(all.code == 0)
  let array = try #require(
    try JSONSerialization.jsonObject(with: Data(all.out.utf8)) as? [[String: Any]])
  #expect(array.count == InputBarStrategy.presets.count)
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let sogou = root.appendingPathComponent("Curves/scenarios/third-party-sogou-triple.json").path
  let file = runTool("explain", sogou, "--strategy", "will-show-only")
  #expect(file.code == 0)
  #expect(file.out.contains("[ignored-notifications]"))
  let dump = root.appendingPathComponent("Curves/dumps/nslog-bare-ipad-old.txt").path
  let fromDump = runTool("explain", "--dump", dump, "--strategy", "curve-shift", "--json")
  #expect(fromDump.code == 0)
  let problems = try #require(try jsonObject(fromDump.out)["problems"] as? [[String: Any]])
  #expect(problems.contains { $0["code"] as? String == "missing-duration" })
}

@Test(
  "explain: bad input exits 64 (command line), 66 (missing file), 65 (bad content)",
  arguments: [
    (["explain", "--strategy", "reported-durations"], Int32(64)),
    (["explain", "--fps", "0"], Int32(64)),
    (["explain", "--tolerance", "-1"], Int32(64)),
    (["explain", "/nonexistent/scenario.json"], Int32(66)),
  ])
func explainErrors(_ arguments: [String], _ code: Int32) {
  var io = CommandIO()
  let exit = CurveScopeTool.run(arguments, io: &io)
  #expect(exit.rawValue == code, "\(io.standardError)")
  #expect(io.standardOutput.isEmpty)
  #expect(io.standardError.hasPrefix("error: "))
}

@Test("explain: a scenario file with bad content exits 65")
func explainBadScenario() throws {
  let path = NSTemporaryDirectory() + "curvescope-explain-" + UUID().uuidString + ".json"
  try Data(#"{"name": "x", "events": []}"#.utf8).write(to: URL(fileURLWithPath: path))
  defer { try? FileManager.default.removeItem(atPath: path) }
  let result = runTool("explain", path)
  #expect(result.code == 65)
}
