import CurveScopeTestSupport
import Foundation
import Testing

/// The dark messenger look a 60 Hz frame late both ways (`telegram-dark-lag-show-hide`), as a
/// GIF of every fourth frame (15 fps) at a pixel a point: the show's overlap, 5 to 6 pt for
/// about 50 ms, falls on one frame of the GIF.
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct SingleFrameDoubtTests {
  /// The previous binary left that frame out as a misread and printed "gap" (low trust) where
  /// the drawn bar is covered on the show and late on the hide. At 15 fps one frame is all a
  /// short overlap can show, so a departure there can be neither dismissed nor counted: the
  /// verdict is refused (exit 65), naming the frame, and what was seen is still written.
  @Test func oneFrameThatWouldChangeTheVerdictAtFifteenFramesASecondIsRefused() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (gif, truth) = try IndependentScreens.renderCopy(
      "telegram-dark-lag-show-hide", as: "lag.gif", in: folder,
      ffmpeg: [
        "-vf",
        "select='not(mod(n\\,4))',scale=393:-2:flags=area,split[a][b];[a]palettegen[p];"
          + "[b][p]paletteuse=dither=none",
        "-fps_mode", "vfr",
      ])
    let trace = folder.file("trace.json")
    let run = try MeasureRun(gif, ["--trace-out", trace])
    #expect(run.code == 65, "\(run.standardError)")
    #expect(run.standardError.contains("on one frame alone"), "\(run.standardError)")
    #expect(run.standardError.contains("nearer the keyboard at 400 ms"), "\(run.standardError)")
    #expect(run.standardError.contains("at 14.3 fps"), "\(run.standardError)")
    #expect(FileManager.default.fileExists(atPath: trace))
    // The frame is a real overlap: the drawn bar there is more than 3 pt nearer the keyboard
    // than it rests (its resting gap drawn at the last frame, the keyboard up).
    let resting = try #require(truth.frames.first { abs($0.timeMs - 1000) < 10 })
    let drawn = try #require(truth.frames.first { abs($0.timeMs - 400) < 1 })
    let restingGap = resting.keyboardTop - resting.barBottom
    #expect(drawn.keyboardTop - drawn.barBottom < restingGap - 3, "\(drawn) against \(resting)")
  }
}
