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
  public func draw(on renderer: any Renderer, measurer: any TextMeasurer) throws {
    let missing = edges.filter { $0.y == nil }.map { "\($0.name): not found" }
    try drawBox(
      lines: [title] + missing, at: Point(x: screen.x + 6, y: screen.y + 6), alignRight: false,
      anchorBottom: false, renderer: renderer, measurer: measurer)
    // Labels first (the first edge's at the left, the others' at the right), then the lines
    // over them, so a label never hides another edge: white underlays, then the first edge
    // solid and the others dashed, so that edges at the same row (a bar in sync) both show.
    let drawn = edges.compactMap { edge in edge.y.map { (edge, screen.y + $0) } }
    for (index, (edge, lineY)) in drawn.enumerated() {
      let text =
        "\(edge.name) \(NumberText.reading(lineY - screen.y, decimals: 2)) pt · \(edge.detail)"
      try drawBox(
        lines: [text],
        at: Point(
          x: index == 0 ? screen.x + 6 : screen.x + screen.width - 6,
          y: edge.labelAbove ? lineY - 3 : lineY + 3),
        alignRight: index > 0, anchorBottom: edge.labelAbove, renderer: renderer,
        measurer: measurer, accent: edge.color)
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

  /// A dark box with white lines of text; its top (or bottom) left (or right) corner at `point`.
  private func drawBox(
    lines: [String], at point: Point, alignRight: Bool, anchorBottom: Bool,
    renderer: any Renderer,
    measurer: any TextMeasurer, accent: Color? = nil
  ) throws {
    let extents = lines.map { measurer.measure($0, size: Self.textSize, weight: .regular) }
    let lineHeight = (extents.map(\.height).max() ?? Self.textSize) + 2
    let padding = 4.0
    let width = (extents.map(\.width).max() ?? 0) + 2 * padding + (accent == nil ? 0 : 8)
    let height = Double(lines.count) * lineHeight + 2 * padding - 2
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
