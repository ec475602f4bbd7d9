/// Something lint read in the code that a finding rests on, with where it is.
package struct LintEvidence: Sendable, Hashable {
  /// Where.
  package var position: SourcePosition
  /// What (`fixed duration 0.3 s`, `curve used as options without << 16`).
  package var note: String
  /// The file, when it is not the finding's (a helper in another file of the app).
  package var path: String?

  /// Creates evidence.
  package init(position: SourcePosition, note: String, path: String? = nil) {
    self.position = position
    self.note = note
    self.path = path
  }
}
