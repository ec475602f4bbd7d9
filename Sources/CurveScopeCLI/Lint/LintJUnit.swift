import CurveScopeLint
import CurveScopeSupport

/// `lint --format junit`: JUnit XML as GitHub (test reporters), GitLab, Jenkins and Xcode Cloud
/// read it. One test suite; one test case per handler, named by its file, handler and line;
/// a finding that fails the run (`--fail-on`) is a `<failure>`, a suppressed one `<skipped>`.
enum LintJUnit {
  /// The XML document.
  static func document(_ findings: [LintFinding], fails: (LintFinding) -> Bool) -> String {
    let failures = findings.filter { $0.suppression == nil && fails($0) }.count
    let skipped = findings.filter { $0.suppression != nil }.count
    let counts =
      "tests=\"\(findings.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"curvescope lint\" \(counts)>",
      "  <testsuite name=\"curvescope lint\" \(counts)>",
    ]
    for finding in findings {
      let file = escape(TerminalText.escaped(finding.path))
      let name = escape(
        "\(finding.handlerName ?? "keyboard handler") (line \(finding.position.line))")
      lines.append(
        "    <testcase classname=\"\(file)\" name=\"\(name)\" file=\"\(file)\" "
          + "line=\"\(finding.position.line)\">")
      if let suppression = finding.suppression {
        lines.append("      <skipped message=\"\(escape(suppression.justification))\"/>")
      } else if fails(finding) {
        var details = finding.textLine
        for line in finding.detailLines() { details += "\n" + line }
        lines.append(
          "      <failure message=\"\(escape(finding.message))\" "
            + "type=\"\(escape(finding.codes.first?.rawValue ?? ""))\">\(escape(details))</failure>"
        )
      } else {
        lines.append("      <system-out>\(escape(finding.message))</system-out>")
      }
      lines.append("    </testcase>")
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n")
  }

  /// Text escaped for XML 1.0: markup characters as entities; control characters, which XML
  /// cannot carry, as `\u{…}`.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
