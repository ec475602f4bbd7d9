/// What lint found in one file, or why it skipped it.
package struct LintFileReport: Sendable {
  /// Why a file was not analysed.
  package enum Skip: Sendable, Hashable {
    /// The bytes are not UTF-8 (the offset of the first bad byte).
    case notUTF8(offset: Int)
    /// Larger than the limit (its size and the limit, in bytes).
    case tooLarge(bytes: Int, limit: Int)
  }

  /// The file, as given.
  package var path: String
  /// The findings, in file order.
  package var findings: [LintFinding]
  /// Set when the file was skipped.
  package var skipped: Skip?
  /// Remarks about partial analysis (the token limit was reached, handlers were dropped).
  package var notes: [String]

  /// Creates a report.
  package init(
    path: String, findings: [LintFinding] = [], skipped: Skip? = nil, notes: [String] = []
  ) {
    self.path = path
    self.findings = findings
    self.skipped = skipped
    self.notes = notes
  }
}
