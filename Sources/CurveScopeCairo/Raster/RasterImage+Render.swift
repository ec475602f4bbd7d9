public import CurveScopeChartLayout
public import CurveScopeChartRender
public import CurveScopeOutput

extension RasterImage {
  /// The drawing callback: renderer, measurer and canvas, as figures draw.
  public typealias Draw = (any Renderer, any TextMeasurer, Canvas) throws -> Void

  /// Draws with `draw` on a raster of `options`' pixel size (points scaled by its scale) and
  /// returns the pixels.
  /// - Throws: `CairoError`, or whatever `draw` throws.
  public static func render(options: RenderOptions, draw: Draw) throws -> RasterImage {
    try RasterImage(CairoCanvas.rasterize(options: options, draw: draw))
  }

  /// Draws with `draw` over a copy of this image, `scale` pixels per point (the canvas is the
  /// image's size in points), and returns the result: annotations over a video frame.
  /// - Throws: `CairoError`, or whatever `draw` throws.
  public func drawing(scale: Double = 1, _ draw: Draw) throws -> RasterImage {
    try RasterImage(CairoCanvas.rasterize(over: self, scale: scale, draw: draw))
  }

  /// Copies a flushed image surface's pixels.
  init(_ surface: CairoSurface) throws {
    guard let data = surface.data else {
      throw CairoError(operation: "read raster", code: -1, message: "no pixel data")
    }
    let width = surface.width
    let height = surface.height
    let stride = surface.stride
    let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      guard let target = buffer.baseAddress else { return }
      for row in 0..<height {
        (target + row * width * 4).update(from: data + row * stride, count: width * 4)
      }
      count = width * height * 4
    }
    guard let image = RasterImage(width: width, height: height, bytes: bytes) else {
      throw CairoError(operation: "read raster", code: -1, message: "empty surface")
    }
    self = image
  }
}
