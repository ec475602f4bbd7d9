import CurveScopeChart
public import CurveScopeChartLayout
import CurveScopeSupport

/// Draws a laid-out figure with a renderer's primitives; no layout decisions happen here.
public struct FigurePainter {
  /// Creates a painter.
  public init() {}

  /// Draws a laid-out figure onto `renderer`: background, header, then each panel as the layout
  /// holds it (every kind of panel has its own painter; none is skipped).
  ///
  /// Throws whatever the renderer throws.
  public func paint(_ layout: FigureLayout, on renderer: any Renderer) throws {
    let theme = layout.theme
    try renderer.fillRect(
      Rect(x: 0, y: 0, width: layout.width, height: layout.height), color: theme.background)
    if let header = layout.header {
      try draw(header.title, on: renderer)
      for line in header.lines { try draw(line, on: renderer) }
      if let legend = header.legend { try paintLegend(legend, theme: theme, on: renderer) }
    }
    for panel in layout.panels {
      switch panel {
      case .plot(let plot, let plotLayout):
        try paintPlot(plot, plotLayout, theme: theme, on: renderer)
      case .diagram(let diagram, let diagramLayout):
        try paintDiagram(diagram, diagramLayout, theme: theme, on: renderer)
      case .heatMap(let heatMap, let heatMapLayout):
        try paintHeatMap(heatMap, heatMapLayout, theme: theme, on: renderer)
      }
    }
  }

  /// Draws a laid-out text.
  func draw(_ box: TextBox, on renderer: any Renderer) throws {
    try renderer.drawText(box.text, at: box.position, style: box.style)
  }

  /// Draws a legend: a translucent white box with a light border, then each row.
  func paintLegend(_ legend: LegendLayout, theme: Theme, on renderer: any Renderer) throws {
    if legend.position != .below {
      var box = Path()
      box.addRoundedRect(legend.frame, radius: 3)
      try renderer.fill(box, color: theme.background.withAlpha(0.9))
      try renderer.stroke(box, style: LineStyle(color: Color(hex: 0xBBBBBB), width: 0.8))
    }
    for row in legend.rows {
      let middle = Point(x: row.swatch.midX, y: row.swatch.midY)
      switch row.entry.swatch {
      case .line(let style, let marker):
        var path = Path()
        path.move(to: row.swatch.x, middle.y)
        path.line(to: row.swatch.maxX, middle.y)
        try renderer.stroke(path, style: style)
        if let marker { try paintMarkers(at: [middle], style: marker, on: renderer) }
      case .marker(let marker):
        try paintMarkers(at: [middle], style: marker, on: renderer)
      case .box(let color):
        try renderer.fillRect(row.swatch, color: color)
        var edge = Path()
        edge.addRect(row.swatch)
        try renderer.stroke(edge, style: LineStyle(color: color.withAlpha(1), width: 0.8))
      }
      try draw(row.label, on: renderer)
    }
  }

  /// Draws markers of one style at the points, batched into one fill (and one outline stroke).
  func paintMarkers(at points: [Point], style: MarkerStyle, on renderer: any Renderer) throws {
    let radius = style.size / 2
    var path = Path()
    path.reserveCapacity(points.count * 6)
    for point in points where point.x.isFinite && point.y.isFinite {
      switch style.shape {
      case .circle:
        path.addCircle(center: point, radius: radius)
      case .square:
        path.addRect(
          Rect(x: point.x - radius, y: point.y - radius, width: style.size, height: style.size))
      case .diamond:
        path.move(to: point.x, point.y - radius * 1.3)
        path.line(to: point.x + radius * 1.3, point.y)
        path.line(to: point.x, point.y + radius * 1.3)
        path.line(to: point.x - radius * 1.3, point.y)
        path.close()
      case .tick:
        path.move(to: point.x, point.y - radius)
        path.line(to: point.x, point.y + radius)
      case .cross:
        path.move(to: point.x - radius, point.y - radius)
        path.line(to: point.x + radius, point.y + radius)
        path.move(to: point.x - radius, point.y + radius)
        path.line(to: point.x + radius, point.y - radius)
      }
    }
    guard !path.isEmpty else { return }
    switch style.shape {
    case .tick, .cross:
      try renderer.stroke(path, style: LineStyle(color: style.color, width: 1.5))
    case .circle, .square, .diamond:
      if let outline = style.outline {
        try renderer.stroke(path, style: LineStyle(color: outline, width: 1.5))
      }
      try renderer.fill(path, color: style.color)
    }
  }

  /// Strokes a line from `start` to `end` with a filled arrowhead at `end` (7 pt long, 7 pt wide).
  func paintArrow(from start: Point, to end: Point, style: LineStyle, on renderer: any Renderer)
    throws
  {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, length.isFinite else { return }
    let (ux, uy) = (dx / length, dy / length)
    let head = min(7, length)
    let base = Point(x: end.x - ux * head, y: end.y - uy * head)
    var shaft = Path()
    shaft.move(to: start.x, start.y)
    shaft.line(to: base.x, base.y)
    try renderer.stroke(shaft, style: style)
    var tip = Path()
    tip.move(to: end.x, end.y)
    tip.line(to: base.x - uy * head / 2, base.y + ux * head / 2)
    tip.line(to: base.x + uy * head / 2, base.y - ux * head / 2)
    tip.close()
    try renderer.fill(tip, color: style.color)
  }
}
