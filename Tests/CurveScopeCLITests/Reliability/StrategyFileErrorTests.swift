import Foundation
import Testing

@testable import CurveScopeCLI

/// Errors raised while analysing name the file that holds the scenario or strategy at fault.
@Suite("Reliability: errors inside files name the file")
struct StrategyFileErrorTests {
  @Test(
    "an undamped spring in a strategy file names the file, whatever the command",
    arguments: [
      ["compare"], ["check"], ["explain"], ["compare", "--json"],
      ["sweep", "--keyboard-height", "291", "--fps", "60"],
    ])
  func undampedSpring(arguments: [String]) throws {
    let scratch = try ScratchFolder()
    let strategy = try scratch.write(
      "undamped.json",
      #"{"name": "undamped", "curve": "spring(mass: 1, stiffness: 100, damping: 0)"}"#)
    let run = InProcessRun(arguments + ["--strategy", strategy])
    run.expectError(.dataError, "error: \(strategy) — ")
    #expect(run.err.contains("an undamped spring never settles"))
  }

  @Test("a scenario file whose animations overlap past the bound names the scenario file")
  func overlappingScenario() throws {
    let scratch = try ScratchFolder()
    let events = (0..<5_000).map { index in
      #"{"timeMs": \#(index * 2), "kind": "willChangeFrame", "height": \#(216 + index % 2 * 120), "#
        + #""duration": 10, "curve": 0}"#
    }
    let path = try scratch.write(
      "busy.json",
      #"{"screen": {"width": 375, "height": 812}, "events": [{"kind": "willShow", "#
        + #""height": 216}, \#(events.joined(separator: ","))]}"#)
    InProcessRun(["check", path, "--fps", "1000"]).expectError(
      .dataError, "error: \(path) — scenario busy — overlaps too many animations")
  }
}
