import CurveScopeChart
import CurveScopeChartRender
import CurveScopeSupport

/// A renderer that draws through another one shifted by an offset, so that a drawing made for
/// its own origin (a phone screen) can be placed anywhere on a larger canvas.
final class OffsetRenderer: Renderer {
  private let base: any Renderer
  private let dx: Double
  private let dy: Double

  /// Draws on `base` with every coordinate moved by (`dx`, `dy`) points.
  init(_ base: any Renderer, dx: Double, dy: Double) {
    self.base = base
    self.dx = dx
    self.dy = dy
  }

  func save() throws { try base.save() }
  func restore() throws { try base.restore() }
  func pushClip(_ rect: Rect) throws { try base.pushClip(moved(rect)) }
  func popClip() throws { try base.popClip() }
  func fill(_ path: Path, color: Color) throws { try base.fill(moved(path), color: color) }
  func stroke(_ path: Path, style: LineStyle) throws {
    try base.stroke(moved(path), style: style)
  }
  func fillRect(_ rect: Rect, color: Color) throws { try base.fillRect(moved(rect), color: color) }
  func drawText(_ text: String, at point: Point, style: TextStyle) throws {
    try base.drawText(text, at: moved(point), style: style)
  }

  private func moved(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }

  private func moved(_ rect: Rect) -> Rect {
    Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
  }

  private func moved(_ path: Path) -> Path {
    var result = Path()
    result.reserveCapacity(path.elements.count)
    for element in path.elements {
      switch element {
      case .move(let point): result.move(to: point.x + dx, point.y + dy)
      case .line(let point): result.line(to: point.x + dx, point.y + dy)
      case .curve(let a, let b, let end): result.curve(moved(a), moved(b), to: moved(end))
      case .close: result.close()
      }
    }
    return result
  }
}
