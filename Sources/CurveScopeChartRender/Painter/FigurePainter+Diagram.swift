import CurveScopeChart
import CurveScopeChartLayout
import CurveScopeSupport

extension FigurePainter {
  /// Draws a diagram panel: title, shapes mapped through the layout's scale, legend row.
  func paintDiagram(
    _ diagram: DiagramPanel, _ layout: DiagramLayout, theme: Theme, on renderer: any Renderer
  ) throws {
    if let title = layout.title { try draw(title, on: renderer) }
    for shape in diagram.shapes {
      switch shape {
      case .rectangle(let rect, let fill, let stroke, let radius):
        var path = Path()
        path.addRoundedRect(layout.rect(rect), radius: radius)
        if let fill { try renderer.fill(path, color: fill) }
        if let stroke { try renderer.stroke(path, style: stroke) }
      case .line(let points, let style):
        try renderer.stroke(polyline(points.map(layout.point)), style: style)
      case .arrow(let from, let to, let style):
        try paintArrow(from: layout.point(from), to: layout.point(to), style: style, on: renderer)
      case .text(let text, let at, let style):
        try renderer.drawText(text, at: layout.point(at), style: style)
      case .offsetText(let text, let at, let offset, let style):
        let point = layout.point(at)
        try renderer.drawText(
          text, at: Point(x: point.x + offset.x, y: point.y + offset.y), style: style)
      }
    }
    if let legend = layout.legend { try paintLegend(legend, theme: theme, on: renderer) }
  }
}
