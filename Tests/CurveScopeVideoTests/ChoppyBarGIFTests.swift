import CurveScopeCLI
import CurveScopeTestSupport
import Foundation
import Testing

/// The dark look with a bar that waits 0.2 s on the safe-area inset while the keyboard rises
/// over it, then jumps up, and trails the hide by 0.15 s (`dark-bar-choppy`), exported as a
/// 15 fps GIF at a pixel a point.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct ChoppyBarGIFTests {
  /// At 15 fps the keyboard passes the whole bar between two frames: no frame shows it covered
  /// in part, and main's binary, seeing only the gap of the late hide, read "gap". Nothing above
  /// the rising keyboard changes while the bar waits, so it is under the keyboard there: the
  /// verdict is the drawn one, covered and gap, with the overlap a lower bound.
  @Test func barLeftUnderTheKeyboardBetweenFramesIsCovered() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (gif, truth) = try IndependentScreens.renderCopy(
      "dark-bar-choppy", as: "choppy.gif", in: folder,
      ffmpeg: IndependentScreens.gifArguments())
    let run = try MeasureRun(gif)
    try #require(run.code == 0, "\(run.standardError)")
    // Each frame said to hold the bar under the keyboard claims at least half of it there: the
    // drawn frame it shows (of those within 20 ms of the GIF's frame, the one whose keyboard is
    // nearest the measured one) must have that much of the bar covered.
    var under = 0
    var wrong: [String] = []
    for frame in run.frames where frame.barEvidence == "barUnderKeyboard" {
      under += 1
      let keyboard = frame.keyboardTop ?? .nan
      let shown = truth.frames.filter { abs($0.timeMs - frame.time) <= 20 }
        .min { abs($0.keyboardTop - keyboard) < abs($1.keyboardTop - keyboard) }
      guard let shown, shown.barBottom - truth.barHeight / 2 >= shown.keyboardTop else {
        wrong.append("frame \(frame.index) at \(frame.time) ms")
        continue
      }
    }
    #expect(under >= 2, "\(under) frames with the bar under the keyboard")
    #expect(wrong.isEmpty, "\(wrong)")
    let desync = try #require(run.object["desync"] as? [String: Any])
    #expect(desync["verdict"] as? String == "covered+gap", "\(desync)")
    var io = CommandIO()
    _ = CurveScopeTool.run(["measure", gif], io: &io)
    #expect(io.standardOutput.contains("extra overlap at least"), "\(io.standardOutput)")
  }
}
