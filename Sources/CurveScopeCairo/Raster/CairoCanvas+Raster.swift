import CurveScopeChartLayout

extension CairoCanvas {
  /// Draws over a copy of `background` (its pixel size; the canvas is that size in points at
  /// `scale` pixels per point) and returns the surface, flushed.
  static func rasterize(over background: RasterImage, scale: Double, draw: Draw) throws
    -> CairoSurface
  {
    let surface = try CairoSurface.image(width: background.width, height: background.height)
    try surface.copyPixels(from: background)
    let context = try CairoContext(surface: surface)
    let renderer = try CairoRenderer(context: context, scale: scale)
    let canvas = Canvas(
      width: Double(background.width) / scale, height: Double(background.height) / scale,
      pixelsPerPoint: scale)
    try draw(renderer, try CairoTextMeasurer(), canvas)
    try context.check("draw")
    try surface.flush()
    return surface
  }
}
