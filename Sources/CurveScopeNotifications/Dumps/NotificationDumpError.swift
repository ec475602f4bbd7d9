public import CurveScopeSupport

/// Why a console dump could not be read, and where.
///
/// The description names the line (`line 7 — UIKeyboardFrameEndUserInfoKey: expected an NSRect
/// like {{0, 264}, {320, 216}}, found "{{0, 264}"`); ``column`` and the key (in ``reason``) are
/// there for programs.
public struct NotificationDumpError: CurveScopeError, Equatable {
  /// What is wrong.
  public enum Reason: Sendable, Equatable {
    /// The value of a known key does not read as its type.
    /// - Parameters:
    ///   - key: the key as printed.
    ///   - expected: what was expected, with an example (`an NSRect like {{0, 264}, {320, 216}}`).
    ///   - found: the value as printed, shortened to 60 characters.
    case malformedValue(key: String, expected: String, found: String)
    /// A dictionary holding keyboard keys is still open where the text ends (a truncated paste),
    /// when ``NotificationDumpParser/allowsUnclosedDictionaries`` is `false`.
    /// - Parameter opener: the bracket left open, `{` or `[`.
    case unterminatedDictionary(opener: String)
    /// Brackets nest deeper than the parser's bound.
    case nestingTooDeep(limit: Int)
    /// More notifications than the parser's bound.
    case tooManyNotifications(limit: Int)
    /// More unknown `UIKeyboard…` keys in one dictionary than the parser keeps.
    case tooManyUnknownKeys(limit: Int)
    /// The text is larger than the parser's bound.
    case inputTooLarge(bytes: Int, limit: Int)
    /// The text holds no keyboard notification at all.
    case noNotifications
    /// A rectangle or point of a known key that reads but cannot be a keyboard's: a negative
    /// width or height, or a coordinate beyond ``KeyboardNotification/coordinateRange``.
    /// - Parameters:
    ///   - key: the key as printed.
    ///   - found: the value as printed, shortened to 60 characters.
    ///   - problem: what is wrong with it.
    case implausibleGeometry(key: String, found: String, problem: GeometryProblem)
  }

  /// What is wrong with a rectangle or point that reads.
  public enum GeometryProblem: Sendable, Equatable {
    /// A rectangle with a negative width or height.
    case negativeSize
    /// A coordinate or size outside the range.
    case beyondRange(NumberRange)
  }

  /// The 1-based line at fault, or `nil` when the problem concerns the whole text.
  public var line: Int?
  /// The 1-based column (in Unicode scalars) at fault, when known.
  public var column: Int?
  /// What is wrong.
  public var reason: Reason

  /// Creates a dump error.
  public init(line: Int?, column: Int? = nil, reason: Reason) {
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `line N`, or `dump` when the problem concerns the whole text.
  public var subject: String {
    line.map { "line \($0)" } ?? "dump"
  }

  /// The problem in words.
  public var problem: String {
    switch reason {
    case .malformedValue(let key, let expected, let found):
      return "\(key): expected \(expected), found \(found.isEmpty ? "nothing" : "\"\(found)\"")"
    case .unterminatedDictionary(let opener):
      let closer = opener == "[" ? "]" : "}"
      let place = column.map { " at column \($0)" } ?? ""
      return "the '\(opener)'\(place) is never closed with '\(closer)'; the text ends inside a "
        + "dictionary of keyboard keys (truncated paste?)"
    case .nestingTooDeep(let limit):
      let place = column.map { " at column \($0)" } ?? ""
      return "brackets nest more than \(limit) deep\(place)"
    case .tooManyNotifications(let limit):
      return "more than \(limit) keyboard notifications; split the dump"
    case .tooManyUnknownKeys(let limit):
      return "more than \(limit) unknown UIKeyboard… keys in one dictionary"
    case .inputTooLarge(let bytes, let limit):
      return "\(bytes) bytes is larger than the \(limit) byte limit for a dump"
    case .implausibleGeometry(let key, let found, let problem):
      switch problem {
      case .negativeSize:
        return "\(key): a keyboard frame has a non-negative width and height, found \"\(found)\""
      case .beyondRange(let range):
        return "\(key): every coordinate \(range.requirement("points")), found \"\(found)\""
      }
    case .noNotifications:
      return "no keyboard notification found (expected userInfo keys such as "
        + "UIKeyboardFrameEndUserInfoKey in an NSLog, print or po dump)"
    }
  }
}
