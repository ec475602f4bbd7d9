public import CurveScopeSupport

/// A timing parameter outside its domain: a Bézier control point, a spring constant, a duration or
/// a settling tolerance.
///
/// The subject names the parameter and the value given (`x2 1.2`, `mass 0`), the problem says what
/// the domain is (`must lie in [0, 1]`).
public struct TimingError: CurveScopeError, Equatable {
  /// The parameter and the value given.
  public var subject: String
  /// The rule it breaks.
  public var problem: String
  /// The parameter at fault (`x2`, `mass`, `duration`), when the error is about one.
  public var parameter: String?

  /// Creates a timing error.
  public init(subject: String, problem: String, parameter: String? = nil) {
    self.subject = subject
    self.problem = problem
    self.parameter = parameter
  }

  /// `name value — problem`, with the value printed at full precision.
  static func parameter(_ name: String, _ value: Double, _ problem: String) -> TimingError {
    TimingError(subject: "\(name) \(NumberText.exact(value))", problem: problem, parameter: name)
  }

  /// Throws unless `value` is finite.
  static func requireFinite(_ name: String, _ value: Double) throws {
    guard value.isFinite else { throw parameter(name, value, "must be a finite number") }
  }

  /// Throws unless `value` is a finite, non-negative duration in seconds.
  static func requireDuration(_ name: String, _ value: Double) throws {
    try requireFinite(name, value)
    guard value >= 0 else { throw parameter(name, value, "must be ≥ 0 seconds") }
  }
}
