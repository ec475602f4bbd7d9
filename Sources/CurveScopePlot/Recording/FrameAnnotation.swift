public import CurveScopeChart
public import CurveScopeChartLayout
public import CurveScopeChartRender
public import CurveScopeSupport

/// What a detector found in one video frame, drawn over the frame: a line across the screen at
/// each edge found, labelled with its position and confidence, and a caption naming the frame
/// and any edge that was not found.
///
/// Plain numbers in, so any detector can be shown; coordinates are canvas points, the screen's
/// rectangle placing screen y = 0 (``screen``'s top). Colours are the figures' (``Theme``):
/// keyboard and bar as in every comparison figure.
public struct FrameAnnotation: Sendable {
  /// One edge: its name, where it is (screen points, `nil` when not found), and what to say.
  public struct Edge: Sendable {
    /// `keyboard top`, `bar bottom`.
    public var name: String
    /// Screen y in points, or `nil` when the edge was not found.
    public var y: Double?
    /// What follows the position in the label (`key caps · confidence 0.98`).
    public var detail: String
    /// The line's colour.
    public var color: Color
    /// Whether the label sits above the line (else below it).
    public var labelAbove: Bool

    /// Creates an edge.
    public init(name: String, y: Double?, detail: String, color: Color, labelAbove: Bool) {
      self.name = name
      self.y = y
      self.detail = detail
      self.color = color
      self.labelAbove = labelAbove
    }
  }

  /// The caption's first line (`frame 42 · 350 ms · max overlap`).
  public var title: String
  /// The screen's rectangle on the canvas, in points.
  public var screen: Rect
  /// The edges.
  public var edges: [Edge]

  /// Creates an annotation.
  public init(title: String, screen: Rect, edges: [Edge]) {
    self.title = title
    self.screen = screen
    self.edges = edges
  }

  /// The text size of labels and caption, in points.
  static let textSize = 12.0

  /// Draws the annotation (over a frame already on the canvas).
  ///
  /// Each edge's label sits next to its line, on its own side, or on the other side where its
  /// own has no room within the screen (a keyboard's last rows at the screen's bottom), wrapped
  /// at its ` · ` separators to the screen's width; a label that fits on neither side without
  /// covering another label or another edge's line joins the caption instead.
  public func draw(on renderer: any Renderer, measurer: any TextMeasurer) throws {
    let missing = edges.filter { $0.y == nil }.map { "\($0.name): not found" }
    let drawn = edges.compactMap { edge in edge.y.map { (edge, screen.y + $0) } }
    var labels: [(lines: [String], at: Point, alignRight: Bool, above: Bool, color: Color)] = []
    var taken: [Rect] = []
    var captioned: [String] = []
    for (index, (edge, lineY)) in drawn.enumerated() {
      let text =
        "\(edge.name) \(NumberText.reading(lineY - screen.y, decimals: 2)) pt · \(edge.detail)"
      let lines = wrapped(text, width: screen.width - 12 - 16, measurer: measurer)
      let size = boxSize(lines: lines, measurer: measurer, accent: true)
      let alignRight = index > 0
      let x = alignRight ? screen.x + screen.width - 6 : screen.x + 6
      let others = drawn.enumerated().filter { $0.offset != index }.map(\.element.1)
      let side = [edge.labelAbove, !edge.labelAbove].first { above in
        let box = Rect(
          x: alignRight ? x - size.width : x, y: above ? lineY - 3 - size.height : lineY + 3,
          width: size.width, height: size.height)
        return box.y >= screen.y && box.y + box.height <= screen.y + screen.height
          && !taken.contains { $0.intersects(box) }
          && !others.contains { $0 >= box.y && $0 <= box.y + box.height }
      }
      guard let above = side else {
        captioned.append(contentsOf: lines)
        continue
      }
      let y = above ? lineY - 3 : lineY + 3
      taken.append(
        Rect(
          x: alignRight ? x - size.width : x, y: above ? y - size.height : y, width: size.width,
          height: size.height))
      labels.append((lines, Point(x: x, y: y), alignRight, above, edge.color))
    }
    try drawBox(
      lines: [title] + missing + captioned, at: Point(x: screen.x + 6, y: screen.y + 6),
      alignRight: false, anchorBottom: false, renderer: renderer, measurer: measurer)
    // Labels first, then the lines over them, so a label never hides another edge: white
    // underlays, then the first edge solid and the others dashed, so that edges at the same
    // row (a bar in sync) both show.
    for label in labels {
      try drawBox(
        lines: label.lines, at: label.at, alignRight: label.alignRight, anchorBottom: label.above,
        renderer: renderer, measurer: measurer, accent: label.color)
    }
    for (_, lineY) in drawn {
      try renderer.stroke(line(at: lineY), style: LineStyle(color: .white, width: 3))
    }
    for (index, (edge, lineY)) in drawn.enumerated() {
      try renderer.stroke(
        line(at: lineY),
        style: LineStyle(color: edge.color, width: 1.5, dash: index == 0 ? [] : [6, 6]))
    }
  }

