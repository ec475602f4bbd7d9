/// What `lint --format` prints.
enum LintOutputFormat: String, CaseIterable {
  /// One line per handler and a summary.
  case text
  /// An array of findings.
  case json
  /// A SARIF 2.1.0 log for code scanning.
  case sarif
}
