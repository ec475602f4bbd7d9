/// A value that can be read from one command-line token.
public protocol ExpressibleByArgument {
  /// Reads the value from `argument`.
  /// - Throws: ``ArgumentValueError`` saying what is wrong with the text.
  init(argument: String) throws
}

/// Why a command-line token could not become a value; the parser adds the option's name.
public struct ArgumentValueError: Error, Sendable, Equatable {
  /// What is wrong, in a few words (`not a finite number`).
  public var problem: String

  /// Creates an error with the problem text.
  public init(_ problem: String) {
    self.problem = problem
  }
}

extension String: ExpressibleByArgument {
  /// Takes the token as it is.
  public init(argument: String) throws {
    self = argument
  }
}

extension Double: ExpressibleByArgument {
  /// Reads a finite decimal number; `nan`, `inf` and text are refused.
  public init(argument: String) throws {
    guard let value = Double(argument.trimmingWhitespace()) else {
      throw ArgumentValueError("not a number")
    }
    guard value.isFinite else { throw ArgumentValueError("not a finite number") }
    self = value
  }
}

extension Int: ExpressibleByArgument {
  /// Reads a decimal integer that fits in `Int`.
  public init(argument: String) throws {
    let text = argument.trimmingWhitespace()
    guard let value = Int(text) else {
      if text.allSatisfy({ $0.isNumber || $0 == "-" || $0 == "+" }), !text.isEmpty {
        throw ArgumentValueError("integer out of range")
      }
      throw ArgumentValueError("not an integer")
    }
    self = value
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
