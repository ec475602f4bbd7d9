import CurveScopeTestSupport
import Foundation
import Testing

/// The Gboard-like dark look with the bar on the screen's bottom two 60 Hz frames late both ways
/// (`gboard-dark-bottom-bar-lag`), exported as a 15 fps GIF at a pixel a point with Lanczos
/// scaling (its ringing doubles the plain toolbar's first rows).
@Suite(
  .enabled(if: PillowPython.path != nil, PillowPython.comment),
  .enabled(if: ExternalTool.isAvailable("ffmpeg")))
struct DarkLagGIFTests {
  /// Main's binary placed the keyboard at rest 4 rows high on every such frame (its coarse place
  /// 4 rows off, and the fine search stopped at its window's end), so the bar on it was never
  /// seen at rest on the keyboard and the verdict was refused. Placed right, the frames without
  /// the keyboard must also be told hidden (the bar's sliver on the screen's bottom is no
  /// keyboard) for the bar's gap with the keyboard hidden to be known: the verdict is the drawn
  /// one, covered on the show and a gap on the hide.
  @Test func keyboardAtRestIsPlacedAndTheLagIsJudged() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (gif, truth) = try IndependentScreens.renderCopy(
      "gboard-dark-bottom-bar-lag", as: "lag.gif", in: folder,
      ffmpeg: IndependentScreens.gifArguments(scaling: "lanczos"))
    let run = try MeasureRun(gif)
    try #require(run.code == 0, "\(run.standardError)")
    let rest = truth.frames.map(\.keyboardTop).min() ?? .nan
    var atRest = 0
    var wrong: [String] = []
    for frame in run.frames {
      let near = truth.frames.filter { abs($0.timeMs - frame.time) <= 20 }
      guard !near.isEmpty, near.allSatisfy({ abs($0.keyboardTop - rest) < 0.01 }) else {
        continue
      }
      atRest += 1
      // Within a point and a pixel of the drawn top.
      guard let top = frame.keyboardTop, abs(top - rest) <= 2 else {
        wrong.append("frame \(frame.index): \(frame.keyboardTop.map { "\($0)" } ?? "null")")
        continue
      }
    }
    #expect(atRest >= 6, "\(atRest) frames at rest")
    #expect(wrong.isEmpty, "\(wrong) for \(rest)")
    let desync = try #require(run.object["desync"] as? [String: Any])
    #expect(desync["verdict"] as? String == "covered+gap", "\(desync)")
  }
}
