import CurveScopeChart
import CurveScopeSupport

extension FigurePainter {
  /// Draws a data arrow between two mapped points: end bars, the shaft, then the heads (each
  /// 7 pt long and wide, shortened to fit: at most the shaft's length, or half of it with two).
  func paintDataArrow(
    _ arrow: DataArrow, from start: Point, to end: Point, on renderer: any Renderer
  )
    throws
  {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, length.isFinite else { return }
    let (ux, uy) = (dx / length, dy / length)
    let heads = (arrow.headAtStart ? 1.0 : 0) + (arrow.headAtEnd ? 1.0 : 0)
    let head = heads > 0 ? min(7, length / heads) : 0

    var lines = Path()
    if arrow.capLength > 0 {
      let half = arrow.capLength / 2
      for point in [start, end] {
        lines.move(to: point.x - uy * half, point.y + ux * half)
        lines.line(to: point.x + uy * half, point.y - ux * half)
      }
    }
    let shaftStart =
      arrow.headAtStart ? Point(x: start.x + ux * head, y: start.y + uy * head) : start
    let shaftEnd = arrow.headAtEnd ? Point(x: end.x - ux * head, y: end.y - uy * head) : end
    lines.move(to: shaftStart.x, shaftStart.y)
    lines.line(to: shaftEnd.x, shaftEnd.y)
    try renderer.stroke(lines, style: arrow.style)

    var tips = Path()
    func addHead(tip: Point, base: Point) {
      tips.move(to: tip.x, tip.y)
      tips.line(to: base.x - uy * head / 2, base.y + ux * head / 2)
      tips.line(to: base.x + uy * head / 2, base.y - ux * head / 2)
      tips.close()
    }
    if arrow.headAtEnd { addHead(tip: end, base: shaftEnd) }
    if arrow.headAtStart { addHead(tip: start, base: shaftStart) }
    if !tips.isEmpty { try renderer.fill(tips, color: arrow.style.color) }
  }
}
