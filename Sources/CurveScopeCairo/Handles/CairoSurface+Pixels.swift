import CCairo

extension CairoSurface {
  /// Copies `raster`'s pixels into this image surface of the same size (row by row, the
  /// surface's stride may be wider) and tells Cairo they changed.
  func copyPixels(from raster: RasterImage) throws {
    try flush()
    guard let data, width == raster.width, height == raster.height else {
      throw CairoError(
        operation: "copy pixels", code: -1,
        message: "the surface is not a \(raster.width)×\(raster.height) image")
    }
    let stride = self.stride
    raster.bytes.withUnsafeBufferPointer { source in
      guard let base = source.baseAddress else { return }
      for row in 0..<raster.height {
        (data + row * stride).update(
          from: base + row * raster.bytesPerRow, count: raster.bytesPerRow)
      }
    }
    cairo_surface_mark_dirty(handle)
    try CairoStatus.check(cairo_surface_status(handle), "copy pixels")
  }
}
