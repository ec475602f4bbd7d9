import CurveScopeTestSupport
import Foundation
import Testing

/// The dark messenger look (`telegram-dark-grows`): the keyboard shows in sync, then, while it
/// rests up, the text field grows 40 pt (two lines of text) upwards.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct GrowingFieldTests {
  /// The bar's background is the page's, so its lowest outline (the field's border) is its edge,
  /// and as the field grows the registration follows its rising rows: the bar seems to rest
  /// 48.7 pt above the keyboard after the growth and 8.7 pt before it. Main's binary took the
  /// median, 48 pt, for the resting gap and read the in-sync show "covered" by 39.6 pt with
  /// medium trust. Two steady rests that far apart leave the resting gap unknown: the verdict
  /// is refused, naming both, and the trace is still written.
  @Test func twoRestsWithTheKeyboardUpLeaveTheVerdictUntold() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (video, _) = try IndependentScreens.render("telegram-dark-grows", in: folder)
    let trace = folder.file("trace.json")
    let run = try MeasureRun(video, ["--trace-out", trace])
    #expect(run.code == 65, "\(run.standardError)")
    #expect(
      run.standardError.contains("8.7 pt above it at one time and 48"), "\(run.standardError)")
    #expect(FileManager.default.fileExists(atPath: trace))
  }
}
