public import CurveScopeSupport

/// A fit that cannot be run: a target without motion, a bad duration or sample count.
public struct FitError: CurveScopeError, Equatable {
  /// The value at fault.
  public var subject: String
  /// Why.
  public var problem: String

  /// Creates an error.
  public init(subject: String, problem: String) {
    self.subject = subject
    self.problem = problem
  }
}
