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
  /// Two stops ago the binary left that frame out as a misread and printed "gap" (low trust)
  /// where the drawn bar is covered on the show and late on the hide; the previous one refused
  /// the verdict (exit 65): at 15 fps one frame is all a short overlap can show, so a departure
  /// there alone can be neither dismissed nor counted. The frames before it are evidence now:
  /// the bar, last seen at its rest with the keyboard hidden, is not seen on the show's first
  /// three frames while the keyboard covers the whole of where it was, so it is under the
  /// keyboard there (a lower bound), and the frame at 400 ms, 5.7 pt nearer the keyboard than
  /// the bar rests, is no longer alone: `covered+gap`, as drawn. (`VerdictInDoubtTests` holds
  /// the refusal of a departure on one frame alone.)
  @Test func frameOnceAloneIsHeldByTheBarHiddenBeforeIt() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (gif, truth) = try IndependentScreens.renderCopy(
      "telegram-dark-lag-show-hide", as: "lag.gif", in: folder,
      ffmpeg: IndependentScreens.everyFourthFrameGIFArguments(width: 393))
    let trace = folder.file("trace.json")
    let run = try MeasureRun(gif, ["--trace-out", trace])
    #expect(run.code == 0, "\(run.standardError)")
    let desync = try #require(run.object["desync"] as? [String: Any])
    #expect(desync["verdict"] as? String == "covered+gap", "\(desync)")
    #expect((desync["isolatedDepartures"] as? [Any])?.isEmpty == true, "\(desync)")
    let overlap = try #require(desync["maxExtraOverlap"] as? [String: Any])
    #expect(overlap["basis"] as? String == "hidden", "\(overlap)")
    #expect(overlap["lowerBound"] as? Bool == true, "\(overlap)")
    let seen = run.frames.first { abs($0.time - 400) < 1 }
    #expect(seen?.barBottom != nil && seen?.keyboardTop != nil, "\(String(describing: seen))")
    #expect(FileManager.default.fileExists(atPath: trace))
    // The frame is a real overlap: the drawn bar there is more than 3 pt nearer the keyboard
    // than it rests (its resting gap drawn at the last frame, the keyboard up).
    let resting = try #require(truth.frames.first { abs($0.timeMs - 1000) < 10 })
    let drawn = try #require(truth.frames.first { abs($0.timeMs - 400) < 1 })
    let restingGap = resting.keyboardTop - resting.barBottom
    #expect(drawn.keyboardTop - drawn.barBottom < restingGap - 3, "\(drawn) against \(resting)")
  }
}
