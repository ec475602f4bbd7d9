import CCairo

/// The closure of `cairo_image_surface_create_from_png_stream`: serves bytes from memory.
final class CairoPNGReader {
  let bytes: [UInt8]
  var offset = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  static let read: cairo_read_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let reader = Unmanaged<CairoPNGReader>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard reader.bytes.count - reader.offset >= count else { return CAIRO_STATUS_READ_ERROR }
    reader.bytes.withUnsafeBufferPointer { buffer in
      if let base = buffer.baseAddress {
        data.update(from: base + reader.offset, count: count)
      }
    }
    reader.offset += count
    return CAIRO_STATUS_SUCCESS
  }
}
