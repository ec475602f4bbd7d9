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
    let inSync = active.filter { $0.codes.first == .inSync }.count
    let suppressed = findings.count - active.count
    let fileCount = Set(findings.map(\.path)).count
    var summary =
      "\(findings.count) keyboard handler\(findings.count == 1 ? "" : "s") in \(fileCount) of "
      + "\(files) file\(files == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), "
      + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(inSync) in sync"
    if suppressed > 0 { summary += ", \(suppressed) suppressed" }
    io.print(summary)
  }
}
