import CurveScope
import Foundation
import Testing

@testable import CurveScopeCLI

/// Messages that name the real problem: pacing's seeds and files, whole-number ranges, the
/// snippets' formats.
@Suite("Reliability: messages")
struct CommandMessageTests {
  @Test("pacing refuses seeds the runs would carry past the largest --seed, in whole numbers")
  func pacingSeeds() {
    InProcessRun(["pacing", "--seed", "9223372036854775807", "--runs", "3"]).expectError(
      .usage,
      "error: --seed '9223372036854775807' — must be in 0…9223372036854775805; the 3 runs use "
        + "seeds up to seed + 2")
    InProcessRun(["pacing", "--seed", "-1"]).expectError(
      .usage, "error: --seed '-1' — must be in 0…9223372036854775807")
    InProcessRun(["pacing", "--seed", "99999999999999999999"]).expectError(
      .usage, "error: --seed '99999999999999999999' — must be in 0…9223372036854775807")
    let run = InProcessRun(["pacing", "--seed", "9223372036854775805", "--runs", "3"])
    #expect(run.code == .success, "\(run.err)")
    #expect(run.out.contains("(seeds 9223372036854775805…9223372036854775807)"))
    #expect(!run.err.contains("e+18") && !run.out.contains("e+18"))
  }

  @Test("a pacing study too large for a scenario file names the file")
  func pacingNamesFile() throws {
    let scratch = try ScratchFolder()
    let long = try scratch.write(
      "long.json",
      #"""
      {"name": "long", "screen": {"width": 375, "height": 812}, "events": [
       {"timeMs": 0, "kind": "willShow", "frameBegin": [0, 812, 375, 291], "frameEnd": [0, 521, 375, 291], "duration": 0.25, "curve": 7},
       {"timeMs": 59000, "kind": "willHide", "frameBegin": [0, 521, 375, 291], "frameEnd": [0, 812, 375, 291], "duration": 0.25, "curve": 7}]}
      """#)
    InProcessRun(["pacing", long, "--runs", "100000", "--strategy", "curve-shift"]).expectError(
      .dataError, "error: \(long) — ")
  }

  @Test("sample --snippets prints JSON with --format json, and refuses --fps and csv")
  func snippets() throws {
    let run = InProcessRun(["sample", "keyboard", "--snippets", "--format", "json"])
    #expect(run.code == .success, "\(run.err)")
    let value = try JSONParser().parse(run.out)
    let root = try JSONObjectReader(value, path: "")
    #expect(try root.string("curve") == "keyboard")
    #expect(try root.double("instants") == 601)
    let springs = try #require(try root.array("springs"))
    #expect(springs.count >= 7)
    let table = InProcessRun(["sample", "keyboard", "--snippets", "--format", "table"])
    #expect(table.code == .success && table.out.hasPrefix("keyboard: errors measured at 601"))
    InProcessRun(["sample", "keyboard", "--snippets", "--fps", "60"]).expectError(
      .usage, "error: --fps — cannot be combined with --snippets")
    InProcessRun(["sample", "keyboard", "--snippets", "--format", "csv"]).expectError(
      .usage, "error: --format 'csv' — cannot be combined with --snippets")
  }
}
