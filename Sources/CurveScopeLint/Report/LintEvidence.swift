/// Something lint read in the code that a finding rests on, with where it is.
public struct LintEvidence: Sendable, Hashable {
  /// Where.
  public var position: SourcePosition
  /// What (`fixed duration 0.3 s`, `curve used as options without << 16`).
  public var note: String
  /// The file, when it is not the finding's (a helper in another file of the app).
  public var path: String?

  /// Creates evidence.
  public init(position: SourcePosition, note: String, path: String? = nil) {
    self.position = position
    self.note = note
    self.path = path
  }
}
