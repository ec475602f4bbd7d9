public import CurveScopeChart
public import CurveScopeChartLayout
public import CurveScopeChartRender
public import CurveScopeOutput

extension Figure {
  /// Lays out, draws and writes the figure to `path` (PNG, SVG or PDF by extension, unless
  /// `format` is given), atomically; see `AtomicFileWriter.Durability` for `durability`.
  ///
  /// Throws `OutputFormatError` (unknown extension), `FigureOutputError` (cannot write: exit 73),
  /// `CairoError` or `PNGEncodingError`.
  public func write(
    to path: String, format: OutputFormat? = nil, options: RenderOptions = .standard,
    durability: AtomicFileWriter.Durability = .synchronous
  ) throws {
    try FigureWriter.write(
      to: path, format: format, options: options, durability: durability, draw: draw)
  }

  /// The encoded file's bytes, in memory.
  public func encoded(as format: OutputFormat, options: RenderOptions = .standard) throws
    -> [UInt8]
  {
    try FigureWriter.encode(format, options: options, draw: draw)
  }

  /// Lays the figure out on `canvas` (its data reduced to the canvas's pixels) and paints it
  /// with the renderer.
  public func draw(on renderer: any Renderer, measurer: any TextMeasurer, canvas: Canvas) throws {
    let engine = FigureLayoutEngine(measurer: measurer, pixelsPerPoint: canvas.pixelsPerPoint)
    let layout = engine.layout(self, width: canvas.width, height: canvas.height)
    try FigurePainter().paint(layout, on: renderer)
  }
}
