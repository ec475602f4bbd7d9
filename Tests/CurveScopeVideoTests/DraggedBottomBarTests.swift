import CurveScopeTestSupport
import Foundation
import Testing

/// The Gboard-like dark look in an app that ignores the safe area: with the keyboard hidden
/// the bar rests on the screen's bottom, under the home indicator
/// (`Independent/render_screens.py`'s `gboard-dark-bottom-bar-drag`: shown in sync at 0.15 s,
/// dragged half down by a finger at 1.0 s and let go), copied at 30 fps (every second frame,
/// CRF 28) as a messenger passes a video on.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct DraggedBottomBarTests {
  /// The bar's plain bottom rows, 4 levels from the keyboard's plain toolbar strip, matched the
  /// keyboard's first 11 pt on the frames before the show (confidence 0.78), the same place on
  /// each: main's binary reported that keyboard over the bar and read the in-sync bar "covered"
  /// by 10.8 pt with medium trust. A keyboard does not rest with a sliver in view; on the frames
  /// taken for the keyboard hidden, such a sliver at rest is a candidate only.
  @Test func restingSliverOnTheHiddenFramesIsNoKeyboard() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (copy, truth) = try IndependentScreens.renderCopy(
      "gboard-dark-bottom-bar-drag", as: "dragged-bottom-bar-30fps.mp4", in: folder,
      ffmpeg: [
        "-vf", "select='not(mod(n\\,2))*lt(n\\,120)'", "-fps_mode", "passthrough", "-c:v",
        "libx264", "-crf", "28", "-pix_fmt", "yuv420p",
      ])
    let run = try MeasureRun(copy)
    try #require(run.code == 0, "\(run.standardError)")
    try #require(run.frames.count == 60)
    var onHidden: [String] = []
    var wrong: [String] = []
    for (index, measured) in run.frames.enumerated() {
      let drawn = truth.frames[2 * index]
      guard let top = measured.keyboardTop else { continue }
      if drawn.keyboardTop >= 844 {
        onHidden.append("t=\(measured.time): \(top)")
      } else if abs(top - drawn.keyboardTop) > 1 {
        wrong.append("t=\(measured.time): \(top) for \(drawn.keyboardTop)")
      }
    }
    #expect(onHidden.isEmpty, "a keyboard on hidden frames: \(onHidden)")
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    let desync = try #require(run.object["desync"] as? [String: Any])
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
  }
}
