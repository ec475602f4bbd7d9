import CurveScopeTestSupport
import CurveScopeVideo
import Foundation
import Testing

/// The detector on recordings it did not draw: `Independent/render_screens.py` draws other
/// apps' bars and keyboards with Pillow (wallpapers, gradients, other fonts and key layouts, a
/// Gboard-like keyboard, a bar the colour of the app, JPEG artefacts, a landscape-coded
/// recording turned by its display matrix, landscape screens (a wide, short keyboard), an 886 × 1920 downscaled recording, variable frame
/// rates) and encodes them with the ffmpeg tool. Needs Python with Pillow (``PillowPython``;
/// skipped, saying so, without it). The default run draws the downscaled style; the long run
/// (`CURVESCOPE_SLOW_TESTS=1`) every style.
@Suite(.enabled(if: PillowPython.path != nil, PillowPython.comment), .serialized)
struct IndependentRecordingTests {
  /// A style and how many frames may be wrong (an edge found more than 1 pt off): none or one
  /// for clean material; up to 15 % where the style is at the detector's documented limits
  /// (heavy compression of low-contrast dark surfaces, a bar and keyboard 4 levels apart, a gap
  /// whose colour lies between the bar's and the keyboard's).
  struct Style: CustomTestStringConvertible, Sendable {
    var name: String
    var hard: Bool
    var testDescription: String { name }
  }

  static let styles = [
    Style(name: "whatsapp-light", hard: false),
    Style(name: "slack-light-same-colour-bar", hard: false),
    Style(name: "downscaled-recording", hard: false),
    Style(name: "telegram-dark", hard: true),
    Style(name: "gboard-dark-jpeg", hard: true),
    Style(name: "rotated-landscape-coded", hard: true),
    Style(name: "landscape-sync", hard: false),
    Style(name: "landscape-late-follower", hard: false),
  ]

  /// The styles this run draws: every one in the long run; otherwise the downscaled recording
  /// (886 × 1920, the fewest pixels to draw, encode and measure, and a scale estimated from the
  /// frame's shape).
  static let stylesRun =
    SlowTests.enabled ? styles : styles.filter { $0.name == "downscaled-recording" }

  @Test(arguments: stylesRun)
  func detectsAnotherRenderersScreens(_ styleCase: Style) throws {
    let style = styleCase.name
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (video, truth) = try IndependentScreens.render(style, in: folder)
    if truth.rotate != 0 { try MP4Rotation.rotate(video, clockwiseDegrees: truth.rotate) }
    let downscaled = truth.scale.rounded() != truth.scale
    let measured: MeasureRun
    do {
      measured = try ClosedLoop.measure(video, scale: downscaled ? truth.scale : nil)
    } catch
      where style == "slack-light-same-colour-bar"
      && "\(error)".contains("contradicts how far it moves")
    {
      // Refused (exit 65, no value) since a bar's registration in the frames without the
      // keyboard must agree with how far it travels: this bar, the page's own colour, fails that
      // check. A refusal, never a wrong edge; known, so that a fix shows here.
      withKnownIssue("a bar of the page's colour is refused by the travel check") { throw error }
      return
    }
    try #require(measured.frames.count == truth.frames.count)
    // A bar whose background is the page's colour is followed by its lowest visible edge, the
    // text field's border, and says so ("outline"): that edge is then the one to compare.
    let bar = (measured.object["recording"] as? [String: Any])?["bar"] as? [String: Any]
    let byOutline = bar?["barEdge"] as? String == "outline"
    var problems: [String] = []
    var keyboardWrong = 0
    var keyboardMissing = 0
    var barWrong = 0
    var barMissing = 0
    var barFound = 0
    var worst = 0.0
    for (frame, result) in zip(truth.frames, measured.frames) {
      #expect(abs(result.time - frame.timeMs) < 1, "t=\(frame.timeMs) read at \(result.time)")
      if let keyboard = result.keyboardTop {
        if abs(keyboard - frame.keyboardTop) <= 1 {
          worst = max(worst, abs(keyboard - frame.keyboardTop))
        } else {
          keyboardWrong += 1
          problems.append("t=\(frame.timeMs) keyboard \(frame.keyboardTop) measured \(keyboard)")
        }
      } else if frame.keyboardTop < (truth.screen.last ?? .infinity) - 2 {
        // A keyboard with under 2 pt in view (hidden, or just appearing) is null or right.
        keyboardMissing += 1
      }
      let visible = frame.keyboardTop - (frame.barBottom - truth.barHeight)
      let expected = byOutline ? (frame.fieldBottom ?? frame.barBottom) : frame.barBottom
      if let bar = result.barBottom {
        if visible <= 0 || !(abs(bar - expected) <= 1) {
          barWrong += 1
          problems.append("t=\(frame.timeMs) bar \(expected) measured \(bar)")
        } else {
          barFound += 1
          worst = max(worst, abs(bar - expected))
        }
      } else if visible >= truth.barHeight / 2 {
        // The motion detector places a bar partly under the keyboard only with half of it or
        // more in view (as the closed loop states); null below that is the honest answer.
        barMissing += 1
      }
    }
    let count = truth.frames.count
    print(
      "\(style): \(count) frames; keyboard wrong \(keyboardWrong), not found \(keyboardMissing); "
        + "bar right \(barFound), wrong \(barWrong), not found \(barMissing) (of those in view); "
        + "worst error of the right ones \(worst) pt")
    let allowed = styleCase.hard ? count * 15 / 100 : 1
    #expect(
      keyboardWrong <= allowed && barWrong <= allowed,
      Comment(
        rawValue: "\(style): \(problems.count) wrong\n"
          + problems.prefix(25).joined(separator: "\n")))
    // Clean material: every edge in view is found.
    if !styleCase.hard {
      #expect(keyboardMissing == 0)
      // A bar partly under the rising keyboard with half of it or more in view is not placed
      // yet (null, never wrong): known, as in the closed loop, so that a fix shows here.
      withKnownIssue(
        "a bar partly covered at the start of a show is not placed", isIntermittent: true
      ) {
        #expect(barMissing <= 1)
      }
    }
  }
}
