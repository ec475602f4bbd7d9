import CurveScopeCairo
public import CurveScopeOutput

extension PhoneScreen {
  /// The render options of this screen: its point size at ``scale`` pixels per point.
  /// - Throws: `RenderOptionsError` when the pixel size passes the figure limits.
  public func renderOptions() throws -> RenderOptions {
    try RenderOptions(
      pixelWidth: Int((width * scale).rounded()), pixelHeight: Int((height * scale).rounded()),
      scale: scale)
  }

  /// Rasterizes the screen at one instant into pixels (for video and GIF writers).
  /// - Throws: ``ScreenDrawingError`` for a state out of bounds, `CairoError`.
  public func render(_ state: PhoneScreenState) throws -> RasterImage {
    try RasterImage.render(options: try renderOptions()) { renderer, _, _ in
      try draw(on: renderer, state: state)
    }
  }

  /// Writes the screen at one instant as PNG, SVG or PDF (by extension or `format`),
  /// atomically.
  /// - Throws: `OutputFormatError`, `FigureOutputError`, ``ScreenDrawingError``, `CairoError`.
  public func write(_ state: PhoneScreenState, to path: String, format: OutputFormat? = nil)
    throws
  {
    try FigureWriter.write(to: path, format: format, options: try renderOptions()) {
      renderer, _, _ in
      try draw(on: renderer, state: state)
    }
  }
}
