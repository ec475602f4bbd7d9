public import CurveScope

/// A phone screen or state that cannot be drawn (a size or position out of bounds).
public struct ScreenDrawingError: CurveScopeError, Equatable {
  /// The value at fault, as `keyboard top nan`.
  public var subject: String
  /// Why.
  public var problem: String

  /// Creates the error.
  public init(subject: String, problem: String) {
    self.subject = subject
    self.problem = problem
  }
}
