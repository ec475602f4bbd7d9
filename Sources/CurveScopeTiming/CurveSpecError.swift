public import CurveScopeSupport

/// A curve specification that does not parse or names an impossible curve.
///
/// The subject quotes the part at fault (`spring(mass: 0, …)`, `bezier(0.4,0,1.2,1)`,
/// `curve 'keybaord'`); the problem says what is wrong and, where it can, what would be right.
public struct CurveSpecError: CurveScopeError, Equatable {
  /// The specification, or the part of it at fault.
  public var subject: String
  /// What is wrong with it.
  public var problem: String

  /// Creates a curve specification error.
  public init(subject: String, problem: String) {
    self.subject = subject
    self.problem = problem
  }
}
