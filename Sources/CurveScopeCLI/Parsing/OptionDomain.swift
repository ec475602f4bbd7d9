package import CurveScopeSupport

/// The values an option takes, declared once with it: the parser checks a value against it
/// (``ParsedArguments/number(_:)`` and its siblings) and the help states it.
package enum OptionDomain: Sendable {
  /// Any text (a path, a name, a spec checked by the library).
  case text
  /// A finite number in the range, of `unit` (a plural noun, empty for a plain number).
  case number(NumberRange, unit: String)
  /// A whole number in the range.
  case integer(ClosedRange<Int>)
  /// One of these names.
  case choice([String])

  /// What the help adds: `in [0, 1000] points`, `one of png, svg or pdf`; `nil` for text.
  package var helpText: String? {
    switch self {
    case .text: return nil
    case .number(let range, let unit):
      let text = range.text
      guard !text.isEmpty else { return unit.isEmpty ? nil : "in \(unit)" }
      return unit.isEmpty ? text : "\(text) \(unit)"
    case .integer(let range):
      return "in \(range.lowerBound)…\(range.upperBound)"
    case .choice(let names):
      return "one of \(UsageError.list(names))"
    }
  }
}
