import CurveScopeTestSupport
import Foundation
import Testing

/// A light bar in an app that ignores the safe area: with the keyboard hidden it rests on the
/// screen's bottom, the home indicator over its text field's lower rows
/// (`Independent/render_screens.py`'s `light-bar-on-home-indicator`, 390 × 844 pt at 3 px/pt),
/// exported as a GIF at a pixel a point with error-diffusion dithering (ffmpeg's default
/// `sierra2_4a`), as README recipes make them.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct HomeIndicatorBarGIFTests {
  /// The text field's lower rows, which the hidden frames show only around the indicator and
  /// through the dithering, pass for absent from them, so the run of rows the hidden frames
  /// never show ends inside the bar, 19 pt above the keyboard. The bar's plain bottom padding,
  /// which those frames do show as it is, is not the keyboard's: its edge is the one below it.
  /// Main's binary placed the resting top on the field's border, 9 pt high, took the bar's
  /// padding for the keyboard's first rows (a "keyboard" 10 pt in view on the hidden frames),
  /// and refused the in-sync bar as one that ignores a change of the keyboard's height.
  @Test func keyboardTopIsBelowTheBarsPadding() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (gif, truth) = try IndependentScreens.renderCopy(
      "light-bar-on-home-indicator", as: "home-indicator-bar.gif", in: folder,
      ffmpeg: [
        "-vf",
        "scale=390:-2:flags=area,split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=sierra2_4a",
      ])
    let run = try MeasureRun(gif)
    try #require(run.code == 0, "\(run.standardError)")
    try #require(run.frames.count == truth.frames.count)
    // At a pixel a point (390 px for 390 pt) rows are points: within a point and a pixel.
    let resting = try #require(run.number("restingKeyboardTopPx"))
    #expect(abs(resting - 508) <= 2, "resting top \(resting) px for 508")
    var wrong: [String] = []
    var hiddenReported = 0
    for (drawn, measured) in zip(truth.frames, run.frames) {
      guard let top = measured.keyboardTop else { continue }
      if drawn.keyboardTop >= 844 { hiddenReported += 1 }
      if abs(top - drawn.keyboardTop) > 2 { wrong.append("t=\(measured.time): \(top)") }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    #expect(hiddenReported == 0, "a keyboard reported on \(hiddenReported) hidden frames")
    let desync = try #require(run.object["desync"] as? [String: Any])
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
  }
}
