import CurveScopeDetection
import CurveScopePlot
import CurveScopeVideo
import Foundation
import Testing

/// A GIF at one pixel a point of a white bar over a white page (a chat scrolled to leave blank
/// space above the bar): only its hairline, its text field's border, the field's placeholder and
/// the send button show, and the page around them is plain. Where a point is a pixel the bar's
/// one-row lines fall between two rows of the frame as it moves, and its registration at whole
/// rows differs from its look at rest on every line; over a plain page every other shift differs
/// little more, and a clear match looks like a doubtful one. The bar must be seen on its motion.
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct BlankPageFieldGIFTests {
  /// TypedFieldGIFTests' screen: 402 × 874 pt at 3×, the field's border 10 pt above the
  /// keyboard.
  static let look = TypedFieldGIFTests.look

  /// Draws `look` over a blank page, its field's placeholder in every frame, into an H.264 file
  /// at `path`.
  static func record(_ look: LookRecording, to path: String) throws {
    try look.record(to: path) { frame, screen, paint in
      // The page above the bar blank (the chat scrolled away), 2 pt left for the bar's hairline.
      paint(0...402, 60...(frame.barBottom - screen.barHeight - 2), 255)
      let center = frame.barBottom - screen.barHeight / 2
      paint(58...340, (center - 12)...(center + 12), 255)
      paint(62...138, (center - 7)...(center + 7), 190)
      // No round buttons: a thin word for the send button, the attach button left out.
      paint(4...44, (center - 20)...(center + 20), 255)
      paint(352...400, (center - 20)...(center + 20), 255)
      paint(360...392, (center - 4)...(center + 4), 150)
    }
  }

  @Test func barOverABlankPageIsSeenOnItsMotion() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let drawn = folder.file("drawn.mp4")
    try Self.record(Self.look, to: drawn)
    let gif = folder.file("blank-page-field.gif")
    try LookRecording.gif(from: drawn, to: gif, width: 402)
    if let keep = ProcessInfo.processInfo.environment["CURVESCOPE_LOOK_DIR"] {
      try? FileManager.default.removeItem(atPath: keep + "/blank-page-field.gif")
      try? FileManager.default.copyItem(atPath: gif, toPath: keep + "/blank-page-field.gif")
    }
    let run = try MeasureRun(gif)
    #expect(run.code == 0, "\(run.standardError)")
    let scale = try #require(run.number("pixelsPerPoint"))
    // Compared in pixels (402 px for 402 pt), within a point plus a pixel.
    var wrong: [String] = []
    var missed: [Double] = []
    for (drawn, measured) in zip(Self.look.frames, run.frames) {
      let field = drawn.barBottom - TypedFieldGIFTests.fieldInset
      guard let bar = measured.barBottom.map({ $0 * scale }) else {
        missed.append(drawn.time)
        continue
      }
      if abs(bar - field) > 2 { wrong.append("t=\(drawn.time) field \(field) pt, measured \(bar)") }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    // Main's binary missed it on 7 of the 50 frames (its whole-row match under 0.35 of the
    // median over shifts on none of them); two frames of the fastest motion may go unplaced.
    #expect(missed.count <= 2, "bar missed at t = \(missed)")
    let desync = run.object["desync"] as? [String: Any] ?? [:]
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
  }
}
