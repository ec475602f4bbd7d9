import CurveScopeSupport

/// Text from the user or a file made safe for a terminal: control characters (newlines, escape
/// sequences, NUL) are written as `\n`, `\e`, `\u{7f}`, so that a name cannot move the cursor,
/// recolour the screen or forge a line of output; a byte of a path that is not UTF-8 (see
/// `PathText`) is written `\xff`.
enum TerminalText {
  /// `text` with every control character escaped.
  static func escaped(_ text: String) -> String {
    // Printable ASCII (numbers, most names) needs no escaping: a scan of the bytes.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{1B}": result += "\\e"
      default:
        if let byte = PathText.rawByte(scalar) {
          result += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
          continue
        }
        let category = scalar.properties.generalCategory
        // Format characters (bidi overrides, zero-width marks) can disguise text; the
        // zero-width joiner of emoji sequences is kept.
        if category == .control || (category == .format && scalar != "\u{200D}") {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