  /// A line across the screen at canvas y.
  private func line(at y: Double) -> Path {
    var path = Path()
    path.move(to: screen.x, y)
    path.line(to: screen.x + screen.width, y)
    return path
  }

  /// `text` in lines no wider than `width`, broken at its ` · ` separators (a part wider than
  /// `width` alone keeps a line of its own).
  private func wrapped(_ text: String, width: Double, measurer: any TextMeasurer) -> [String] {
    let parts = text.split(separator: " · ", omittingEmptySubsequences: false).map(String.init)
    var lines: [String] = []
    for part in parts {
      if let last = lines.last {
        let joined = last + " · " + part
        if measurer.measure(joined, size: Self.textSize, weight: .regular).width <= width {
          lines[lines.count - 1] = joined
          continue
        }
      }
      lines.append(part)
    }
    return lines
  }

  /// The size of a box of `lines` (with an accent bar or not) and the height of each line.
  private func boxSize(lines: [String], measurer: any TextMeasurer, accent: Bool) -> (
    width: Double, height: Double, line: Double
  ) {
    let extents = lines.map { measurer.measure($0, size: Self.textSize, weight: .regular) }
    let line = (extents.map(\.height).max() ?? Self.textSize) + 2
    let width = (extents.map(\.width).max() ?? 0) + 2 * Self.padding + (accent ? 8 : 0)
    return (width, Double(lines.count) * line + 2 * Self.padding - 2, line)
  }

  /// The padding inside a box, in points.
  static let padding = 4.0

  /// A dark box with white lines of text; its top (or bottom) left (or right) corner at `point`.
  private func drawBox(
    lines: [String], at point: Point, alignRight: Bool, anchorBottom: Bool,
    renderer: any Renderer,
    measurer: any TextMeasurer, accent: Color? = nil
  ) throws {
    let extents = lines.map { measurer.measure($0, size: Self.textSize, weight: .regular) }
    let (width, height, lineHeight) = boxSize(
      lines: lines, measurer: measurer, accent: accent != nil)
    let padding = Self.padding
    let top = anchorBottom ? point.y - height : point.y
    let left = alignRight ? point.x - width : point.x
    try renderer.fillRect(
      Rect(x: left, y: top, width: width, height: height),
      color: Color.okabeItoBlack.withAlpha(0.72))
    var x = left + padding
    if let accent {
      try renderer.fillRect(
        Rect(x: x, y: top + padding, width: 4, height: height - 2 * padding), color: accent)
      x += 8
    }
    for (index, line) in lines.enumerated() {
      try renderer.drawText(
        line,
        at: Point(x: x, y: top + padding + Double(index) * lineHeight + (extents[index].ascent)),
        style: TextStyle(size: Self.textSize, color: .white))
    }
  }
}
