/// Text for a terminal built by interpolation, in which every interpolated value is escaped
/// (``TerminalText/escaped(_:)``) and only the literal parts are kept as written: a name, path
/// or title from a file cannot move the cursor, recolour the screen or start a line of its own.
///
/// ```swift
/// io.print(line: "\(scenario.name): \(runs) runs")   // the name escaped, the rest as is
/// ```
///
/// Text that is already safe (a ``TextTable``, another `TerminalString`) is interpolated with
/// `\(safe: text)` or `\(table)`. Every command line printed through ``CommandIO`` is checked
/// once more (``TerminalText/sanitized(_:)``), so that even text built without this type cannot
/// carry an escape sequence; this type also keeps names on their line.
package struct TerminalString: ExpressibleByStringInterpolation, Sendable, Equatable {
  /// The text, ready to print.
  package private(set) var text: String

  /// Literal text, kept as written.
  package init(stringLiteral value: String) {
    text = value
  }

  /// Text built by interpolation.
  package init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  /// Text from a value: its description, escaped.
  package init(_ value: some CustomStringConvertible) {
    text = TerminalText.escaped(value.description)
  }

  /// The pieces of an interpolated `TerminalString`.
  package struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Reserves room.
    package init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    /// A literal part, kept as written.
    package mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// A value: its description, escaped.
    package mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      text += TerminalText.escaped(value.description)
    }

    /// Text already made safe.
    package mutating func appendInterpolation(_ value: TerminalString) {
      text += value.text
    }

    /// Text whose every user string was escaped when it was made (a ``TextTable``'s text).
    package mutating func appendInterpolation(safe value: String) {
      text += value
    }
  }

  /// Two texts one after the other.
  package static func + (left: TerminalString, right: TerminalString) -> TerminalString {
    var result = left
    result.text += right.text
    return result
  }

  /// The texts joined by `separator`.
  package static func joined(_ parts: [TerminalString], separator: TerminalString)
    -> TerminalString
  {
    var result: TerminalString = ""
    for (index, part) in parts.enumerated() {
      if index > 0 { result.text += separator.text }
      result.text += part.text
    }
    return result
  }
}
