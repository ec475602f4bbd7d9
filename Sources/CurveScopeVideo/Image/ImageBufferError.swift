public import CurveScopeSupport

/// A pixel buffer whose size, row length or byte count does not add up.
public struct ImageBufferError: CurveScopeError, Equatable {
  /// The image, as `image 1170×2532`.
  public var subject: String
  /// What does not add up.
  public var problem: String

  /// Creates the error.
  public init(subject: String, problem: String) {
    self.subject = subject
    self.problem = problem
  }
}
