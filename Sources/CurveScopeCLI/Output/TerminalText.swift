import CurveScopeSupport

/// Text from the user or a file made safe for a terminal: control characters (newlines, escape
/// sequences, NUL) are written as `\n`, `\e`, `\u{7f}`, so that a name cannot move the cursor,
/// recolour the screen or forge a line of output; a byte of a path that is not UTF-8 (see
/// `PathText`) is written `\xff`.
enum TerminalText {
  /// `text` with every control character escaped.
  static func escaped(_ text: String) -> String {
    escaping(text, keepingLines: false)
  }

  /// Whole output made safe for a terminal: every control and format character escaped as
  /// ``escaped(_:)`` does, except the newlines and tabs that lay the output out. Every line a
  /// command prints passes through it (``CommandIO``), so no escape sequence reaches a terminal,
  /// whatever a command forgot; names still escape their newlines themselves
  /// (``TerminalString``).
  static func sanitized(_ text: String) -> String {
    escaping(text, keepingLines: true)
  }

  /// The private-use characters ``TerminalStyle`` paints with: reset, then one per tone, in the
  /// order of `colourParameters`. Only ``sanitized(_:)`` turns them into escape sequences.
  static let colourMarks: [Unicode.Scalar] = (0xF8F0...0xF8F5).compactMap(Unicode.Scalar.init)
  /// The mark that ends a coloured span.
  static var resetMark: Unicode.Scalar { colourMarks[0] }
  private static let colourParameters = ["0", "32", "1;31", "33", "36", "2"]

  private static func colourSequence(_ mark: Unicode.Scalar) -> String? {
    guard let index = colourMarks.firstIndex(of: mark) else { return nil }
    return "\u{1B}[" + colourParameters[index] + "m"
  }

  private static func escaping(_ text: String, keepingLines: Bool) -> String {
    // Printable ASCII (numbers, most names) needs no escaping: a scan of the bytes.
    if text.utf8.allSatisfy({
      ($0 >= 0x20 && $0 < 0x7F) || (keepingLines && ($0 == 0x0A || $0 == 0x09))
    }) {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += keepingLines ? "\n" : "\\n"
      case "\r": result += "\\r"
      case "\t": result += keepingLines ? "\t" : "\\t"
      case "\u{1B}": result += "\\e"
      case colourMarks[0]...colourMarks[colourMarks.count - 1]:
        // The tool's colour marks become colours in whole output only; in a name they are
        // text like any other private-use character, shown escaped.
        if keepingLines, let sequence = colourSequence(scalar) {
          result += sequence
        } else {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        }
      default:
        // A byte of a path that is not UTF-8 is no control character: shown as \xff in a name,
        // kept in whole output (JSON carries it as it is).
        if !keepingLines, let byte = PathText.rawByte(scalar) {
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
