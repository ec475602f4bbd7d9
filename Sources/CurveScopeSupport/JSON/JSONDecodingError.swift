/// A JSON document that parsed but does not hold what was expected at some path.
///
/// ``path`` says where (`events[1].duration`, `document` for the root); ``cause`` says what is
/// wrong with the values that matter; ``problem`` builds the sentence from them.
public struct JSONDecodingError: CurveScopeError {
  /// What is wrong.
  public enum Cause: Sendable {
    /// A member that must be there is absent; `expected` says what to give, when it helps.
    case missing(expected: String?)
    /// A value of the wrong kind: `expected` what (`a string`, `[x, y, width, height]`), found a
    /// value of kind `found` (`a string`, `an array`, …).
    case wrongType(expected: String, found: String)
    /// A key the object does not take; `suggestion` is the allowed key nearest to it.
    case unknownKey(suggestion: String?, allowed: [String])
    /// A number outside its range.
    case outOfRange(Double, NumberRange)
    /// A number that must be whole (`a raw value`, `a number of frames`).
    case notWhole(expected: String)
    /// A name that is none of `known`; `suggestion` is the nearest when near.
    case unknownName(String, known: [String], suggestion: String?)
    /// More elements than `limit`.
    case tooMany(count: Int, limit: Int, of: String)
    /// An array of `found` numbers where `expected` are needed.
    case count(expected: Int, found: Int)
    /// Members that exclude each other.
    case conflicting(String, String)
    /// A rectangle with a negative width or height.
    case negativeSize
    /// A negative option mask.
    case negativeMask
    /// A document version this reader does not know.
    case version(expected: Int)
    /// A value the library refuses (a curve spec, a mask), in its own words.
    case invalidValue(any CurveScopeError)
  }

  /// Where, as a path from the root: `events[1].duration`, or `document` for the root.
  public var path: String
  /// What is wrong.
  public var cause: Cause

  /// Creates a decoding error at `path` (the root when empty).
  public init(path: String, _ cause: Cause) {
    self.path = path.isEmpty ? "document" : path
    self.cause = cause
  }

  /// The path.
  public var subject: String { path }

  /// What is wrong and, where possible, what would be right.
  public var problem: String {
    switch cause {
    case .missing(let expected):
      return expected.map { "missing; \($0)" } ?? "missing"
    case .wrongType(let expected, let found):
      return "expected \(expected), found \(found)"
    case .unknownKey(let suggestion, let allowed):
      return "unknown key; "
        + (suggestion.map { "did you mean \"\($0)\"?" }
          ?? "expected one of \(allowed.joined(separator: ", "))")
    case .outOfRange(let value, let range):
      return "\(NumberText.exact(value)) is outside its range: \(range.requirement())"
    case .notWhole(let expected):
      return "must be \(expected)"
    case .unknownName(let name, let known, let suggestion):
      guard !name.isEmpty else {
        return "missing; expected one of \(known.joined(separator: ", "))"
      }
      return "unknown \"\(name)\"; "
        + (suggestion.map { "did you mean \"\($0)\"?" }
          ?? "expected one of \(known.joined(separator: ", "))")
    case .tooMany(let count, let limit, let of):
      return "has \(count) \(of); the limit is \(limit)"
    case .count(let expected, let found):
      return "expected \(expected) numbers, found \(found)"
    case .conflicting(let first, let second):
      return "give either \(first) or \(second), not both"
    case .negativeSize:
      return "width and height must not be negative"
    case .negativeMask:
      return "a mask cannot be negative"
    case .version(let expected):
      return "expected \(expected)"
    case .invalidValue(let error):
      return error.description
    }
  }
}
