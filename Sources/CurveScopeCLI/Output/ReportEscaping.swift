/// Escaping for the formats CI systems read, one function per format: what a name from a user
/// file (a scenario called `a,b`, a newline, an ampersand) becomes so that it stays one value
/// and cannot forge another annotation, element or table cell. Control characters are first
/// written as ``TerminalText`` writes them (`\n`, `\e`), since XML 1.0 cannot hold them at all.
enum ReportEscaping {
  /// The message of a GitHub Actions workflow command (after `::`): `%`, CR and LF
  /// percent-encoded, as the Actions toolkit's `escapeData` does.
  static func githubData(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case "\r\n": result += "%0D%0A"
      default: result.append(character)
      }
    }
    return result
  }

  /// A property of a GitHub Actions workflow command (`file=…`, `title=…`): as
  /// ``githubData(_:)``, and `:` and `,` too, as the toolkit's `escapeProperty` does.
  static func githubProperty(_ text: String) -> String {
    var result = ""
    for character in githubData(text) {
      switch character {
      case ":": result += "%3A"
      case ",": result += "%2C"
      default: result.append(character)
      }
    }
    return result
  }

  /// Text for XML content or a quoted attribute: control characters escaped as on a terminal,
  /// then `&`, `<`, `>`, `"` and `'` as entities.
  static func xml(_ text: String) -> String {
    var result = ""
    for character in TerminalText.escaped(text) {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Text for one cell of a Markdown table: control characters escaped, `|` and `\` escaped so
  /// that the cell does not split, `<` as an entity so that no HTML is made.
  static func markdownCell(_ text: String) -> String {
    var result = ""
    for character in TerminalText.escaped(text) {
      switch character {
      case "|": result += "\\|"
      case "\\": result += "\\\\"
      case "<": result += "&lt;"
      case "`": result += "\\`"
      default: result.append(character)
      }
    }
    return result
  }
}
