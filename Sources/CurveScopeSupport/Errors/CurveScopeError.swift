/// An error of the CurveScope library, described in one line as `<what> — <why>`.
///
/// Every typed error the library throws conforms, so a command-line tool can print any of them as
/// `error: <subject> — <problem>` without knowing its type.
public protocol CurveScopeError: Error, CustomStringConvertible, Sendable {
  /// What is wrong: the input, value or location at fault (`x1 1.5`, `line 12`).
  var subject: String { get }
  /// Why it is wrong, and where it helps, how to fix it.
  var problem: String { get }
}

extension CurveScopeError {
  /// `subject — problem`, the one-line form shown to users.
  public var description: String { "\(subject) — \(problem)" }
}
