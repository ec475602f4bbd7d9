import Foundation
import Testing

/// A GIF at one pixel a point of a dark chat under a floating glass pill, inset 16 pt from the
/// screen's sides, and a light glass keyboard with rounded top corners
/// (`Independent/render_pill_chat.py`, as the iOS 26 chat recordings look when shared as a
/// README's GIF). The bubbles between the pill and the keyboard while it rests up show in no
/// frame with it hidden (the list ends at the pill's bottom there), so the run of rows the
/// hidden frames never show reaches up into the pill. The keyboard's top must be its panel's
/// rim, not the pill's lower rim 17 pt above it (main's binary: the keyboard on the pill's rim
/// on every frame, the pill's rows taken for the bar's contact and a wrong "covered").
/// Needs Python with Pillow (``PillowPython``) and ffmpeg.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct PillChatGIFTests {
  @Test func keyboardTopIsItsRimNotAFloatingPillsRim() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (paths, truth) = try FrameRateStaysTests.drawn(
      "render_pill_chat.py", outputs: ["pill-chat.gif"], in: folder)
    let gif = paths[0]
    let run = try MeasureRun(gif)
    #expect(run.code == 0, "\(run.standardError)")
    try #require(run.code == 0)
    try #require(run.frames.count == truth.frames.count)
    // The keyboard rests with its top at 566 pt; the pill's lower rim is at 549 pt.
    let resting = try #require(run.number("restingKeyboardTopPx"))
    #expect(abs(resting - 566) <= 1, "resting top \(resting) px")
    // The keyboard within a point wherever it is placed, and wherever 2 pt or more of it is
    // in view.
    let height = truth.screen.last ?? .infinity
    var keyboards = 0
    var wrong: [String] = []
    var pills: [Double] = []
    for (drawn, measured) in zip(truth.frames, run.frames) {
      if let top = measured.keyboardTop {
        if abs(top - drawn.keyboardTop) <= 1 {
          keyboards += 1
        } else {
          wrong.append("t=\(drawn.timeMs) keyboard \(drawn.keyboardTop) → \(top)")
        }
      }
      // The pill's last row is the drawn bottom; the trace gives the first row below it.
      if let bottom = measured.barBottom { pills.append(bottom - 1 - drawn.barBottom) }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    let visible = truth.frames.filter { $0.keyboardTop < height - 2 }.count
    #expect(keyboards >= visible - 1, "keyboard on \(keyboards) of \(visible)")
    // The pill on every frame, as its lower outline: up to 2.5 pt low (its bottom is placed on
    // the top of the bubble 2 pt under its rim with the keyboard up, and keeps that offset),
    // never on its top rim 50 pt higher.
    #expect(pills.count == truth.frames.count)
    #expect(pills.allSatisfy { $0 >= -1 && $0 <= 2.5 }, "\(pills)")
    let desync = run.object["desync"] as? [String: Any] ?? [:]
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
  }
}
