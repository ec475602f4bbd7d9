import CCairo
import CurveScopeOutput

/// The closure of an SVG/PDF stream surface: forwards bytes to a sink, keeps its first error.
final class CairoStream {
  let sink: any ByteSink
  var firstError: (any Error)?

  init(sink: any ByteSink) {
    self.sink = sink
  }

  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let stream = Unmanaged<CairoStream>.fromOpaque(closure).takeUnretainedValue()
    if stream.firstError != nil { return CAIRO_STATUS_WRITE_ERROR }
    do {
      try stream.sink.write(UnsafeRawBufferPointer(start: data, count: Int(length)))
      return CAIRO_STATUS_SUCCESS
    } catch {
      stream.firstError = error
      return CAIRO_STATUS_WRITE_ERROR
    }
  }
}
