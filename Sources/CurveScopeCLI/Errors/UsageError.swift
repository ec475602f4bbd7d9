public import CurveScopeSupport

/// A bad command line: unknown option, bad option value, wrong number of arguments (exit 64).
public struct UsageError: CurveScopeError, Equatable {
  /// The option or argument at fault, with the value typed (`--fps '0'`).
  public var subject: String
  /// Why it is wrong.
  public var problem: String

  /// Creates a usage error.
  public init(subject: String, problem: String) {
    self.subject = subject
    self.problem = problem
  }
}
