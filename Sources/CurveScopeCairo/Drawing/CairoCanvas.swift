import CCairo
package import CurveScopeChartLayout
package import CurveScopeChartRender
package import CurveScopeOutput

/// Runs a drawing on the Cairo surface a format needs and delivers the encoded bytes to a sink.
package enum CairoCanvas {
  /// The drawing callback: renderer, measurer, and the canvas (size in points, pixel density).
  package typealias Draw = (any Renderer, any TextMeasurer, Canvas) throws -> Void

  /// Draws into a raster surface of `options`' pixel size and returns it (not yet encoded).
  package static func rasterize(options: RenderOptions, draw: Draw) throws -> CairoSurface {
    let surface = try CairoSurface.image(width: options.pixelWidth, height: options.pixelHeight)
    let context = try CairoContext(surface: surface)
    let renderer = try CairoRenderer(context: context, scale: options.scale)
    let canvas = Canvas(
      width: options.pointWidth, height: options.pointHeight,
      pixelsPerPoint: options.scale)
    try draw(renderer, try CairoTextMeasurer(), canvas)
    try context.check("draw")
    try surface.flush()
    return surface
  }

  /// Encodes a raster surface as PNG into `sink`.
  package static func encodePNG(_ surface: CairoSurface, options: PNGOptions, to sink: any ByteSink)
    throws
  {
    guard options.usesCairoWriter else {
      try PNGEncoder.encode(surface, options: options, to: sink)
      return
    }
    let stream = CairoStream(sink: sink)
    let status = cairo_surface_write_to_png_stream(
      surface.handle, CairoStream.write, Unmanaged.passUnretained(stream).toOpaque())
    if let error = stream.firstError { throw error }
    try CairoStatus.check(status, "write PNG")
  }

  /// Draws on an SVG or PDF surface streaming into `sink`, then finishes it.
  package static func drawVector(
    _ format: OutputFormat, options: RenderOptions, to sink: any ByteSink, draw: Draw
  ) throws {
    let width = options.pointWidth
    let height = options.pointHeight
    let surface: CairoSurface
    switch format {
    case .svg: surface = try CairoSurface.svg(width: width, height: height, sink: sink)
    case .pdf: surface = try CairoSurface.pdf(width: width, height: height, sink: sink)
    case .png: preconditionFailure("drawVector called for PNG")
    }
    do {
      let context = try CairoContext(surface: surface)
      let renderer = try CairoRenderer(context: context, scale: 1)
      let canvas = Canvas(
        width: width, height: height, pixelsPerPoint: options.scale)
      try draw(renderer, try CairoTextMeasurer(), canvas)
      try context.check("draw")
    }
    try surface.finish("finish \(format.rawValue.uppercased()) surface")
  }

  /// Encodes a drawing in `format` into `sink`.
  package static func encode(
    _ format: OutputFormat, options: RenderOptions, to sink: any ByteSink, draw: Draw
  ) throws {
    if format == .png {
      let surface = try rasterize(options: options, draw: draw)
      try encodePNG(surface, options: options.png, to: sink)
    } else {
      try drawVector(format, options: options, to: sink, draw: draw)
    }
  }
}
