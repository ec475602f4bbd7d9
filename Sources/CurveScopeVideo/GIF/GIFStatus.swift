import CGIF

/// Checks giflib status codes.
enum GIFStatus {
  /// Throws a `GIFLibError` with giflib's text unless `status` is `GIF_OK`.
  static func check(_ status: Int32, _ file: UnsafeMutablePointer<GifFileType>, _ operation: String)
    throws(GIFLibError)
  {
    guard status != GIF_OK else { return }
    throw error(file.pointee.Error, operation)
  }

  /// The error for a giflib code.
  static func error(_ code: Int32, _ operation: String) -> GIFLibError {
    let text = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    return GIFLibError(operation: operation, code: Int(code), message: text)
  }
}
