import CurveScopeTestSupport
import Foundation
import Testing

/// The dark messenger look in sync (`telegram-dark-show-hide`: 393 × 852 pt at 3 px/pt, a dark
/// panel of 43 under a dark bar of 33), kept at every other frame (30 fps) as a re-encode: at
/// the end of the hide the keyboard's last points lie under the home indicator.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct HomeIndicatorTailTests {
  /// The indicator's lower edge stood for the keyboard's: the panel's plain first rows, placed
  /// there, took in the bar's dark background below it (8 levels off in most strips, under a
  /// row match's tolerance of 6 on average), and the keyboard was placed 2.5 to 5 pt too high
  /// on its last three frames with confidence 0.41–0.77: the bar in sync read "covered" by
  /// 3.8 pt. Such a placement does not hold the panel's colour under it and is left out.
  @Test func keyboardUnderTheHomeIndicatorIsNotPlacedOnIt() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (copy, truth) = try IndependentScreens.renderCopy(
      "telegram-dark-show-hide", as: "sync30.mp4", in: folder,
      ffmpeg: [
        "-vf", "select='not(mod(n\\,2))'", "-fps_mode", "vfr", "-c:v", "libx264", "-crf", "23",
        "-pix_fmt", "yuv420p",
      ])
    let run = try MeasureRun(copy)
    #expect(run.code == 0, "\(run.standardError)")
    let desync = try #require(run.object["desync"] as? [String: Any])
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
    // Every keyboard edge reported with under 5 pt of the keyboard in view is within 1 pt of
    // the drawn one; the frames of the hide's end are the ones that matter.
    for frame in run.frames {
      guard let top = frame.keyboardTop,
        let drawn = truth.frames.first(where: { abs($0.timeMs - frame.time) < 1 }),
        truth.screen[1] - drawn.keyboardTop < 5, frame.time > 1200
      else { continue }
      #expect(
        abs(top - drawn.keyboardTop) <= 1, "\(frame.time) ms: \(top) for \(drawn.keyboardTop)")
    }
    // The frame with 5.3 pt in view is placed; those under it may be null.
    let placed = run.frames.filter { frame in
      guard frame.keyboardTop != nil, frame.time > 1200,
        let drawn = truth.frames.first(where: { abs($0.timeMs - frame.time) < 1 })
      else { return false }
      return truth.screen[1] - drawn.keyboardTop >= 5 && truth.screen[1] - drawn.keyboardTop < 6
    }
    #expect(placed.count == 1, "\(placed.map(\.time))")
  }
}
