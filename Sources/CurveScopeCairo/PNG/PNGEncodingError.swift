public import CurveScopeSupport

/// libpng refused to encode a figure, with libpng's own message.
public struct PNGEncodingError: CurveScopeError, Equatable {
  /// libpng's message.
  public var message: String

  /// Creates the error.
  public init(message: String) {
    self.message = message
  }

  /// `PNG encoder`.
  public var subject: String { "PNG encoder" }
  /// libpng's message.
  public var problem: String { message }
}
