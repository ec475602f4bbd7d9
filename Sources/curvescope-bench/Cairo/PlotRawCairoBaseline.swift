import CCairo
import CPNGShim
import CurveScope
import CurveScopePlot

/// A raw Cairo image surface, destroyed when the last reference goes.
final class RawCairoSurface {
  let pointer: OpaquePointer

  init(_ pointer: OpaquePointer) {
    self.pointer = pointer
  }

  deinit {
    cairo_surface_destroy(pointer)
  }
}

/// The comparison the plot benchmark makes: the same primitives our painter emits, replayed with
/// raw Cairo calls (no model, layout or renderer protocol), then encoded the same fast way.
enum PlotRawCairoBaseline {
  /// Replays `calls` onto a fresh 1600 × 1000 ARGB32 surface at scale 2; returns the surface.
  static func draw(_ calls: [RecordingRenderer.Call], width: Int32 = 1600, height: Int32 = 1000)
    -> RawCairoSurface?
  {
    guard let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
      return nil
    }
    let surface = RawCairoSurface(pointer)
    guard let cr = cairo_create(pointer) else { return nil }
    defer { cairo_destroy(cr) }
    cairo_scale(cr, 2, 2)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    if let options = cairo_font_options_create() {
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_set_font_options(cr, options)
      cairo_font_options_destroy(options)
    }
    for call in calls {
      switch call {
      case .save: cairo_save(cr)
      case .restore: cairo_restore(cr)
      case .pushClip(let r):
        cairo_save(cr)
        cairo_rectangle(cr, r.x, r.y, r.width, r.height)
        cairo_clip(cr)
      case .popClip: cairo_restore(cr)
      case .fill(let path, let c):
        build(cr, path)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_fill(cr)
      case .stroke(let path, let style):
        build(cr, path)
        let c = style.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_set_line_width(cr, style.width)
        style.dash.withUnsafeBufferPointer {
          cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0)
        }
        cairo_stroke(cr)
      case .fillRect(let r, let c):
        cairo_rectangle(cr, r.x, r.y, r.width, r.height)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_fill(cr)
      case .text(let text, let p, let style):
        cairo_select_font_face(
          cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
          style.weight == .bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, style.size)
        var font = cairo_font_extents_t()
        cairo_font_extents(cr, &font)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        let dx =
          style.horizontalAnchor == .leading
          ? 0 : style.horizontalAnchor == .center ? -extents.x_advance / 2 : -extents.x_advance
        let dy: Double
        switch style.verticalAnchor {
        case .top: dy = font.ascent
        case .middle: dy = (font.ascent - font.descent) / 2
        case .baseline: dy = 0
        case .bottom: dy = -font.descent
        }
        cairo_save(cr)
        cairo_translate(cr, p.x, p.y)
        if style.rotationDegrees != 0 { cairo_rotate(cr, -style.rotationDegrees * .pi / 180) }
        cairo_move_to(cr, dx, dy)
        let c = style.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_show_text(cr, text)
        cairo_restore(cr)
      }
    }
    cairo_surface_flush(pointer)
    return surface
  }

  private static func build(_ cr: OpaquePointer, _ path: Path) {
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .curve(let a, let b, let e): cairo_curve_to(cr, a.x, a.y, b.x, b.y, e.x, e.y)
      case .close: cairo_close_path(cr)
      }
    }
  }

  /// Encodes the surface with the libpng shim (level, filter, zlib strategy) into memory; returns
  /// the size.
  static func encodeFast(
    _ raw: RawCairoSurface, level: Int32, filter: Int32,
    strategy: Int32 = Int32(CS_PNG_STRATEGY_DEFAULT)
  ) -> Int {
    let surface = raw.pointer
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1 << 20)
    let data = cairo_image_surface_get_data(surface)
    let width = cairo_image_surface_get_width(surface)
    let height = cairo_image_surface_get_height(surface)
    let stride = cairo_image_surface_get_stride(surface)
    let opaque = cs_argb32_is_opaque(data, width, height, stride)
    let result = withUnsafeMutablePointer(to: &bytes) { target in
      cs_png_encode_argb32(
        data, width, height, stride, opaque, level, filter, strategy,
        { context, data, length in
          guard let context, let data else { return 1 }
          let target = context.assumingMemoryBound(to: [UInt8].self)
          target.pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
          return 0
        }, target, nil, 0)
    }
    return result == CS_PNG_OK ? bytes.count : -1
  }

  /// Encodes the surface with the shim's ISA-L writer (filter 0 none, 1 sub, 2 up) into memory;
  /// returns the size, or -1 on failure.
  static func encodeISAL(_ raw: RawCairoSurface, filter: Int32) -> Int {
    let surface = raw.pointer
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1 << 20)
    let data = cairo_image_surface_get_data(surface)
    let width = cairo_image_surface_get_width(surface)
    let height = cairo_image_surface_get_height(surface)
    let stride = cairo_image_surface_get_stride(surface)
    let opaque = cs_argb32_is_opaque(data, width, height, stride)
    let result = withUnsafeMutablePointer(to: &bytes) { target in
      cs_png_encode_argb32_fast(
        data, width, height, stride, opaque, filter,
        { context, data, length in
          guard let context, let data else { return 1 }
          let target = context.assumingMemoryBound(to: [UInt8].self)
          target.pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
          return 0
        }, target, nil, 0)
    }
    return result == CS_PNG_OK ? bytes.count : -1
  }

  /// Encodes the surface with Cairo's own PNG writer into memory; returns the size.
  static func encodeCairo(_ raw: RawCairoSurface) -> Int {
    let surface = raw.pointer
    var count = 0
    let status = withUnsafeMutablePointer(to: &count) { target in
      cairo_surface_write_to_png_stream(
        surface,
        { closure, _, length in
          closure?.assumingMemoryBound(to: Int.self).pointee += Int(length)
          return CAIRO_STATUS_SUCCESS
        }, target)
    }
    return status == CAIRO_STATUS_SUCCESS ? count : -1
  }
}
