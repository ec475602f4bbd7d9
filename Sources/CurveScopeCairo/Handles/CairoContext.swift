import CCairo

/// Owns a `cairo_t` drawing on a surface, destroyed in `deinit`; text metrics are linear
/// (hint metrics off) so that layout measured at one scale holds at any other.
final class CairoContext {
  let handle: OpaquePointer
  /// The surface, kept alive as long as the context.
  let surface: CairoSurface

  init(surface: CairoSurface) throws {
    guard let handle = cairo_create(surface.handle) else {
      throw CairoError(operation: "create context", code: -1, message: "no context")
    }
    self.handle = handle
    self.surface = surface
    try CairoStatus.check(cairo_status(handle), "create context")
    if let options = cairo_font_options_create() {
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_set_font_options(handle, options)
      cairo_font_options_destroy(options)
    }
    try check("set font options")
  }

  deinit {
    cairo_destroy(handle)
  }

  /// Throws the context's sticky error, if any.
  func check(_ operation: String) throws {
    try CairoStatus.check(cairo_status(handle), operation)
  }
}
