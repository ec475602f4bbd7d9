public import CurveScopeSupport

/// Input a figure cannot be built from (no analysis, analyses of different scenarios).
public struct FigureInputError: CurveScopeError, Equatable {
  /// The input at fault.
  public var subject: String
  /// Why.
  public var problem: String

  /// Creates an error.
  public init(subject: String, problem: String) {
    self.subject = subject
    self.problem = problem
  }
}
