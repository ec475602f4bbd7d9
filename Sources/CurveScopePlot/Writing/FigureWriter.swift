import CurveScopeCairo
public import CurveScopeChartLayout
public import CurveScopeChartRender
public import CurveScopeOutput

/// Writes drawings to files (PNG, SVG or PDF by extension) atomically, or encodes them in memory.
///
/// `Figure.write(to:)` is the usual entry; these take any drawing closure, so other code (and
/// tests) can render through the same Cairo surfaces, encoders and atomic file handling.
public enum FigureWriter {
  /// The drawing callback: the renderer, a measurer matching it, and the canvas (its size in
  /// points and the pixel density the data is kept for).
  public typealias Draw = (any Renderer, any TextMeasurer, Canvas) throws -> Void

  /// Draws and writes to `path`; the format comes from `format` or else the path's extension;
  /// `durability` says whether the file is synced before it is renamed into place.
  ///
  /// PNGs are drawn first and then written; SVG and PDF stream into the file as they are drawn.
  /// Either way the file appears under `path` only when complete (see `AtomicFileWriter`).
  /// Throws `OutputFormatError`, `FigureOutputError`, `CairoError`, `PNGEncodingError`, or
  /// whatever `draw` throws.
  public static func write(
    to path: String, format: OutputFormat? = nil, options: RenderOptions = .standard,
    durability: AtomicFileWriter.Durability = .synchronous, draw: Draw
  ) throws {
    let format = try format ?? OutputFormat(path: path)
    if format == .png {
      let surface = try CairoCanvas.rasterize(options: options, draw: draw)
      try AtomicFileWriter.write(to: path, durability: durability) { sink in
        try CairoCanvas.encodePNG(surface, options: options.png, to: sink)
      }
    } else {
      try AtomicFileWriter.write(to: path, durability: durability) { sink in
        try CairoCanvas.drawVector(format, options: options, to: sink, draw: draw)
      }
    }
  }

  /// Draws and encodes into memory.
  public static func encode(
    _ format: OutputFormat, options: RenderOptions = .standard, draw: Draw
  ) throws -> [UInt8] {
    let sink = MemorySink()
    try CairoCanvas.encode(format, options: options, to: sink, draw: draw)
    return sink.bytes
  }
}
