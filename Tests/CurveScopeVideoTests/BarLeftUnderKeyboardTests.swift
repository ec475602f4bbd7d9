import CurveScopeTestSupport
import Foundation
import Testing

/// The commonest keyboard bug recorded: a layout that does not move for the keyboard, so it
/// rises over the app's bar and covers it (`Independent/render_screens.py`'s
/// `bar-left-under-keyboard`: 375 × 667 pt at 2 px/pt, a wallpaper of dots standing still above
/// the keyboard). Nothing rides on the keyboard: `measure` says so and why a bar may be missing,
/// and keeps the keyboard's trace. It used to take a travel that matched some of the wallpaper's
/// dots by chance for a bar, then refuse it for contradicting its travel (a reason that points
/// the user at the wrong thing).
@Suite(.enabled(if: PillowPython.path != nil, PillowPython.comment))
struct BarLeftUnderKeyboardTests {
  @Test func contentStandingStillIsNoBar() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (video, _) = try IndependentScreens.render("bar-left-under-keyboard", in: folder)
    let trace = folder.file("keyboard.json")
    let run = try MeasureRun(video, ["--trace-out", trace])
    #expect(run.code == 65, "\(run.standardError)")
    let last = run.standardError.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasPrefix("error: "), "\(last)")
    #expect(last.contains("no input bar: nothing above the keyboard moves with it"), "\(last)")
    #expect(last.contains("a bar at the bottom of the screen is under it"), "\(last)")
    #expect(!run.standardError.contains("contradicts"), "\(run.standardError)")
    // The keyboard's trace is kept: its resting top is the drawn one (667 − 260 = 407 pt).
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: trace)))
        as? [String: Any])
    let frames = try #require(object["frames"] as? [[String: Any]])
    let tops = frames.compactMap { $0["keyboardTop"] as? Double }
    let highest = try #require(tops.min())
    #expect(abs(highest - 407) <= 1, "\(highest)")
  }
}
