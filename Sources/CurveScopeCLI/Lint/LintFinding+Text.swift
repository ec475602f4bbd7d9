import CurveScopeLint
import CurveScopeSupport

extension LintFinding {
  /// `file:line:column: severity: strategy: what the user sees — fix [codes]`, the line
  /// editors and CI logs make clickable.
  var textLine: String {
    let location = "\(TerminalText.escaped(path)):\(position.line):\(position.column)"
    let label = strategy == "custom" ? "custom(\(closestPreset))" : strategy
    let codeList = "[\(codes.map(\.rawValue).joined(separator: ", "))]"
    return "\(location): \(severity.rawValue): \(label): \(what)\(fixText) \(codeList)"
  }

  /// What the simulation shows, in words.
  private var what: String {
    if codes.contains(.unresolvedHandler) { return summary }
    guard isOutOfSync else {
      let names = scenarios.map(\.scenario).joined(separator: ", ")
      return
        "in sync (within \(NumberText.reading(scenarios.first?.summary.tolerancePoints ?? 1)) pt"
        + " on \(names))"
    }
    var parts: [String] = []
    if maxOverlapPoints > 0 {
      parts.append("keyboard covers the bar by up to \(NumberText.reading(maxOverlapPoints)) pt")
    }
    if maxGapPoints > 0 { parts.append("blank gap \(NumberText.reading(maxGapPoints)) pt") }
    return parts.joined(separator: " / ")
  }

  private var fixText: String {
    guard let fix else { return "" }
    let after =
      fix.isInSync
      ? "in sync after the change"
      : "after the change: \(NumberText.reading(fix.maxOverlapPoints)) pt / "
        + "\(NumberText.reading(fix.maxGapPoints)) pt"
    return " — \(fix.description): \(fix.code) (\(after))"
  }
}
