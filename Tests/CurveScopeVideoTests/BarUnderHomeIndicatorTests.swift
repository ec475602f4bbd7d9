import CurveScopeTestSupport
import Foundation
import Testing

/// The light look whose bar has the page's colour (`slack-light-bar-on-bottom`): shown and hidden
/// in sync, the bar resting on the screen's bottom with the keyboard hidden, the home indicator
/// over its text field's lower border.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct BarUnderHomeIndicatorTests {
  /// The keyboard's registration leaves the home indicator's strips out (a static overlay); the
  /// bar's did not, so with the keyboard hidden the field's border under the indicator matched
  /// best 5 pt high, against the bar's travel, and main's binary refused the recording ("where
  /// the bar sits while the keyboard is hidden contradicts how far it moves"). The bar is now
  /// registered on the same strips: its field's border within a point and a pixel on every
  /// frame, hidden ones included, and the drawn verdict.
  @Test func barUnderTheHomeIndicatorIsRegisteredWithoutIt() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (video, truth) = try IndependentScreens.render("slack-light-bar-on-bottom", in: folder)
    let run = try MeasureRun(video)
    try #require(run.code == 0, "\(run.standardError)")
    try #require(run.frames.count == truth.frames.count)
    let height = truth.screen.last ?? .infinity
    var hidden = 0
    var wrong: [String] = []
    for (measured, drawn) in zip(run.frames, truth.frames) {
      let field = try #require(drawn.fieldBottom)
      guard let bottom = measured.barBottom else {
        wrong.append("frame \(measured.index): not seen")
        continue
      }
      if drawn.keyboardTop >= height { hidden += 1 }
      if abs(bottom - field) > 1 + 1 / truth.scale {
        wrong.append("frame \(measured.index): \(bottom) for \(field)")
      }
    }
    #expect(hidden >= 20, "\(hidden) frames with the keyboard hidden")
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    let desync = try #require(run.object["desync"] as? [String: Any])
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
  }
}
