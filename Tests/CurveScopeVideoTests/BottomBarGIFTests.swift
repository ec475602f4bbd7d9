import CurveScopeTestSupport
import Foundation
import Testing

/// The Gboard-like dark look with the bar on the screen's bottom (`gboard-dark-bottom-bar`),
/// shown and hidden in sync, exported as a 15 fps GIF at a pixel a point.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct BottomBarGIFTests {
  /// With the keyboard hidden, the bar's plain bottom rows on the screen's bottom match the
  /// keyboard's plain toolbar a sliver high, at rest on every such frame: a sliver the analysis
  /// already leaves out as no keyboard. Main's binary still counted it as a placement with some
  /// evidence, and called every frame without the keyboard "unclear" (never "hidden"), so the
  /// bar's resting place with the keyboard hidden was never known. Those frames are hidden now,
  /// and no frame that shows the keyboard is.
  @Test func frameWithoutTheKeyboardIsHiddenDespiteTheBarsSliver() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (gif, truth) = try IndependentScreens.renderCopy(
      "gboard-dark-bottom-bar", as: "bottom-bar.gif", in: folder,
      ffmpeg: IndependentScreens.gifArguments())
    let run = try MeasureRun(gif)
    try #require(run.code == 0, "\(run.standardError)")
    let recording = run.object["recording"] as? [String: Any] ?? [:]
    let reported = recording["frames"] as? [[String: Any]] ?? []
    try #require(reported.count == run.frames.count)
    let height = truth.screen.last ?? .infinity
    var withoutKeyboard = 0
    var hidden = 0
    var wrong: [String] = []
    for (frame, object) in zip(run.frames, reported) {
      let near = truth.frames.filter { abs($0.timeMs - frame.time) <= 20 }
      guard !near.isEmpty else { continue }
      let state = object["keyboard"] as? String
      if near.allSatisfy({ $0.keyboardTop >= height }) {
        withoutKeyboard += 1
        if state == "hidden" { hidden += 1 }
      } else if near.allSatisfy({ $0.keyboardTop <= height - 1 }), state == "hidden" {
        wrong.append("frame \(frame.index): keyboard at \(near.map(\.keyboardTop)) called hidden")
      }
    }
    #expect(withoutKeyboard >= 6, "\(withoutKeyboard) frames without the keyboard")
    #expect(hidden == withoutKeyboard, "\(hidden) of \(withoutKeyboard) hidden")
    #expect(wrong.isEmpty, "\(wrong)")
    let desync = try #require(run.object["desync"] as? [String: Any])
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
    #expect(desync["restingGapDownPoints"] as? Double != nil, "\(desync)")
  }
}
