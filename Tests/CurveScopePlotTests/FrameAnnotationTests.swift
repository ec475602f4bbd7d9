import CurveScopeChart
import CurveScopeChartLayout
import CurveScopeChartRender
import CurveScopePlot
import CurveScopeSupport
import Testing

/// A debug frame's labels stay inside the screen and off each other (fixed-advance text, 6 pt
/// a character at 12 pt): a keyboard's label at the screen's last rows goes above its line, a
/// label wider than a small screen wraps at its separators, and one with no room on either side
/// of its line joins the caption. Before, a 1 px/pt GIF's keyboard label was drawn past the
/// screen's bottom and the bar's ran off its left edge.
struct FrameAnnotationTests {
  static let screen = Rect(x: 0, y: 0, width: 402, height: 874)

  /// The filled boxes of the labels (the caption's too), drawn for `edges`.
  static func draw(_ edges: [FrameAnnotation.Edge]) throws -> (boxes: [Rect], texts: [String]) {
    let renderer = RecordingRenderer()
    try FrameAnnotation(title: "frame 60 · 4000 ms", screen: screen, edges: edges)
      .draw(on: renderer, measurer: FixedAdvanceTextMeasurer())
    let boxes = renderer.calls.compactMap { call -> Rect? in
      if case .fillRect(let rect, _) = call, rect.width > 4 { return rect }
      return nil
    }
    return (boxes, renderer.texts)
  }

  /// Whether two rectangles share any area.
  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    let across = a.x < b.x + b.width && b.x < a.x + a.width
    let down = a.y < b.y + b.height && b.y < a.y + a.height
    return across && down
  }

  static func edge(_ name: String, _ y: Double, above: Bool) -> FrameAnnotation.Edge {
    FrameAnnotation.Edge(
      name: name, y: y, detail: "keyboardFollowed · confidence 0.88 · 303.3 px from rest",
      color: Color(red: 0, green: 0.45, blue: 0.7), labelAbove: above)
  }

  @Test func aLabelAtTheScreensBottomGoesAboveItsLineAndWraps() throws {
    let drawn = try Self.draw([Self.edge("keyboard top", 869, above: false)])
    #expect(drawn.boxes.count == 2)
    let label = try #require(drawn.boxes.last)
    #expect(label.y + label.height <= 869 - 3 + 1e-9)
    #expect(label.x >= 0 && label.x + label.width <= Self.screen.width)
    // 96 characters (576 pt) do not fit in 402 pt: two lines, broken at a separator.
    #expect(drawn.texts.contains("keyboard top 869 pt · keyboardFollowed · confidence 0.88"))
    #expect(drawn.texts.contains("303.3 px from rest"))
  }

  @Test func aLabelWithNoRoomNextToItsLineJoinsTheCaption() throws {
    // The bar's label above its line at 836, the keyboard's line 33 pt below it at 869: the
    // keyboard's two-line label (36 pt) fits neither below (the screen ends) nor above (the
    // bar's line and label are there).
    let drawn = try Self.draw([
      Self.edge("keyboard top", 869, above: false), Self.edge("bar outline", 836, above: true),
    ])
    let caption = try #require(drawn.boxes.first)
    #expect(caption.y == 6)
    // The caption holds the title and the keyboard's two lines (3 lines of 14 pt, 4 pt padding).
    #expect(caption.height == 48)
    #expect(
      Array(drawn.texts.prefix(3)) == [
        "frame 60 · 4000 ms", "keyboard top 869 pt · keyboardFollowed · confidence 0.88",
        "303.3 px from rest",
      ])
    for box in drawn.boxes {
      #expect(box.y >= 0 && box.y + box.height <= Self.screen.height, "\(box)")
      #expect(box.x >= 0 && box.x + box.width <= Self.screen.width, "\(box)")
    }
    for (index, box) in drawn.boxes.enumerated() {
      for other in drawn.boxes[(index + 1)...] {
        #expect(!Self.overlap(box, other), "\(box) and \(other)")
      }
    }
  }
}
