import CCairo
import CurveScopeChart
import CurveScopeChartRender
import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Draws renderer primitives with Cairo (image, SVG or PDF surface); every call checks Cairo's
/// status and throws a `CairoError` with Cairo's message.
final class CairoRenderer: Renderer {
  private let context: CairoContext
  private let fonts: CairoFonts

  /// Creates a renderer on a context, scaling figure points by `scale` device units.
  init(context: CairoContext, scale: Double) throws {
    self.context = context
    self.fonts = try CairoFonts()
    cairo_scale(context.handle, scale, scale)
    cairo_set_line_join(context.handle, CAIRO_LINE_JOIN_ROUND)
    cairo_set_line_cap(context.handle, CAIRO_LINE_CAP_BUTT)
    try context.check("set up renderer")
  }

  /// Saves the graphics state.
  func save() throws {
    cairo_save(context.handle)
    try context.check("save")
  }

  /// Restores the graphics state.
  func restore() throws {
    cairo_restore(context.handle)
    try context.check("restore")
  }

  /// Saves the state and clips to a rectangle.
  func pushClip(_ rect: Rect) throws {
    cairo_save(context.handle)
    cairo_rectangle(context.handle, rect.x, rect.y, rect.width, rect.height)
    cairo_clip(context.handle)
    try context.check("clip")
  }

  /// Restores the state saved by `pushClip(_:)`.
  func popClip() throws {
    cairo_restore(context.handle)
    try context.check("pop clip")
  }

  /// Fills a path.
  func fill(_ path: Path, color: Color) throws {
    build(path)
    setColor(color)
    cairo_fill(context.handle)
    try context.check("fill")
  }

  /// Strokes a path.
  func stroke(_ path: Path, style: LineStyle) throws {
    let handle = context.handle
    build(path)
    setColor(style.color)
    cairo_set_line_width(handle, style.width)
    let dash = style.dash.filter { $0.isFinite && $0 >= 0 }
    if dash.isEmpty || dash.allSatisfy({ $0 == 0 }) {
      cairo_set_dash(handle, nil, 0, 0)
    } else {
      dash.withUnsafeBufferPointer { cairo_set_dash(handle, $0.baseAddress, Int32($0.count), 0) }
    }
    cairo_stroke(handle)
    try context.check("stroke")
  }

  /// Fills a rectangle.
  func fillRect(_ rect: Rect, color: Color) throws {
    cairo_rectangle(context.handle, rect.x, rect.y, rect.width, rect.height)
    setColor(color)
    cairo_fill(context.handle)
    try context.check("fill rectangle")
  }

  /// Draws one line of text in DejaVu Sans.
  func drawText(_ text: String, at point: Point, style: TextStyle) throws {
    guard !text.isEmpty, point.x.isFinite, point.y.isFinite else { return }
    let handle = context.handle
    cairo_set_font_face(handle, fonts.face(style.weight).handle)
    cairo_set_font_size(handle, style.size)
    var fontExtents = cairo_font_extents_t()
    cairo_font_extents(handle, &fontExtents)
    var textExtents = cairo_text_extents_t()
    cairo_text_extents(handle, text, &textExtents)
    let dx: Double
    switch style.horizontalAnchor {
    case .leading: dx = 0
    case .center: dx = -textExtents.x_advance / 2
    case .trailing: dx = -textExtents.x_advance
    }
    let dy: Double
    switch style.verticalAnchor {
    case .top: dy = fontExtents.ascent
    case .middle: dy = (fontExtents.ascent - fontExtents.descent) / 2
    case .baseline: dy = 0
    case .bottom: dy = -fontExtents.descent
    }
    cairo_save(handle)
    cairo_translate(handle, point.x, point.y)
    if style.rotationDegrees != 0, style.rotationDegrees.isFinite {
      cairo_rotate(handle, -style.rotationDegrees * Double.pi / 180)
    }
    cairo_move_to(handle, dx, dy)
    setColor(style.color)
    cairo_show_text(handle, text)
    cairo_restore(handle)
    try context.check("draw text")
  }

  private func setColor(_ color: Color) {
    cairo_set_source_rgba(context.handle, color.red, color.green, color.blue, color.alpha)
  }

  private func build(_ path: Path) {
    let handle = context.handle
    cairo_new_path(handle)
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(handle, p.x, p.y)
      case .line(let p): cairo_line_to(handle, p.x, p.y)
      case .curve(let c1, let c2, let end):
        cairo_curve_to(handle, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
      case .close: cairo_close_path(handle)
      }
    }
  }
}
