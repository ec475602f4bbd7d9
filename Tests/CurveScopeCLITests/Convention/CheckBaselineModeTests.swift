import Foundation
import Testing

@testable import CurveScopeCLI

/// `check`'s baseline-only mode: recording accepts the present state (exit 0), a baseline holds
/// each check to its recorded measures without the default limits, given limits still apply,
/// and a check missing from the baseline is held to the limits.
struct CheckBaselineModeTests {
  static let scenarios = Repository.root + "/Curves/scenarios"

  @Test("record every preset, then check against it: exit 0 both times, no limit flags needed")
  func roundTrip() throws {
    let folder = try ScratchFolder()
    let baseline = folder.file("baseline.json")
    let recorded = ConventionRun([
      "check", Self.scenarios, "--strategy", "all", "--no-config", "--write-baseline", baseline,
    ])
    #expect(recorded.code == 0, "\(recorded.err)")
    let lines = recorded.out.split(separator: "\n")
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("rec   ") })
    #expect(lines.last?.hasSuffix("recorded (no limit given, none checked)") == true)
    let checked = ConventionRun([
      "check", Self.scenarios, "--strategy", "all", "--no-config", "--baseline", baseline,
    ])
    #expect(checked.code == 0, "\(checked.out.suffix(300))")
    #expect(checked.out.split(separator: "\n").dropLast().allSatisfy { $0.hasPrefix("ok    ") })
    // The example in --help runs as written (no --max-overlap 1000 --max-gap 1000).
    #expect(
      CheckCommand.spec.examples.contains(
        "curvescope check Curves/scenarios --strategy all --baseline baseline.json"))
    #expect(!CheckCommand.spec.examples.contains { $0.contains("1000") })
  }

  @Test("a given limit still fails against a baseline, and while recording")
  func givenLimits() throws {
    let folder = try ScratchFolder()
    let baseline = folder.file("b.json")
    let arguments = ["check", "--strategy", "reported-duration", "--no-config"]
    let recording = ConventionRun(arguments + ["--write-baseline", baseline, "--max-overlap", "5"])
    #expect(recording.code == 1)
    #expect(FileManager.default.fileExists(atPath: baseline))
    let checked = ConventionRun(arguments + ["--baseline", baseline, "--max-gap", "10"])
    #expect(checked.code == 1)
    #expect(
      checked.out.hasPrefix(
        "FAIL  show-375x812-291 × reported-duration @ 120 Hz: max gap 19.1 pt > 10 pt (by 9.1 pt)\n"
      ))
  }

  @Test("a regression fails with its baseline; a missing entry is held to the default limits")
  func regressionAndMissing() throws {
    let folder = try ScratchFolder()
    let baseline = try folder.write(
      "b.json",
      #"{"version": 1, "entries": [{"scenario": "show-375x812-291", "strategy": "reported-duration", "fps": 120, "maxOverlapPoints": 60, "maxGapPoints": 19.1, "lagAtHalfTravelMs": 32}]}"#
    )
    let result = ConventionRun([
      "check", "--strategy", "reported-duration", "--strategy", "fixed-guess", "--no-config",
      "--baseline", baseline, "--format", "json",
    ])
    #expect(result.code == 1)
    let checks = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
    let regressed = try #require(checks.first)
    #expect(regressed["basis"] as? String == "baseline")
    let failures = try #require(regressed["failures"] as? [[String: Any]])
    #expect(failures.map { $0["measure"] as? String } == ["maxOverlapPoints", "lagAtHalfTravelMs"])
    #expect(failures.first?["source"] as? String == "baseline")
    #expect(failures.first?["recorded"] as? Double == 60)
    #expect(failures.first?["limit"] as? Double == 60.5)
    let missing = try #require(checks.last)
    #expect(missing["basis"] as? String == "limitsWithoutBaselineEntry")
    #expect(missing["baselineEntry"] as? Bool == false)
    #expect((missing["failures"] as? [[String: Any]])?.first?["limit"] as? Double == 1)
    let text = ConventionRun([
      "check", "--strategy", "fixed-guess", "--no-config", "--baseline", baseline,
    ])
    #expect(
      text.out.hasPrefix("FAIL  show-375x812-291 × fixed-guess @ 120 Hz: max overlap 116 pt > 1 pt")
    )
    #expect(text.out.contains("(no baseline entry; held to the limits)"))
  }
}
