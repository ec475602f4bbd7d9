public import CurveScopeSupport

/// A figure file that cannot be written: missing folder, no permission, disk full, a folder in
/// the way. The command-line tool reports it with exit code 73.
public struct FigureOutputError: CurveScopeError, Equatable {
  /// The output path as given.
  public var path: String
  /// What went wrong, in the system's words where there are some.
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
