import CurveScopeDetection
import CurveScopePlot
import CurveScopeVideo
import Foundation
import Testing

/// A GIF at one pixel a point of a bar whose background is the page's (only its hairline and
/// its text field's border show), 10 pt above an opaque keyboard with a plain suggestion strip,
/// whose field holds a typed line while the keyboard rests up and its pale placeholder while it
/// moves and rests hidden: the look of a chat screen recorded on a 3× iPhone and shared as a
/// README's GIF. Every block of the field's rows then differs between the two states, as the
/// keyboard's rows do; the keyboard's top must still be its panel's edge (a full-width step
/// with the keyboard under it), not the field's border above it; and the bar's edge is the
/// field's border, said to be an outline (at 1 px/pt the border, two pixels thick, lies wholly
/// between the rows that a full-width step is looked for on).
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct TypedFieldGIFTests {
  /// A 402 × 874 pt screen at 3× (an iPhone 16 Pro), the field's border 10 pt above the
  /// keyboard (the bar's invisible bottom 2 pt above it) and 34 pt over the screen's bottom with
  /// the keyboard hidden.
  static let look = LookRecording(
    barLook: .plain, width: 402, height: 874, keyboardHeight: 336, scale: 3, gapUp: 2,
    gapDown: 34)
  /// The field's border (its outer side: the stroke is centred on the field's rectangle, a
  /// hairline each side) lies 8 pt less a hairline above the bar's bottom in the drawn bar.
  static let fieldInset = 8.0 - 1 / 3

  /// Draws `look` with a typed line in the field while the keyboard rests up into an H.264
  /// file at `path`.
  static func record(to path: String) throws {
    try look.record(to: path) { frame, screen, paint in
      // The field's text: dark words typed while the keyboard rests up (before the hide and
      // after the show), a pale short placeholder otherwise; the drawn placeholder and caret
      // are covered with the field's white first.
      let center = frame.barBottom - screen.barHeight / 2
      paint(58...340, (center - 12)...(center + 12), 255)
      let resting = LookRecording.progress(frame.time) == 0
      var x = 62.0
      for width in resting ? [40.0, 26, 48, 22, 36, 30] : [76.0] {
        paint(x...(x + width), (center - 7)...(center + 7), resting ? 30 : 190)
        x += width + 7
      }
    }
  }

  @Test func keyboardTopIsThePanelsEdgeNotTheFieldsBorder() throws {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let drawn = folder.file("drawn.mp4")
    try Self.record(to: drawn)
    let gif = folder.file("typed-field.gif")
    try LookRecording.gif(from: drawn, to: gif, width: 402)
    if let keep = ProcessInfo.processInfo.environment["CURVESCOPE_LOOK_DIR"] {
      try? FileManager.default.removeItem(atPath: keep + "/typed-field.gif")
      try? FileManager.default.copyItem(atPath: gif, toPath: keep + "/typed-field.gif")
    }
    let run = try MeasureRun(gif)
    #expect(run.code == 0, "\(run.standardError)")
    // The GIF's rows are the drawn points (402 px for 402 pt); compared in pixels, within a
    // point plus a pixel.
    let scale = try #require(run.number("pixelsPerPoint"))
    let tolerance = 2.0
    var wrong: [String] = []
    var keyboards = 0
    var fields = 0
    let visible = Self.look.frames.filter { $0.keyboardTop < Self.look.height - 2 }
    for (drawn, measured) in zip(Self.look.frames, run.frames) {
      if let top = measured.keyboardTop.map({ $0 * scale }) {
        if drawn.keyboardTop < Self.look.height, abs(top - drawn.keyboardTop) <= tolerance {
          keyboards += 1
        } else {
          wrong.append("t=\(drawn.time) keyboard \(drawn.keyboardTop) pt, measured \(top)")
        }
      }
      if let bar = measured.barBottom.map({ $0 * scale }) {
        let field = drawn.barBottom - Self.fieldInset
        if abs(bar - field) <= tolerance {
          fields += 1
        } else {
          wrong.append("t=\(drawn.time) field \(field) pt, measured \(bar)")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    #expect(keyboards >= visible.count - 2, "keyboard on \(keyboards) of \(visible.count) frames")
    #expect(fields >= Self.look.frames.count - 4, "field on \(fields) frames")
    let recording = try #require(run.object["recording"] as? [String: Any])
    let bar = try #require(recording["bar"] as? [String: Any])
    #expect(bar["barEdge"] as? String == "outline", "\(bar)")
    let desync = run.object["desync"] as? [String: Any] ?? [:]
    #expect(desync["verdict"] as? String == "in sync", "\(desync)")
  }
}
