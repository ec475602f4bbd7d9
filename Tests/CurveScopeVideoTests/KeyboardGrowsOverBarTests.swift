import CurveScopeTestSupport
import Foundation
import Testing

/// A keyboard that grows 24 pt while it is up (a suggestion strip shown, another keyboard) and a
/// bar that ignores the change (`Independent/render_screens.py`'s `keyboard-grows-over-bar`:
/// 375 × 812 pt at 2 px/pt, the keyboard 300 pt tall and then 324 pt, the bar in sync as it
/// rises and then covered by 24 pt of its 56). The frames at the final rest show the bar's
/// upper part on the keyboard's edge, so the lower keyboard before the change shows a gap
/// under it: a bar that floats there cannot be told from one the keyboard covers. `measure`
/// refuses, naming the two heights, and keeps the trace. It used to say "gap", the opposite of
/// the truth.
@Suite(.enabled(if: PillowPython.path != nil, PillowPython.comment))
struct KeyboardGrowsOverBarTests {
  @Test func barThatIgnoresTheKeyboardsNewHeightIsRefused() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (video, _) = try IndependentScreens.render("keyboard-grows-over-bar", in: folder)
    let trace = folder.file("trace.json")
    let run = try MeasureRun(video, ["--trace-out", trace])
    #expect(run.code == 65, "\(run.standardError)")
    let last = run.standardError.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasPrefix("error: "), "\(last)")
    #expect(last.contains("the verdict cannot be told: the keyboard rests at 512"), "\(last)")
    #expect(last.contains("24 pt below its resting top"), "\(last)")
    #expect(last.contains("the bar does not follow the keyboard's change of height"), "\(last)")
    // The trace is written: the keyboard at both heights (812 − 300 = 512 pt, then 488 pt),
    // each within a point.
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: trace)))
        as? [String: Any])
    let frames = try #require(object["frames"] as? [[String: Any]])
    let tops = frames.compactMap { $0["keyboardTop"] as? Double }
    #expect(tops.contains { abs($0 - 512) <= 1 }, "\(tops)")
    let highest = try #require(tops.min())
    #expect(abs(highest - 488) <= 1, "\(highest)")
  }
}
