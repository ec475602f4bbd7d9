import CurveScopeLint
import CurveScopeSupport

/// `lint --format markdown`: a table for a pull-request comment, one row per warning and error
/// (suppressed ones marked), then a summary line.
enum LintMarkdown {
  /// The Markdown text.
  static func document(_ findings: [LintFinding], files: Int) -> String {
    let shown = findings.filter { $0.severity != .note }
    var lines = ["### curvescope lint: keyboard handlers", ""]
    if shown.isEmpty {
      lines.append("No keyboard handler out of sync (\(findings.count) checked in \(files) files).")
      return lines.joined(separator: "\n")
    }
    lines += [
      "| | File | Line | Strategy | What the user sees | Codes | Fix |",
      "|---|---|---:|---|---|---|---|",
    ]
    for finding in shown {
      let mark =
        finding.suppression != nil
        ? "suppressed" : finding.severity == .error ? "**error**" : "warning"
      let file = "`\(cell(TerminalText.escaped(finding.path)).replacingBackticks)`"
      let label =
        finding.strategy == "custom" ? "custom(\(finding.closestPreset))" : finding.strategy
      let codes = finding.codes.map { "`\($0.rawValue)`" }.joined(separator: ", ")
      let message = finding.message
      let what = message.split(separator: ":", maxSplits: 1).last.map(String.init) ?? message
      lines.append(
        "| \(mark) | \(file) | \(finding.position.line) | \(cell(label)) | "
          + "\(cell(what.trimmingWhitespace())) | \(codes) | \(cell(finding.fix?.description ?? "")) |"
      )
    }
    let errors = shown.filter { $0.severity == .error && $0.suppression == nil }.count
    let warnings = shown.filter { $0.severity == .warning && $0.suppression == nil }.count
    lines += [
      "",
      "\(findings.count) keyboard handlers in \(files) files: \(errors) errors, \(warnings) "
        + "warnings, \(shown.filter { $0.suppression != nil }.count) suppressed.",
    ]
    return lines.joined(separator: "\n")
  }

  /// Text for one table cell: pipes escaped, line breaks as spaces.
  static func cell(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "|": result += "\\|"
      case "\n", "\r", "\r\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }
}

extension String {
  /// Backticks replaced by `'` (a path inside a code span).
  fileprivate var replacingBackticks: String {
    String(map { $0 == "`" ? "'" : $0 })
  }
}
