public import CurveScopeSupport

/// A curve specification that does not parse or names an impossible curve.
///
/// ``subject`` quotes the part at fault (`spring(mass: 0, …)`, `bezier(0.4,0,1.2,1)`,
/// `curve 'keybaord'`); ``cause`` says what is wrong with the values that matter, and
/// ``problem`` builds the sentence from it.
public struct CurveSpecError: CurveScopeError, Equatable {
  /// What is wrong.
  public enum Cause: Sendable, Equatable {
    /// The text is longer than `limit` characters.
    case tooLong(limit: Int)
    /// The text is empty.
    case empty
    /// A function call without its closing parenthesis.
    case missingClosingParenthesis
    /// A name that is not in the catalogue; `suggestion` is the nearest one, if near.
    case unknownCurve(suggestion: String?)
    /// A function other than `bezier`, `cubic-bezier` or `spring`.
    case unknownFunction(String, suggestion: String?)
    /// `bezier(…)` with `count` numbers instead of 4.
    case bezierArgumentCount(Int)
    /// A spring argument that is not `label: value` (`isEmpty`: nothing at all).
    case notLabelValue(isEmpty: Bool)
    /// A spring label that does not exist.
    case unknownLabel(String, suggestion: String?)
    /// A spring label given twice.
    case duplicateLabel(String)
    /// A required spring label missing.
    case missingLabel(String)
    /// A spring model other than `coreAnimation` or `exact`.
    case unknownModel(String)
    /// `name` has no number.
    case missingNumber(name: String)
    /// `name` is given `text`, which is not a number.
    case notANumber(name: String, text: String)
    /// `name` is given `text`, which is NaN or infinite.
    case notFinite(name: String, text: String)
    /// The numbers parse but make no valid curve (`x2 1.2`, `spring(mass: 1, stiffness: 1e308)`);
    /// the subject is the whole specification.
    case invalidCurve(TimingError)
    /// The argument in the subject, labelled `name`, makes no valid curve (`mass: 0`).
    case invalidArgument(name: String, TimingError)
  }

  /// The specification, or the part of it at fault.
  public var subject: String
  /// What is wrong.
  public var cause: Cause

  /// Creates a curve specification error.
  public init(subject: String, cause: Cause) {
    self.subject = subject
    self.cause = cause
  }

  /// The labels a spring takes.
  static let springLabels = ["mass", "stiffness", "damping", "velocity", "model"]

  /// What is wrong with it and, where it can, what would be right.
  public var problem: String {
    let forms = "bezier(x1,y1,x2,y2) or spring(mass:…,stiffness:…,damping:…)"
    switch cause {
    case .tooLong(let limit):
      return "longer than \(limit) characters"
    case .empty:
      return "empty; give a name (\(CurveCatalogue.names.joined(separator: ", "))), \(forms)"
    case .missingClosingParenthesis:
      return "missing the closing ')'"
    case .unknownCurve(let suggestion):
      return "unknown curve;" + (suggestion.map { " did you mean '\($0)'?" } ?? "")
        + " known curves: \(CurveCatalogue.names.joined(separator: ", ")); or "
        + "bezier(x1,y1,x2,y2), spring(mass:…,stiffness:…,damping:…[,velocity:…])"
    case .unknownFunction(let function, let suggestion):
      return "unknown curve function '\(function)'; "
        + (suggestion.map { "did you mean '\($0)'?" } ?? "expected \(forms)")
    case .bezierArgumentCount(let count):
      return "expects 4 numbers x1, y1, x2, y2; got \(count)"
    case .notLabelValue(let isEmpty):
      return isEmpty
        ? "empty argument; expected label: value"
        : "expected label: value, e.g. mass: 3 (labels: "
          + "\(Self.springLabels.joined(separator: ", ")))"
    case .unknownLabel(let label, let suggestion):
      return "unknown label '\(label)'; "
        + (suggestion.map { "did you mean '\($0):'?" }
          ?? "expected \(Self.springLabels.joined(separator: ", "))")
    case .duplicateLabel(let label):
      return "\(label) is given twice"
    case .missingLabel(let label):
      return "missing \(label): (mass, stiffness and damping are required)"
    case .unknownModel(let text):
      return "unknown model '\(text)'; expected coreAnimation or exact"
    case .missingNumber(let name):
      return "\(name) is missing its number"
    case .notANumber(let name, let text):
      return "\(name) '\(text)' is not a number"
    case .notFinite(let name, let text):
      return "\(name) '\(text)' is not a finite number"
    case .invalidCurve(let error):
      return "\(error.subject) \(error.problem)"
    case .invalidArgument(let name, let error):
      return "\(name) \(error.problem)"
    }
  }
}
