import CFFmpegShim

/// FFmpeg status codes: checks, names and the codes callers decide on.
enum FFmpegStatus {
  /// `AVERROR(EAGAIN)`: the codec needs input, or has no output yet.
  static let again = Int32(cs_averror_again())
  /// `AVERROR_EOF`.
  static let endOfFile = Int32(cs_averror_eof())
  /// `AVERROR_INVALIDDATA`.
  static let invalidData = Int32(cs_averror_invalid_data())
  /// `AVERROR_STREAM_NOT_FOUND`.
  static let streamNotFound = Int32(cs_averror_stream_not_found())
  /// `AVERROR_DECODER_NOT_FOUND`.
  static let decoderNotFound = Int32(cs_averror_decoder_not_found())
  /// `AVERROR(ENOMEM)`.
  static let noMemory = Int32(cs_averror_no_memory())
  /// `AVERROR_EXTERNAL`: "Generic error in an external library".
  static let external = Int32(cs_averror_external())
  /// `AV_NOPTS_VALUE`: a frame or packet without a timestamp.
  static let noTimestamp = cs_nopts_value()

  /// Throws an `FFmpegError` with FFmpeg's text unless `status` is ≥ 0 (success).
  @discardableResult
  static func check(_ status: Int32, _ operation: String) throws(FFmpegError) -> Int32 {
    guard status < 0 else { return status }
    throw error(status, operation)
  }

  /// The error for a negative status.
  static func error(_ status: Int32, _ operation: String) -> FFmpegError {
    FFmpegError(operation: operation, code: Int(status), message: message(status))
  }

  /// FFmpeg's text for a status (`av_strerror`).
  static func message(_ status: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    let found = buffer.withUnsafeMutableBufferPointer { pointer -> Bool in
      guard let base = pointer.baseAddress else { return false }
      return av_strerror(status, base, pointer.count) == 0
    }
    guard found else { return "FFmpeg error \(status)" }
    return buffer.withUnsafeBufferPointer { pointer in
      pointer.baseAddress.map { String(cString: $0) } ?? "FFmpeg error \(status)"
    }
  }
}
