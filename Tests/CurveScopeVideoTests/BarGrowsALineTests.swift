import CurveScopeTestSupport
import Foundation
import Testing

/// A bar that grows a line of text while the keyboard is up (`Independent/render_screens.py`'s
/// `bar-grows-a-line`: 375 × 812 pt at 2 px/pt, the bar riding the keyboard on its own curve,
/// resting on the 34 pt safe-area inset when it is hidden, its field 22 pt taller from 0.9 s with
/// the messages above it pushed up). Most of the frames at rest up show the grown bar, which the
/// frames without the keyboard never do: the bar is found against the stay before it grew. It
/// used to be taken from content 48 pt above the keyboard and read "covered" for a bar in sync.
@Suite(.enabled(if: PillowPython.path != nil, PillowPython.comment))
struct BarGrowsALineTests {
  @Test func barThatGrowsWhileTheKeyboardIsUpIsFoundWhereItRests() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (video, truth) = try IndependentScreens.render("bar-grows-a-line", in: folder)

    let run = try ClosedLoop.measure(video, scale: nil)
    let recording = try #require(run.object["recording"] as? [String: Any])
    let bar = try #require(recording["bar"] as? [String: Any])
    #expect(bar["touchesKeyboard"] as? Bool == true, "\(bar)")
    let desync = try #require(run.object["desync"] as? [String: Any])
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
    let up = try #require(desync["restingGapUpPoints"] as? Double)
    let down = try #require(desync["restingGapDownPoints"] as? Double)
    #expect(abs(up) <= 1, "\(up)")
    #expect(abs(down - 34) <= 1, "\(down)")
    // Every bar edge reported is the drawn one (the scale is estimated from the frame's shape:
    // 2 px/pt within a hundredth), and the bar is reported on nearly every frame. While the
    // field stretches (0.9–1.15 s), the look registered is neither the bar's old one nor its
    // new one, and the registration slides up by up to 2.5 pt on two frames: a known limit,
    // within the verdict's 3 pt tolerance.
    try #require(run.frames.count == truth.frames.count)
    var reported = 0
    var sliding: [String] = []
    for (drawn, measured) in zip(truth.frames, run.frames) {
      guard let edge = measured.barBottom else { continue }
      reported += 1
      let error = abs(edge - drawn.barBottom)
      if (900...1150).contains(measured.time) {
        #expect(error < 3, "t=\(measured.time): \(edge) for \(drawn.barBottom)")
        if error > 1 { sliding.append("t=\(measured.time): \(error) pt") }
      } else {
        #expect(error <= 1, "t=\(measured.time): \(edge) for \(drawn.barBottom)")
      }
    }
    withKnownIssue("a bar's registration slides while its field stretches", isIntermittent: true) {
      #expect(sliding.isEmpty, "\(sliding)")
    }
    #expect(reported * 10 >= truth.frames.count * 9, "\(reported) of \(truth.frames.count)")
  }
}
