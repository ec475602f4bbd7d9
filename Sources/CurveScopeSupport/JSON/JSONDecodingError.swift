/// A JSON document that parsed but does not hold what was expected at some path.
public struct JSONDecodingError: CurveScopeError, Equatable {
  /// Where, as a path from the root: `events[1].duration`, or `document` for the root.
  public var path: String
  /// What is wrong and, where possible, what would be right.
  public var reason: String

  /// Creates a decoding error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The path.
  public var subject: String { path }
  /// The reason.
  public var problem: String { reason }
}
