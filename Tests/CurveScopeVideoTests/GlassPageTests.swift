import Foundation
import Testing

/// A light glass keyboard under a bordered pill composer on a near-white page, at 60 and at 30
/// frames a second (`Independent/render_glass_page.py`, as the iOS 26 chat recordings look).
/// The composer's border turns from grey to green with the focus, so the hidden frames never
/// show it as it is with the keyboard up; the page between it and the keyboard has the level of
/// the keyboard's key rows; the keyboard's dark globe and microphone make a few strips of the
/// bottom rows change far more than the rest. The keyboard's top must still be found (not its
/// bottom key row: main's binary refused both as "too small for a keyboard"), never above it on
/// the page or the composer. Needs Python with Pillow (``PillowPython``) and ffmpeg.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct GlassPageTests {
  @Test func glassKeyboardUnderAFocusedPillOnAPlainPage() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (paths, truth) = try FrameRateStaysTests.drawn(
      "render_glass_page.py", outputs: ["glass-60.mp4", "glass-30.mp4"], in: folder)
    let (sixty, thirty) = (paths[0], paths[1])
    let height = truth.screen.last ?? .infinity
    for (path, keep) in [(sixty, 1), (thirty, 2)] {
      let label = "\(60 / keep) fps"
      let run = try MeasureRun(path, ["--pixels-per-point", "\(truth.scale)"])
      #expect(run.code == 0, "\(label): \(run.standardError)")
      guard run.code == 0 else { continue }
      let drawn = stride(from: 0, to: truth.frames.count, by: keep).map { truth.frames[$0] }
      try #require(run.frames.count == drawn.count, "\(label)")
      // The keyboard rests with its top at 544 pt.
      let resting = try #require(run.number("restingKeyboardTopPx"))
      #expect(abs(resting / truth.scale - 544) <= 1, "\(label): resting top \(resting) px")
      let tally = FrameRateStaysTests.tally(run, drawn, label: label)
      #expect(tally.wrong.isEmpty, "\(tally.wrong.prefix(8))")
      // The keyboard wherever 2 pt or more of it is in view; the composer wherever it is not
      // under the keyboard.
      let visible = drawn.filter { $0.keyboardTop < height - 2 }.count
      let composer = drawn.filter { $0.barBottom <= $0.keyboardTop }.count
      #expect(tally.keyboard >= visible - 1, "\(label): keyboard on \(tally.keyboard)")
      #expect(tally.bar >= composer - 2, "\(label): composer on \(tally.bar) of \(composer)")
      // The composer stays put under the rising keyboard for 200 ms.
      let desync = run.object["desync"] as? [String: Any] ?? [:]
      #expect(desync["verdict"] as? String == "covered", "\(label): \(desync)")
    }
  }
}
