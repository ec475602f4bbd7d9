import Foundation
import Testing

/// `Independent/render_stays.py`'s chat with its bar a plain grey of 180 or 220 (a bar that
/// holds only a cursor), at 30 frames a second. The bar's plain face shows in the frames with
/// the keyboard hidden as it is with the keyboard up; main's binary still ran the keyboard's
/// top up across it onto the bar's top (424 pt, not 476) at 30 fps, though not at 60. Needs
/// Python with Pillow (``PillowPython``) and ffmpeg.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct PlainBarStaysTests {
  @Test(arguments: [180, 220])
  func keyboardTopIsNotAPlainBarsTopAtThirtyFramesASecond(grey: Int) throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (_, thirty, truth) = try FrameRateStaysTests.render(in: folder, grey: grey)
    let run = try MeasureRun(thirty, ["--pixels-per-point", "\(truth.scale)"])
    #expect(run.code == 0, "\(run.standardError)")
    try #require(run.code == 0)
    let drawn = stride(from: 0, to: truth.frames.count, by: 2).map { truth.frames[$0] }
    try #require(run.frames.count == drawn.count)
    // The keyboard rests with its top at 476 pt (952 px), not on the bar's top.
    let resting = try #require(run.number("restingKeyboardTopPx"))
    #expect(abs(resting / truth.scale - 476) <= 1, "grey \(grey): resting top \(resting) px")
    var wrong: [String] = []
    var found = 0
    for (frame, measured) in zip(drawn, run.frames) {
      guard let keyboard = measured.keyboardTop else { continue }
      if abs(keyboard - frame.keyboardTop) <= 1 {
        found += 1
      } else {
        wrong.append("t=\(frame.timeMs) keyboard \(frame.keyboardTop) → \(keyboard)")
      }
    }
    #expect(wrong.isEmpty, "grey \(grey): \(wrong.prefix(8))")
    let height = truth.screen.last ?? .infinity
    let visible = drawn.filter { $0.keyboardTop < height - 2 }.count
    #expect(found >= visible - 1, "grey \(grey): keyboard on \(found) of \(visible)")
  }
}
