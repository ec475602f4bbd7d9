import CCairo

/// Checks Cairo status codes.
enum CairoStatus {
  /// Throws a `CairoError` with Cairo's message unless `status` is success.
  static func check(_ status: cairo_status_t, _ operation: String) throws(CairoError) {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    let message = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown error"
    throw CairoError(operation: operation, code: Int(status.rawValue), message: message)
  }
}
