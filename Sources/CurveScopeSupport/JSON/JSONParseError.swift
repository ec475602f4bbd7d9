/// Why a JSON document could not be read, with the line and column (both 1-based).
public struct JSONParseError: CurveScopeError, Equatable {
  /// Which part of a number lacks a digit.
  public enum NumberPart: Sendable, Equatable {
    /// Before the decimal point.
    case integerPart
    /// After the decimal point.
    case fraction
    /// After `e`.
    case exponent
  }

  /// What is wrong. `found` values describe the text at the position: `'x'`, `byte 0x1B`,
  /// `end of input`.
  public enum Cause: Sendable, Equatable {
    /// Nothing but whitespace.
    case emptyDocument
    /// More text after the document.
    case trailingContent(found: String)
    /// The input ends where a value was expected.
    case unexpectedEnd
    /// A value was expected.
    case expectedValue(found: String)
    /// Brackets nest deeper than `limit`.
    case nestingTooDeep(limit: Int)
    /// More than `limit` values in the document (found before the rest is read).
    case tooManyValues(limit: Int)
    /// An object key was expected.
    case expectedKey(found: String)
    /// A key given twice in one object.
    case duplicateKey(String)
    /// No `:` after a key.
    case expectedColon(afterKey: String)
    /// Neither `,` nor `}` after an object member.
    case expectedObjectSeparator(found: String)
    /// Neither `,` nor `]` after an array element.
    case expectedArraySeparator(found: String)
    /// A number without a digit where one must be.
    case expectedDigit(NumberPart)
    /// A number starting with 0 followed by digits.
    case leadingZero
    /// A number that does not fit a `Double`.
    case numberOutOfRange(String)
    /// A raw control character in a string.
    case controlCharacterInString
    /// A string without its closing quote.
    case unterminatedString
    /// A backslash at the end of the input.
    case unterminatedEscape
    /// A `\u` high surrogate without its low half.
    case loneHighSurrogate
    /// A `\u` surrogate pair that does not pair.
    case invalidSurrogatePair
    /// A `\u` low surrogate without its high half.
    case loneLowSurrogate
    /// A backslash followed by something that is no escape.
    case invalidEscape(found: String)
    /// A `\u` escape cut short.
    case truncatedUnicodeEscape
    /// A `\u` escape with a non-hex digit.
    case invalidHexDigit
  }

  /// 1-based line of the problem.
  public var line: Int
  /// 1-based column (in bytes) of the problem.
  public var column: Int
  /// What is wrong.
  public var cause: Cause

  /// Creates a parse error.
  public init(line: Int, column: Int, _ cause: Cause) {
    self.line = line
    self.column = column
    self.cause = cause
  }

  /// `line L, column C`.
  public var subject: String { "line \(line), column \(column)" }

  /// What is wrong.
  public var problem: String {
    switch cause {
    case .emptyDocument: "the document is empty"
    case .trailingContent(let found): "unexpected \(found) after the document"
    case .unexpectedEnd: "unexpected end of input, expected a value"
    case .expectedValue(let found): "unexpected \(found), expected a value"
    case .nestingTooDeep(let limit): "nesting deeper than \(limit) levels"
    case .tooManyValues(let limit):
      "more than \(limit) values; the document is larger than any this file may hold"
    case .expectedKey(let found): "expected a quoted key, found \(found)"
    case .duplicateKey(let key): "duplicate key \"\(key)\""
    case .expectedColon(let key): "expected ':' after key \"\(key)\""
    case .expectedObjectSeparator(let found): "expected ',' or '}' in an object, found \(found)"
    case .expectedArraySeparator(let found): "expected ',' or ']' in an array, found \(found)"
    case .expectedDigit(.integerPart): "expected a digit in a number"
    case .expectedDigit(.fraction): "expected a digit after '.'"
    case .expectedDigit(.exponent): "expected a digit in the exponent"
    case .leadingZero: "a number may not start with 0 followed by digits"
    case .numberOutOfRange(let text): "number \(text) is out of range"
    case .controlCharacterInString: "control character in a string; escape it"
    case .unterminatedString: "unterminated string"
    case .unterminatedEscape: "unterminated escape"
    case .loneHighSurrogate: "lone high surrogate in \\u escape"
    case .invalidSurrogatePair: "invalid surrogate pair in \\u escape"
    case .loneLowSurrogate: "lone low surrogate in \\u escape"
    case .invalidEscape(let found): "invalid escape \\\(found)"
    case .truncatedUnicodeEscape: "truncated \\u escape"
    case .invalidHexDigit: "invalid hex digit in \\u escape"
    }
  }
}
