/// What lint found in one file, or why it skipped it.
public struct LintFileReport: Sendable {
  /// Why a file was not analysed.
  public enum Skip: Sendable, Hashable {
    /// The bytes are not UTF-8 (the offset of the first bad byte).
    case notUTF8(offset: Int)
    /// Larger than the limit (its size and the limit, in bytes).
    case tooLarge(bytes: Int, limit: Int)
  }

  /// The file, as given.
  public var path: String
  /// The findings, in file order.
  public var findings: [LintFinding]
  /// Set when the file was skipped.
  public var skipped: Skip?
  /// Remarks about partial analysis (the token limit was reached, handlers were dropped).
  public var notes: [String]

  /// Creates a report.
  public init(
    path: String, findings: [LintFinding] = [], skipped: Skip? = nil, notes: [String] = []
  ) {
    self.path = path
    self.findings = findings
    self.skipped = skipped
    self.notes = notes
  }
}
