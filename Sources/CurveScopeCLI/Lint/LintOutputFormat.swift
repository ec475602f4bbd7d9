/// What `lint --format` prints.
enum LintOutputFormat: String, CaseIterable {
  /// One headline per finding (`file:line:col: severity: …`), then the handler, the fix and
  /// its snippet and the assumptions on indented lines, and a summary.
  case text
  /// The headlines only, as Xcode and compilers print them.
  case xcode
  /// An array of findings.
  case json
  /// A SARIF 2.1.0 log for code scanning.
  case sarif
  /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::…`).
  case github
  /// JUnit XML: one test case per handler.
  case junit
  /// A Markdown table for a pull-request comment.
  case markdown
}
