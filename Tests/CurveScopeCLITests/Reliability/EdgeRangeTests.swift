import CurveScope
import Foundation
import Testing

@testable import CurveScopeCLI

/// One range check for every edge, whatever the reader: a bar bottom off the screen is refused
/// by CSV, JSON and the library's own initialiser alike, as a keyboard top always was.
@Suite("Reliability: every edge on the screen")
struct EdgeRangeTests {
  static let csvHeader = "# screen_height: 812\ntime_ms,keyboard_top,bar_bottom\n"

  /// A CSV trace of a keyboard showing with the bar at `barBottom` on frame 3.
  static func csv(barBottom: String) -> String {
    var lines = Self.csvHeader
    for index in 0..<40 {
      let time = Double(index) * 8.333
      let top = index < 5 ? 812.0 : max(521.0, 812.0 - Double(index - 5) * 20)
      let bar = index == 3 ? barBottom : String(top)
      lines += "\(time),\(top),\(bar)\n"
    }
    return lines
  }

  @Test(
    "a bar bottom of 1e9 or -500 pt is refused (65) at its line, for check and compare",
    arguments: ["1e9", "-500", "815", "-2.5"])
  func csvBar(_ value: String) throws {
    let scratch = try ScratchFolder()
    let trace = try scratch.write("t.csv", Self.csv(barBottom: value))
    for command in [
      ["check", "--trace", trace, "--max-overlap", "1e12"], ["compare", "--trace", trace],
    ] {
      InProcessRun(command).expectError(.dataError, "error: \(trace) — line 6, bar_bottom — ")
      #expect(InProcessRun(command).err.contains("lies beyond the screen"))
    }
  }

  @Test("edges within the screen's slack are read")
  func slack() throws {
    let scratch = try ScratchFolder()
    let trace = try scratch.write("t.csv", Self.csv(barBottom: "813.5"))
    let run = InProcessRun([
      "check", "--trace", trace, "--max-overlap", "1e12", "--max-gap", "1e12",
    ])
    #expect(run.code == .success, "\(run.err)")
  }

  @Test("the library's own initialiser (what measure builds) refuses the same bar")
  func libraryReader() {
    let frames = (0..<10).map {
      TraceFrame(
        timeMilliseconds: Double($0) * 8, keyboardTop: 812, barBottom: $0 == 4 ? 1e9 : 812)
    }
    #expect(throws: TraceError(.frame(4), .barBeyondScreen(value: 1e9, screenHeight: 812))) {
      try Trace(name: "t", screenWidth: 375, screenHeight: 812, frames: frames)
    }
    #expect(EdgeRange.contains(-2, screenHeight: 812))
    #expect(!EdgeRange.contains(-2.01, screenHeight: 812))
    #expect(EdgeRange.contains(814, screenHeight: 812))
    #expect(!EdgeRange.contains(.nan, screenHeight: 812))
  }
}
