public import CurveScopeOutput

extension RasterImage {
  /// The image as PNG bytes (libpng, the figures' settings; opaque images as 8-bit RGB).
  /// - Throws: `PNGEncodingError`.
  public func encodedPNG(options: PNGOptions = PNGOptions()) throws -> [UInt8] {
    let sink = MemorySink()
    try encodePNG(options: options, to: sink)
    return sink.bytes
  }

  /// Writes the image as a PNG file atomically (see `AtomicFileWriter`).
  /// - Throws: `FigureOutputError` when the file cannot be written, `PNGEncodingError`.
  public func writePNG(to path: String, options: PNGOptions = PNGOptions()) throws {
    try AtomicFileWriter.write(to: path) { sink in try encodePNG(options: options, to: sink) }
  }

  /// Encodes into `sink`.
  private func encodePNG(options: PNGOptions, to sink: any ByteSink) throws {
    try bytes.withUnsafeBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      try PNGEncoder.encode(
        pixels: base, width: width, height: height, stride: bytesPerRow, options: options,
        to: sink)
    }
  }
}
