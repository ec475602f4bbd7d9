import CurveScopeExplain
import CurveScopeMeasure
import CurveScopeSupport

/// The human-readable explanation printed by `curvescope explain`.
enum ExplainText {
  /// The column lines are wrapped at.
  static let width = 100

  /// The whole explanation.
  static func text(_ explanation: SyncExplanation) -> String {
    let before = explanation.before
    let settings =
      "\(NumberText.reading(before.frameRate)) Hz, tolerance "
      + "\(NumberText.reading(before.tolerancePoints, decimals: 2)) pt"
    var lines: [String] = []
    let verdict = explanation.isInSync ? "in sync" : "out of sync"
    lines.append("\(explanation.scenario) × \(explanation.strategy.name): \(verdict) (\(settings))")
    lines += wrap(explanation.strategy.summary, indent: "")
    for assumption in explanation.assumptions {
      lines += wrap("Assumed: " + assumption, indent: "")
    }
    if explanation.isInSync {
      lines += wrap(
        "The bar stays within \(NumberText.reading(before.tolerancePoints, decimals: 2)) pt of the "
          + "keyboard at all \(before.frameCount) frames: no fix needed.", indent: "")
      for note in explanation.notes {
        lines += wrap("Note: " + note.message, indent: "")
      }
      return printable(lines)
    }
    lines.append("")
    lines.append("What desyncs")
    for symptom in explanation.symptoms { lines += bullet(symptom.message) }
    lines.append("")
    lines.append("Why")
    for problem in explanation.problems {
      lines += bullet("[\(problem.code.rawValue)] \(problem.message)")
    }
    if let fix = explanation.fix {
      lines.append("")
      lines.append(
        fix.fixesDesync
          ? "Fix (verified by re-running the analysis with the change)"
          : "No change tried brings the bar within tolerance; the one that helps most")
      lines += wrap(fix.description, indent: "  ")
      for code in fix.code { lines.append("    " + code) }
      lines += wrap(comparison(before, fix.after), indent: "  ")
    }
    let others = explanation.alternatives.filter { $0.changes != explanation.fix?.changes }
    if !others.isEmpty {
      lines.append("")
      lines.append("Other changes tried")
      for alternative in others {
        let name = alternative.changes.map(\.rawValue).joined(separator: " + ")
        let padded = name + String(repeating: " ", count: max(2, 30 - name.count))
        lines.append(
          "  \(padded)max overlap \(NumberText.reading(alternative.after.maxOverlapPoints)) pt, "
            + "max gap \(NumberText.reading(alternative.after.maxGapPoints)) pt"
            + (alternative.fixesDesync ? ": in sync" : ""))
      }
    }
    return printable(lines)
  }

  /// The lines joined, each with control characters escaped: names and summaries come from
  /// scenario and strategy files.
  static func printable(_ lines: [String]) -> String {
    lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
  }

  /// `max overlap 63.5 pt → 0 pt · max gap 19.1 pt → 0 pt · lag 33.1 ms → 0 ms: in sync`.
  static func comparison(_ before: SyncSummary, _ after: SyncSummary) -> String {
    func lag(_ summary: SyncSummary) -> String {
      summary.lagAtHalfTravelMilliseconds.map { "\(NumberText.reading($0)) ms" } ?? "never"
    }
    var parts = [
      "max overlap \(NumberText.reading(before.maxOverlapPoints)) pt → "
        + "\(NumberText.reading(after.maxOverlapPoints)) pt",
      "max gap \(NumberText.reading(before.maxGapPoints)) pt → "
        + "\(NumberText.reading(after.maxGapPoints)) pt",
    ]
    if before.keyboardTravels { parts.append("lag \(lag(before)) → \(lag(after))") }
    if abs(before.finalErrorPoints) > before.tolerancePoints {
      parts.append(
        "final gap \(NumberText.reading(before.finalErrorPoints)) pt → "
          + "\(NumberText.reading(after.finalErrorPoints)) pt")
    }
    let verdict =
      after.isInSync
      ? "in sync"
      : "still \(after.framesOutOfTolerance) frames beyond tolerance"
    return parts.joined(separator: " · ") + ": " + verdict
  }

  /// Units kept on the line of the number before them.
  static let units: Set<String> = ["s", "ms", "pt", "%", "Hz", "frames", "frame"]

  /// `  - text`, wrapped with a hanging indent.
  static func bullet(_ text: String) -> [String] {
    let lines = wrap(text, indent: "    ")
    guard let first = lines.first else { return [] }
    return ["  - " + first.dropFirst(4)] + lines.dropFirst()
  }

  /// `text` in lines of at most ``width`` characters (words never split), each starting with
  /// `indent`.
  static func wrap(_ text: String, indent: String) -> [String] {
    var lines: [String] = []
    var line = indent
    // Units stay with their number: `0.25 s`, `63.5 pt`.
    var words: [String] = []
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let bare = String(word.filter { !",.;:)".contains($0) })
      if let last = words.last, units.contains(bare), Double(last.filter { $0 != "(" }) != nil {
        words[words.count - 1] = last + " " + word
      } else {
        words.append(String(word))
      }
    }
    for word in words {
      if line.count > indent.count, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? " " : "") + word
    }
    if line.count > indent.count { lines.append(line) }
    return lines
  }
}
