import CurveScopeDetection
import CurveScopePlot
import CurveScopeVideo
import Foundation
import Testing

/// A small dithered GIF of a bar whose look changes as chat apps' bars do: while the keyboard
/// rests up its field holds a typed line and a key's popup rises over the bar's right end; when
/// the message is sent the field empties (its placeholder shows) and the keyboard hides and
/// shows again. The bar at rest with the keyboard up then no longer matches the bar in motion;
/// the bar must still be found on the keyboard's motion and at its hidden resting place, and
/// never anywhere it is not.
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct ChangingBarLookTests {
  /// A 320 × 568 pt screen without home indicator at 2×, the bar on the keyboard and, with the
  /// keyboard hidden, on the screen's bottom.
  static let look = LookRecording(
    width: 320, height: 568, keyboardHeight: 253, scale: 2, gapUp: 0, gapDown: 0)
  /// The typed line shows before the hide and after the show (ms).
  static let typedUntil = LookRecording.hideStart
  static let typedFrom = LookRecording.showStart + LookRecording.motion + 100
  /// A key's popup shows over the bar in these stretches of the rests with the keyboard up.
  static let popups: [ClosedRange<Double>] = [100...230, 1500...1600]

  /// Draws `look` with the typed line and the popups into an H.264 file at `path`.
  static func record(to path: String) throws {
    try look.record(to: path) { frame, screen, paint in
      // The bar drawn over the screen's own: a light grey bar (between the page's white and
      // the keyboard's grey) with a hairline on top, a white field with a grey border, a send
      // button, and in the field a line of dark words typed or a pale placeholder.
      let top = frame.barBottom - screen.barHeight
      let center = frame.barBottom - screen.barHeight / 2
      paint(0...320, top...frame.barBottom, 240)
      paint(0...320, top...(top + 1), 170)
      paint(44...276, (top + 7)...(frame.barBottom - 7), 150)
      paint(45...275, (top + 8)...(frame.barBottom - 8), 255)
      paint(284...312, (center - 14)...(center + 14), 70)
      let typed = frame.time < typedUntil || frame.time >= typedFrom
      var x = 54.0
      for width in typed ? [34.0, 22, 41, 18, 30] : [70.0] {
        paint(x...(x + width), (center - 6)...(center + 6), typed ? 40 : 200)
        x += width + 6
      }
      if Self.popups.contains(where: { $0.contains(frame.time) }) {
        // A key's popup: a white cap with a grey rim from the keyboard's second key row up over
        // the bar's lowest 30 points.
        paint(228...278, (frame.keyboardTop - 30)...(frame.keyboardTop + 60), 150)
        paint(230...276, (frame.keyboardTop - 28)...(frame.keyboardTop + 58), 255)
      }
    }
  }

  @Test func changedBarIsFoundInADitheredGIF() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let drawn = folder.file("drawn.mp4")
    try Self.record(to: drawn)
    let gif = folder.file("changing-bar.gif")
    // 272 px wide, 256 colours with dithering: about 0.85 px a point.
    try LookRecording.gif(from: drawn, to: gif, width: 272)
    if let keep = ProcessInfo.processInfo.environment["CURVESCOPE_LOOK_DIR"] {
      try? FileManager.default.removeItem(atPath: keep + "/changing-bar.gif")
      try? FileManager.default.copyItem(atPath: gif, toPath: keep + "/changing-bar.gif")
    }
    let run = try MeasureRun(gif)
    #expect(run.code == 0, "\(run.standardError)")
    let scale = try #require(run.number("pixelsPerPoint"))
    // The GIF's pixel rows are the drawn points × 272/320; within a point plus a pixel.
    let pixels = 272.0 / 320
    var wrong: [String] = []
    var found = 0
    var expected = 0
    for (drawn, measured) in zip(Self.look.frames, run.frames) {
      let truth = drawn.barBottom * pixels
      guard let bar = measured.barBottom.map({ $0 * scale }) else { continue }
      if abs(bar - truth) <= pixels + 1 {
        found += 1
      } else {
        wrong.append("t=\(drawn.time) bar \(truth) px, measured \(bar) px")
      }
    }
    for drawn in Self.look.frames where drawn.barBottom <= Self.look.height { expected += 1 }
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    // Every frame shows the bar; a frame or two of the fastest motion may go unplaced.
    #expect(found >= expected - 2, "bar found on \(found) of \(expected) frames")
    let evidence = Set(run.frames.compactMap(\.barEvidence))
    #expect(evidence.contains("barRegisteredHidden"), "\(evidence)")
    let desync = run.object["desync"] as? [String: Any] ?? [:]
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
  }
}
