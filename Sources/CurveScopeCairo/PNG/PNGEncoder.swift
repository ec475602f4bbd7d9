import CPNGShim
import CurveScopeOutput

/// Encodes a Cairo ARGB32 image surface as PNG: by default with ISA-L's DEFLATE around a
/// container the C shim writes itself, else through libpng and zlib (setjmp-safe shim), with one
/// filter for every row; opaque images are written as 8-bit RGB. Both give the same pixels.
enum PNGEncoder {
  /// Writes the surface's pixels as a PNG into `sink`.
  static func encode(_ surface: CairoSurface, options: PNGOptions, to sink: any ByteSink) throws {
    try surface.flush()
    guard let data = surface.data else {
      throw PNGEncodingError(message: "the surface has no pixel data")
    }
    try encode(
      pixels: UnsafePointer(data), width: surface.width, height: surface.height,
      stride: surface.stride, options: options, to: sink)
  }

  /// Writes premultiplied native-endian ARGB32 rows as a PNG into `sink`.
  static func encode(
    pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, options: PNGOptions,
    to sink: any ByteSink
  ) throws {
    guard let w = Int32(exactly: width), let h = Int32(exactly: height),
      let s = Int32(exactly: stride)
    else { throw PNGEncodingError(message: "image too large") }
    let target = PNGSinkBox(sink: sink)
    var message = [CChar](repeating: 0, count: 256)
    let context = Unmanaged.passUnretained(target).toOpaque()
    let fastFilter = options.compressor == .isal ? options.filter.fastFilterType : nil
    let result = message.withUnsafeMutableBufferPointer { buffer in
      if let fastFilter {
        // −1: the encoder checks the alpha in its own pass over the pixels.
        return cs_png_encode_argb32_fast(
          pixels, w, h, s, -1, fastFilter, PNGSinkBox.write, context, buffer.baseAddress,
          buffer.count)
      }
      let opaque = cs_argb32_is_opaque(pixels, w, h, s)
      return cs_png_encode_argb32(
        pixels, w, h, s, opaque, Int32(options.compressionLevel), options.filter.libpngMask,
        Int32(CS_PNG_STRATEGY_DEFAULT), PNGSinkBox.write, context, buffer.baseAddress,
        buffer.count)
    }
    if let error = target.firstError { throw error }
    guard result == CS_PNG_OK else {
      let text = message.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { String(cString: $0) } ?? ""
      }
      throw PNGEncodingError(message: text.isEmpty ? "libpng error \(result)" : text)
    }
  }
}

/// The libpng shim's write callback target: forwards to a sink, keeps its first error.
private final class PNGSinkBox {
  let sink: any ByteSink
  var firstError: (any Error)?

  init(sink: any ByteSink) {
    self.sink = sink
  }

  static let write: cs_png_write_fn = { context, data, length in
    guard let context else { return 1 }
    let box = Unmanaged<PNGSinkBox>.fromOpaque(context).takeUnretainedValue()
    do {
      try box.sink.write(UnsafeRawBufferPointer(start: data, count: length))
      return 0
    } catch {
      box.firstError = error
      return 1
    }
  }
}

extension PNGOptions.Filter {
  /// The PNG filter type the ISA-L path writes (0 none, 1 sub, 2 up); `nil` for the filters it
  /// does not (they go through libpng).
  var fastFilterType: Int32? {
    switch self {
    case .none: return 0
    case .sub: return 1
    case .up: return 2
    case .average, .paeth, .adaptive: return nil
    }
  }

  /// libpng's `PNG_FILTER_*` mask.
  var libpngMask: Int32 {
    switch self {
    case .none: return Int32(CS_PNG_FILTER_NONE)
    case .sub: return Int32(CS_PNG_FILTER_SUB)
    case .up: return Int32(CS_PNG_FILTER_UP)
    case .average: return Int32(CS_PNG_FILTER_AVG)
    case .paeth: return Int32(CS_PNG_FILTER_PAETH)
    case .adaptive: return Int32(CS_PNG_FILTER_ALL)
    }
  }
}
