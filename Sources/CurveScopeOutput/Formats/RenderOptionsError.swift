public import CurveScopeSupport

/// An output size or scale out of bounds (a usage error).
public struct RenderOptionsError: CurveScopeError, Equatable {
  /// The value at fault, such as `size 50x1000`.
  public var subject: String
  /// The bound it breaks.
  public var problem: String

  /// Creates the error.
  public init(subject: String, problem: String) {
    self.subject = subject
    self.problem = problem
  }
}
