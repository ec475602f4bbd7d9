import CCairo
public import CurveScopeChart
public import CurveScopeChartLayout

/// Measures text with Cairo and DejaVu Sans: advance width from `cairo_text_extents`, ascent and
/// descent from `cairo_font_extents`, with linear metrics so they match any output scale.
///
/// Keeps its own 1 × 1 image surface; results are cached per (text, size, weight). Not
/// thread-safe: use one per thread.
public final class CairoTextMeasurer: TextMeasurer {
  private let context: CairoContext
  private let fonts: CairoFonts
  private var cache: [Key: TextExtent] = [:]

  private struct Key: Hashable {
    var text: String
    var size: Double
    var weight: TextStyle.Weight
  }

  /// Creates a measurer; throws a `CairoError` when Cairo cannot set up a surface or font.
  public init() throws {
    context = try CairoContext(surface: try CairoSurface.image(width: 1, height: 1))
    fonts = try CairoFonts()
  }

  /// The extent of `text`; an empty extent when Cairo fails (the renderer reports the error).
  public func measure(_ text: String, size: Double, weight: TextStyle.Weight) -> TextExtent {
    let key = Key(text: text, size: size, weight: weight)
    if let cached = cache[key] { return cached }
    let handle = context.handle
    cairo_set_font_face(handle, fonts.face(weight).handle)
    cairo_set_font_size(handle, size.isFinite && size > 0 ? size : 1)
    var fontExtents = cairo_font_extents_t()
    cairo_font_extents(handle, &fontExtents)
    var textExtents = cairo_text_extents_t()
    cairo_text_extents(handle, text, &textExtents)
    let extent = TextExtent(
      width: textExtents.x_advance, ascent: fontExtents.ascent, descent: fontExtents.descent)
    cache[key] = extent
    return extent
  }
}
