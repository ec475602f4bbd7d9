import CurveScopeTestSupport
import Foundation
import Testing

/// The Gboard-like dark look (`gboard-dark-on-inset`: its plain toolbar strip first, JPEG
/// round trips) with the bar on the safe-area inset, shown and hidden in sync, exported as a
/// 15 fps GIF at a pixel a point.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct PlainToolbarGIFTests {
  /// As the keyboard settles, a row of the page shows between it and the bar, and the bar's
  /// plain bottom rows are within a row match of the keyboard's plain toolbar: the search for
  /// the edge along a plain start (meant for a keyboard with little more than its suggestion
  /// strip in view) moved a placement of the whole keyboard 8 pt up, above its resting top,
  /// and main's binary read the in-sync bar "covered" by 9 pt. With the key rows in view the
  /// registration places the keyboard.
  @Test func wholeKeyboardIsPlacedByItsKeyRows() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (gif, truth) = try IndependentScreens.renderCopy(
      "gboard-dark-on-inset", as: "plain-toolbar.gif", in: folder,
      ffmpeg: IndependentScreens.gifArguments())
    let run = try MeasureRun(gif)
    try #require(run.code == 0, "\(run.standardError)")
    // The GIF's frames are the drawn frames nearest 15 fps ticks (its delays in 10 ms steps):
    // each is compared with the drawn frames within 20 ms, within a point and a pixel.
    var wrong: [String] = []
    var compared = 0
    for measured in run.frames {
      guard let top = measured.keyboardTop else { continue }
      let near = truth.frames.filter { abs($0.timeMs - measured.time) <= 20 }
      guard !near.isEmpty else { continue }
      compared += 1
      if !near.contains(where: { abs($0.keyboardTop - top) <= 2 }) {
        wrong.append("t=\(measured.time): \(top) for \(near.map(\.keyboardTop))")
      }
    }
    #expect(compared >= 10, "\(compared) frames compared")
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    let desync = try #require(run.object["desync"] as? [String: Any])
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
  }
}
