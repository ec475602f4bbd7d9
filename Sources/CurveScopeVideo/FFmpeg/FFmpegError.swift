public import CurveScopeSupport

/// A failure reported by one of FFmpeg's libraries, with FFmpeg's own text (`av_strerror`).
public struct FFmpegError: CurveScopeError, Equatable {
  /// What was being done (`open input`, `send packet`, `write header`).
  public var operation: String
  /// FFmpeg's status code (a negative `AVERROR` value), for logs.
  public var code: Int
  /// FFmpeg's description of the status, such as "Invalid data found when processing input".
  public var message: String

  /// Creates the error.
  public init(operation: String, code: Int, message: String) {
    self.operation = operation
    self.code = code
    self.message = message
  }

  /// `FFmpeg <operation>`.
  public var subject: String { "FFmpeg \(operation)" }
  /// FFmpeg's message.
  public var problem: String { message }
}
