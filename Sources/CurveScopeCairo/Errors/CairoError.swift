public import CurveScopeSupport

/// A failure reported by Cairo, with Cairo's own message (`cairo_status_to_string`).
public struct CairoError: CurveScopeError, Equatable {
  /// What was being done ("create image surface", "draw", "finish SVG surface").
  public var operation: String
  /// Cairo's status code (`cairo_status_t`), for logs.
  public var statusCode: Int
  /// Cairo's description of the status, such as "out of memory".
  public var message: String

  /// Creates the error.
  public init(operation: String, statusCode: Int, message: String) {
    self.operation = operation
    self.statusCode = statusCode
    self.message = message
  }

  /// `Cairo <operation>`.
  public var subject: String { "Cairo \(operation)" }
  /// Cairo's message.
  public var problem: String { message }
}
