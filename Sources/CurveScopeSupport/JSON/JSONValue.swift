/// A JSON value with ordered object keys, printed with doubles at full (shortest round-trip)
/// precision.
///
/// The CLI's `--json` outputs are built from this type so that key order is stable and numbers
/// are exact: a double prints as Swift's shortest representation that reads back to the same bits
/// (`0.1`, `458752`, `1e-05`); NaN and infinities, which JSON cannot hold, print as `null`.
package enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer, printed without a fraction.
  case int(Int)
  /// An unsigned integer, printed without a fraction (a 64-bit mask such as 2^64 - 1).
  case unsigned(UInt)
  /// A double, printed at full precision (`null` when not finite).
  case double(Double)
  /// A string, escaped as JSON requires.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object whose keys keep the order given.
  case object([(String, JSONValue)])

  /// Whether the value is neither an array nor an object.
  package var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// Compact single-line text.
  package var compactText: String {
    var output = ""
    write(to: &output, indent: nil, level: 0)
    return output
  }

  /// Text indented by two spaces per level, one member or element per line.
  package var prettyText: String {
    prettyText(level: 0)
  }

  /// ``prettyText`` as it reads nested `level` levels deep in a larger document (its inner
  /// lines indented by two more spaces per level), so that a writer can print a document piece
  /// by piece, exactly as the whole would print.
  package func prettyText(level: Int) -> String {
    var output = ""
    write(to: &output, indent: "  ", level: max(0, level))
    return output
  }

  /// Equality by structure and key order; doubles compare by value.
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.unsigned(let a), .unsigned(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b || (a.isNaN && b.isNaN)
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  /// The shortest text that reads back to exactly `value`, or `null` when not finite.
  package static func number(_ value: Double) -> String {
    value.isFinite ? NumberText.exact(value) : "null"
  }

  private func write(to output: inout String, indent: String?, level: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .unsigned(let value): output += String(value)
    case .double(let value): output += Self.number(value)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements) where indent != nil && elements.allSatisfy(\.isScalar):
      output += "[" + elements.map(\.compactText).joined(separator: ", ") + "]"
    case .array(let elements):
      writeContainer(
        open: "[", close: "]", count: elements.count, to: &output, indent: indent, level: level
      ) { index, output in
        elements[index].write(to: &output, indent: indent, level: level + 1)
      }
    case .object(let members):
      writeContainer(
        open: "{", close: "}", count: members.count, to: &output, indent: indent, level: level
      ) { index, output in
        Self.writeString(members[index].0, to: &output)
        output += indent == nil ? ":" : ": "
        members[index].1.write(to: &output, indent: indent, level: level + 1)
      }
    }
  }

  private func writeContainer(
    open: String, close: String, count: Int, to output: inout String, indent: String?,
    level: Int, element: (Int, inout String) -> Void
  ) {
    output += open
    guard count > 0 else {
      output += close
      return
    }
    for index in 0..<count {
      if index > 0 { output += "," }
      if let indent {
        output += "\n" + String(repeating: indent, count: level + 1)
      }
      element(index, &output)
    }
    if let indent {
      output += "\n" + String(repeating: indent, count: level)
    }
    output += close
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if needsEscape(scalar) {
          for unit in String(scalar).utf16 {
            let hex = String(unit, radix: 16)
            output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          }
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }

  /// Whether a scalar is written as `\uXXXX`: the control characters JSON requires (below
  /// U+0020) and every other control or format character (DEL, C1 controls, bidi overrides,
  /// line separators), so that JSON printed on a terminal holds no raw control sequence and
  /// reads back as the same text. The zero-width joiner of emoji sequences is kept.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x20 { return true }
    if scalar.value < 0x7F { return false }
    if scalar == "\u{2028}" || scalar == "\u{2029}" { return true }
    let category = scalar.properties.generalCategory
    return category == .control || (category == .format && scalar != "\u{200D}")
  }
}
