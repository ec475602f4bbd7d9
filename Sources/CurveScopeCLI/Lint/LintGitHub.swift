import CurveScopeLint
import CurveScopeSupport

/// `lint --format github`: one GitHub Actions workflow command per warning and error
/// (`::error file=…,line=…,col=…,title=…::message`), which the Actions log turns into
/// annotations on the pull request's files. Values are escaped as the runner reads them
/// (`%`, CR and LF in the message; also `:` and `,` in properties).
enum LintGitHub {
  /// The commands for `findings` (suppressed findings and notes are left out).
  static func lines(_ findings: [LintFinding]) -> [String] {
    findings.filter { $0.severity != .note && $0.suppression == nil }.map { finding in
      let command =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      let title = "curvescope lint: \(finding.codes.first?.rawValue ?? "keyboard handler")"
      var message = finding.message
      if let fix = finding.fix { message += "\nFix: \(fix.description)" }
      let properties = [
        "file=\(property(TerminalText.escaped(finding.path)))",
        "line=\(finding.position.line)", "col=\(finding.position.column)",
        "title=\(property(title))",
      ]
      return "::\(command) \(properties.joined(separator: ","))::\(data(message))"
    }
  }

  /// A message escaped for a workflow command.
  static func data(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// A property value escaped for a workflow command.
  static func property(_ text: String) -> String {
    data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}

extension String {
  /// The text with every `target` character replaced.
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
