/// Why a finding does not fail the run: an inline comment in the source, or a baseline.
package struct LintSuppression: Sendable, Hashable {
  /// Where the suppression comes from.
  package enum Kind: String, Sendable, Hashable {
    /// `// curvescope:disable-next-line <code>` or `// curvescope:disable <code>` in the
    /// source (SARIF `inSource`).
    case inSource
    /// A baseline file listing the finding (SARIF `external`).
    case external
  }

  /// Where it comes from.
  package var kind: Kind
  /// The comment or the baseline, in words (`line 12: // curvescope:disable no-curve`).
  package var justification: String

  /// Creates a suppression.
  package init(kind: Kind, justification: String) {
    self.kind = kind
    self.justification = justification
  }
}
