extension RasterImage {
  /// Draws with `draw` on a raster of `options`' pixel size (points scaled by its scale) and
  /// returns the pixels.
  /// - Throws: `CairoError`, or whatever `draw` throws.
  public static func render(options: RenderOptions, draw: FigureWriter.Draw) throws -> RasterImage {
    let surface = try CairoCanvas.rasterize(options: options, draw: draw)
    guard let data = surface.data else {
      throw CairoError(operation: "read raster", statusCode: -1, message: "no pixel data")
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
    return RasterImage(width: width, height: height, bytes: bytes)
  }

  /// The image as PNG bytes (libpng, the figures' settings; opaque images as 8-bit RGB).
  public func encodedPNG(options: PNGOptions = PNGOptions()) throws -> [UInt8] {
    let sink = MemorySink()
    try bytes.withUnsafeBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      try PNGEncoder.encode(
        pixels: base, width: width, height: height, stride: bytesPerRow, options: options,
        to: sink)
    }
    return sink.bytes
  }

  /// Writes the image as a PNG file atomically (see `AtomicFileWriter`).
  /// - Throws: `FigureOutputError` when the file cannot be written, `PNGEncodingError`.
  public func writePNG(to path: String, options: PNGOptions = PNGOptions()) throws {
    try AtomicFileWriter.write(to: path) { sink in
      try bytes.withUnsafeBufferPointer { pixels in
        guard let base = pixels.baseAddress else { return }
        try PNGEncoder.encode(
          pixels: base, width: width, height: height, stride: bytesPerRow, options: options,
          to: sink)
      }
    }
  }
}
