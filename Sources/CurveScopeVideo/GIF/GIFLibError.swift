public import CurveScopeSupport

/// A failure reported by giflib, with giflib's own text (`GifErrorString`).
public struct GIFLibError: CurveScopeError, Equatable {
  /// What was being done (`write image`, `close`).
  public var operation: String
  /// giflib's error code (`E_GIF_ERR_*`, `D_GIF_ERR_*`).
  public var code: Int
  /// giflib's description, such as "Failed to write to given file".
  public var message: String

  /// Creates the error.
  public init(operation: String, code: Int, message: String) {
    self.operation = operation
    self.code = code
    self.message = message
  }

  /// `giflib <operation>`.
  public var subject: String { "giflib \(operation)" }
  /// giflib's message.
  public var problem: String { message }
}
