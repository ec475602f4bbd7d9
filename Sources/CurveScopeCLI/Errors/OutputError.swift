public import CurveScope

/// An output file or folder that cannot be written (exit 73).
public struct OutputError: CurveScopeError {
  /// The path that could not be written.
  public var path: String
  /// Why, in the system's words where there are some.
  public var reason: String

  /// Creates an output error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The path.
  public var subject: String { path }
  /// The reason.
  public var problem: String { reason }
}
