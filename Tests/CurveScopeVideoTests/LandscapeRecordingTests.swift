import CurveScopeTestSupport
import CurveScopeVideo
import Foundation
import Testing

/// A landscape recording drawn by `Independent/render_screens.py` (667 × 375 pt at 2 px/pt: a
/// wide, short keyboard), its bar resting on the keyboard and, hidden, on the screen's bottom; the
/// bar follows on its own 0.25 s ease-in-out, so the keyboard's spring covers it, then it
/// overtakes the keyboard. The verdict and its numbers are checked against the desync computed
/// from the drawn truth with the same rule (resting gaps interpolated by the keyboard's
/// progress), on the edge `measure` follows (the text field's border: the bar's background is
/// one level from the page).
@Suite(.enabled(if: PillowPython.path != nil, PillowPython.comment))
struct LandscapeRecordingTests {
  /// The truth's largest extra gap and extra overlap, points, on the field's border.
  static func desync(_ truth: IndependentScreens.Truth) throws -> (gap: Double, overlap: Double) {
    let height = try #require(truth.screen.last)
    let up = try #require(truth.frames.map(\.keyboardTop).min())
    let edges = truth.frames.compactMap { frame in frame.fieldBottom.map { (frame.keyboardTop, $0) }
    }
    let atRestUp = try #require(edges.first { abs($0.0 - up) < 1e-6 })
    let atRestHidden = try #require(edges.first { $0.0 >= height })
    let restingUp = atRestUp.0 - atRestUp.1
    let restingDown = height - atRestHidden.1
    var gap = 0.0
    var overlap = 0.0
    for (keyboard, field) in edges where keyboard < height && keyboard > up + 0.5 {
      let progress = (keyboard - up) / (height - up)
      let extra = keyboard - field - (restingUp + progress * (restingDown - restingUp))
      gap = max(gap, extra)
      overlap = max(overlap, -extra)
    }
    return (gap, overlap)
  }

  @Test func lateFollowerInLandscapeIsCoveredThenLeftBehind() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (video, truth) = try IndependentScreens.render("landscape-late-follower", in: folder)
    let expected = try Self.desync(truth)
    // The drawn desync: the field's border up to 43 pt nearer the keyboard than expected, then
    // 13 pt farther.
    #expect(expected.overlap > 40 && expected.gap > 12, "\(expected)")

    let run = try ClosedLoop.measure(video, scale: nil)
    let recording = try #require(run.object["recording"] as? [String: Any])
    #expect(recording["screenWidthPoints"] as? Double == 667)
    let bar = try #require(recording["bar"] as? [String: Any])
    #expect(bar["barEdge"] as? String == "outline")
    let desync = try #require(run.object["desync"] as? [String: Any])
    #expect(desync["verdict"] as? String == "covered+gap")
    let gap = try #require(desync["maxExtraGap"] as? [String: Any])
    let gapPoints = try #require(gap["points"] as? Double)
    #expect(abs(gapPoints - expected.gap) <= 1, "gap \(gapPoints), drawn \(expected.gap)")
    // The overlap is where the bar is not seen: a lower bound, which must not pass what the
    // frames hold (the old bound, the bar's whole height, said 46 pt against 43.4 drawn).
    let overlap = try #require(desync["maxExtraOverlap"] as? [String: Any])
    let overlapPoints = try #require(overlap["points"] as? Double)
    #expect(overlap["lowerBound"] as? Bool == true)
    #expect(
      overlapPoints <= expected.overlap + 0.5,
      "at least \(overlapPoints), drawn \(expected.overlap)")
    #expect(overlapPoints > 20, "\(overlapPoints)")
  }
}
