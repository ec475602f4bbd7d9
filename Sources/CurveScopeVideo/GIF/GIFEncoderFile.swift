import CGIF

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Owns a giflib encoder (`GifFileType` opened by `EGifOpen`) writing to a file descriptor;
/// `EGifCloseFile` (which writes the trailer and frees it) runs in ``close()`` or `deinit`.
final class GIFEncoderFile {
  let handle: UnsafeMutablePointer<GifFileType>
  private let sink: GIFDescriptorSink
  private var isClosed = false

  /// Opens an encoder writing to `descriptor` (which stays the caller's to close).
  init(descriptor: Int32) throws(GIFLibError) {
    sink = GIFDescriptorSink(descriptor: descriptor)
    var code: Int32 = 0
    guard
      let file = EGifOpen(
        Unmanaged.passUnretained(sink).toOpaque(), GIFDescriptorSink.callback, &code)
    else {
      throw GIFStatus.error(code, "open encoder")
    }
    handle = file
    EGifSetGifVersion(file, true)
  }

  deinit {
    if !isClosed {
      var code: Int32 = 0
      EGifCloseFile(handle, &code)
    }
  }

  /// Writes the trailer and frees the encoder.
  func close() throws(GIFLibError) {
    guard !isClosed else { return }
    isClosed = true
    var code: Int32 = 0
    let status = EGifCloseFile(handle, &code)
    if let failure = sink.failure { throw failure }
    guard status == GIF_OK else { throw GIFStatus.error(code, "close") }
  }

  /// The first write failure of the descriptor, as a giflib error with the system's words.
  var writeFailure: GIFLibError? { sink.failure }
}

/// giflib's output callback target: writes to a descriptor, remembers the first failure.
final class GIFDescriptorSink {
  let descriptor: Int32
  var failure: GIFLibError?

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  static let callback: OutputFunc = { file, bytes, length in
    guard let file, let user = file.pointee.UserData, let bytes, length >= 0 else { return 0 }
    let sink = Unmanaged<GIFDescriptorSink>.fromOpaque(user).takeUnretainedValue()
    guard sink.failure == nil else { return 0 }
    var offset = 0
    while offset < Int(length) {
      let written = write(sink.descriptor, bytes + offset, Int(length) - offset)
      if written < 0 {
        if errno == EINTR { continue }
        let code = errno
        let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        sink.failure = GIFLibError(
          operation: "write", code: Int(E_GIF_ERR_WRITE_FAILED), message: text)
        return Int32(offset)
      }
      offset += written
    }
    return length
  }
}
