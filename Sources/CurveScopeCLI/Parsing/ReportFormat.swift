/// What a command prints on standard output, chosen with `--format` (or `--json`): one
/// convention for every command. A figure's file type is never a report format: it comes from
/// `-o`'s extension, or `--figure-format` where the path has none.
package enum ReportFormat: String, CaseIterable, Sendable {
  /// Text for reading: lines and aligned tables, coloured on a terminal.
  case text
  /// JSON, camelCase keys, numbers at full precision.
  case json
  /// Comma-separated values with a header row, numbers at full precision.
  case csv
  /// A Markdown table, for a pull-request comment.
  case markdown
  /// GitHub Actions workflow commands (`::error file=…,line=…,title=…::…`).
  case github
  /// JUnit XML, which GitHub, GitLab, Jenkins and Xcode Cloud display as test results.
  case junit
  /// A SARIF 2.1.0 log, for code scanning.
  case sarif
  /// Compiler-style lines, `file:line:column: error: …`, which Xcode and editors link.
  case xcode

  /// Older spellings still read: `table`, the name `sample` and `sweep` gave the text table.
  static let aliases: [String: ReportFormat] = ["table": .text]

  /// The format named `name` (any case), an alias included, when `formats` holds it.
  static func named(_ name: String, among formats: [ReportFormat]) -> ReportFormat? {
    let lowered = name.lowercased()
    guard let format = ReportFormat(rawValue: lowered) ?? aliases[lowered] else { return nil }
    return formats.contains(format) ? format : nil
  }

  /// The figure file types that `--format` used to name on commands that draw: given to
  /// `--format` now, they are refused with the new spelling.
  static let figureTypes = ["png", "svg", "pdf", "gif", "mp4"]
}
