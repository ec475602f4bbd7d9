import CurveScopeLint
import CurveScopeSupport

/// `lint --format text`: each finding's headline, its details on indented lines, and a summary.
enum LintTextReport {
  static func print(_ findings: [LintFinding], files: Int, quiet: Bool, io: inout CommandIO) {
    for finding in findings
    where finding.suppression == nil && (!quiet || finding.severity != .note) {
      io.print(finding.textLine)
      for line in finding.detailLines() { io.print(line) }
    }
    guard !quiet else { return }
    let active = findings.filter { $0.suppression == nil }
    let errors = active.filter { $0.severity == .error }.count
    let warnings = active.filter { $0.severity == .warning }.count
    let suppressed = findings.count - active.count
    let fileCount = Set(findings.map(\.path)).count
    var summary =
      "\(findings.count) keyboard handler\(findings.count == 1 ? "" : "s") in \(fileCount) of "
      + "\(files) file\(files == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), "
      + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(inSyncClause(active))"
    if suppressed > 0 { summary += ", \(suppressed) suppressed" }
    io.print(summary)
  }

  /// How many handlers are in sync, as the JSON's `inSync` says (on the keyboards the verdict
  /// rests on): `3 in sync`, or, when some of them desync on a second-hand profile,
  /// `3 in sync on ios, 1 not on ios-26 (second-hand model)`.
  static func inSyncClause(_ findings: [LintFinding]) -> String {
    let inSync = findings.filter { !$0.isOutOfSync && !$0.codes.contains(.unresolvedHandler) }
    let desynced = inSync.filter(\.isOutOfSyncOnAnyProfile)
    guard !desynced.isEmpty else { return "\(inSync.count) in sync" }
    let verdictProfiles = ordered(inSync.flatMap { LintFinding.verdictResults($0.scenarios) })
    let otherProfiles = ordered(
      desynced.flatMap { $0.scenarios.filter { !$0.isFirstHand && !$0.summary.isInSync } })
    let models = otherProfiles.count == 1 ? "model" : "models"
    return "\(inSync.count) in sync on \(verdictProfiles.joined(separator: " and ")), "
      + "\(desynced.count) not on \(otherProfiles.joined(separator: " or ")) "
      + "(second-hand \(models))"
  }

  /// The profiles of `results`, each once, in the order first met.
  private static func ordered(_ results: [LintScenarioResult]) -> [String] {
    var names: [String] = []
    for result in results where !names.contains(result.profile) { names.append(result.profile) }
    return names.map(TerminalText.escaped)
  }
}
