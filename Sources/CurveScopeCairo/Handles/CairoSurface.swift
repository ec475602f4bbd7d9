import CCairo
import CurveScopeOutput

/// Owns a `cairo_surface_t`: an image, SVG or PDF surface, destroyed in `deinit`.
package final class CairoSurface {
  let handle: OpaquePointer
  /// Keeps the stream target of an SVG/PDF surface alive as long as the surface.
  private let stream: CairoStream?

  private init(handle: OpaquePointer, stream: CairoStream?, operation: String) throws {
    self.handle = handle
    self.stream = stream
    try CairoStatus.check(cairo_surface_status(handle), operation)
  }

  deinit {
    cairo_surface_destroy(handle)
  }

  /// A premultiplied ARGB32 image surface of `width` × `height` pixels.
  static func image(width: Int, height: Int) throws -> CairoSurface {
    let handle = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    guard let handle else {
      throw CairoError(operation: "create image surface", code: -1, message: "no surface")
    }
    return try CairoSurface(handle: handle, stream: nil, operation: "create image surface")
  }

  /// An SVG surface of `width` × `height` CSS pixels writing into `sink`.
  static func svg(width: Double, height: Double, sink: any ByteSink) throws -> CairoSurface {
    let stream = CairoStream(sink: sink)
    let handle = cairo_svg_surface_create_for_stream(
      CairoStream.write, Unmanaged.passUnretained(stream).toOpaque(), width, height)
    guard let handle else {
      throw CairoError(operation: "create SVG surface", code: -1, message: "no surface")
    }
    let surface = try CairoSurface(handle: handle, stream: stream, operation: "create SVG surface")
    cairo_svg_surface_set_document_unit(handle, CAIRO_SVG_UNIT_PX)
    return surface
  }

  /// A one-page PDF surface of `width` × `height` points writing into `sink`.
  static func pdf(width: Double, height: Double, sink: any ByteSink) throws -> CairoSurface {
    let stream = CairoStream(sink: sink)
    let handle = cairo_pdf_surface_create_for_stream(
      CairoStream.write, Unmanaged.passUnretained(stream).toOpaque(), width, height)
    guard let handle else {
      throw CairoError(operation: "create PDF surface", code: -1, message: "no surface")
    }
    return try CairoSurface(handle: handle, stream: stream, operation: "create PDF surface")
  }

  /// Decodes PNG bytes into a new image surface (tests compare pixels with it).
  static func decodePNG(_ bytes: [UInt8]) throws -> CairoSurface {
    let reader = CairoPNGReader(bytes: bytes)
    let handle = cairo_image_surface_create_from_png_stream(
      CairoPNGReader.read, Unmanaged.passUnretained(reader).toOpaque())
    guard let handle else {
      throw CairoError(operation: "read PNG", code: -1, message: "no surface")
    }
    return try CairoSurface(handle: handle, stream: nil, operation: "read PNG")
  }

  /// Finishes the surface (SVG/PDF write their end), then checks the status; a failure of the
  /// byte sink is rethrown as itself.
  func finish(_ operation: String) throws {
    cairo_surface_finish(handle)
    if let error = stream?.firstError { throw error }
    try CairoStatus.check(cairo_surface_status(handle), operation)
  }

  /// Flushes pending drawing so the pixel data can be read.
  func flush() throws {
    cairo_surface_flush(handle)
    try CairoStatus.check(cairo_surface_status(handle), "flush surface")
  }

  /// The first error the byte sink threw, if any.
  var streamError: (any Error)? { stream?.firstError }

  /// Image width in pixels (0 for vector surfaces).
  var width: Int { Int(cairo_image_surface_get_width(handle)) }
  /// Image height in pixels.
  var height: Int { Int(cairo_image_surface_get_height(handle)) }
  /// Bytes per image row.
  var stride: Int { Int(cairo_image_surface_get_stride(handle)) }
  /// The image's pixel data (premultiplied native-endian ARGB32 or RGB24).
  var data: UnsafeMutablePointer<UInt8>? { cairo_image_surface_get_data(handle) }

  /// The pixel at (x, y) as 0xAARRGGBB premultiplied (RGB24 images report alpha 0xFF).
  func pixel(x: Int, y: Int) -> UInt32? {
    guard let data, x >= 0, y >= 0, x < width, y < height else { return nil }
    let raw = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    return cairo_image_surface_get_format(handle) == CAIRO_FORMAT_RGB24 ? raw | 0xFF00_0000 : raw
  }
}
