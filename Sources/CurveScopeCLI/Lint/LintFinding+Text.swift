import CurveScopeLint
import CurveScopeSupport

extension LintFinding {
  /// `file:line:column: severity: strategy: what the user sees [codes]`, the line editors and
  /// CI logs make clickable (the `xcode` format, and the first line of `text`).
  var textLine: String {
    "\(TerminalText.escaped(path)):\(position.line):\(position.column): "
      + "\(severity.rawValue): \(message)"
  }

  /// The strategy and what the simulation shows, with the scenario each number comes from, and
  /// the codes.
  var message: String {
    let label = strategy == "custom" ? "custom(\(closestPreset))" : strategy
    let codeList = "[\(codes.map(\.rawValue).joined(separator: ", "))]"
    return "\(label): \(what) \(codeList)"
  }

  /// The lines under the headline: the handler, the fix (its sentence, then the snippet, each
  /// line indented), and the assumptions.
  func detailLines(showFix: Bool = true) -> [String] {
    var lines: [String] = []
    if let handlerName, handlerPosition != position {
      lines.append("  handler: \(handlerName) at line \(handlerPosition.line)")
    } else if handlerPosition != position {
      lines.append("  handler: registered at line \(handlerPosition.line)")
    }
    if showFix, let fix {
      lines.append("  fix: \(fix.description) (\(fixOutcome))")
      lines += fix.code.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.isEmpty ? "" : "    " + $0
      }
    }
    lines += assumptions.map { "  assumes: \($0)" }
    return lines
  }

  /// What the simulation shows, in words.
  private var what: String {
    if codes.contains(.unresolvedHandler) { return summary }
    let verdict = LintFinding.verdictResults(scenarios)
    var parts: [String] = []
    if isOutOfSync {
      let interrupted = codes.contains(.beginFromCurrentState) && isOutOfSyncOnlyWhenInterrupted
      parts.append(
        (interrupted ? "when a notification interrupts a running animation, " : "")
          + Self.desync(verdict))
    } else {
      let everywhere = scenarios.allSatisfy { $0.summary.isInSync }
      let profiles = Self.profileNames(everywhere ? scenarios : verdict)
      parts.append(
        "in sync on \(profiles) (within "
          + "\(NumberText.reading(scenarios.first?.summary.tolerancePoints ?? 1)) pt)")
    }
    let secondHand = scenarios.filter { !$0.isFirstHand }
    if !secondHand.isEmpty, secondHand.contains(where: { !$0.summary.isInSync }) {
      parts.append(
        "on \(Self.profileNames(secondHand)) (second-hand model): \(Self.desync(secondHand))")
    }
    return parts.joined(separator: "; ")
  }

  /// `keyboard covers the bar by up to 19.1 pt (show-375x812-291 on ios) / blank gap …`.
  private static func desync(_ results: [LintScenarioResult]) -> String {
    var parts: [String] = []
    if let overlap = results.max(by: { $0.summary.maxOverlapPoints < $1.summary.maxOverlapPoints }),
      overlap.summary.maxOverlapPoints > 0
    {
      parts.append(
        "keyboard covers the bar by up to "
          + "\(NumberText.reading(overlap.summary.maxOverlapPoints)) pt (\(overlap.label))")
    }
    if let gap = results.max(by: { $0.summary.maxGapPoints < $1.summary.maxGapPoints }),
      gap.summary.maxGapPoints > 0
    {
      parts.append(
        "blank gap \(NumberText.reading(gap.summary.maxGapPoints)) pt (\(gap.label))")
    }
    return parts.isEmpty ? "in sync" : parts.joined(separator: " / ")
  }

  /// `ios` or `ios and ios-26`.
  private static func profileNames(_ results: [LintScenarioResult]) -> String {
    var names: [String] = []
    for result in results where !names.contains(result.profile) { names.append(result.profile) }
    return names.joined(separator: " and ")
  }

  /// What the simulation measures once the fix is made.
  private var fixOutcome: String {
    guard let fix else { return "" }
    let everywhere = fix.scenarios.allSatisfy { $0.summary.isInSync }
    let verdict = everywhere ? fix.scenarios : LintFinding.verdictResults(fix.scenarios)
    let rest = fix.scenarios.filter { !$0.isFirstHand && !$0.summary.isInSync }
    var text =
      fix.isInSync
      ? "in sync after the change on \(Self.profileNames(verdict))"
      : "after the change: \(Self.desync(verdict))"
    if !rest.isEmpty {
      text +=
        "; on \(Self.profileNames(rest)) (second-hand model) \(Self.desync(rest)) remain, "
        + "which a change made in the handler without an animation of its own avoids"
    }
    return text
  }
}
