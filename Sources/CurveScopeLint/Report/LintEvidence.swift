/// Something lint read in the code that a finding rests on, with where it is.
public struct LintEvidence: Sendable, Hashable {
  /// Where.
  public var position: SourcePosition
  /// What (`fixed duration 0.3 s`, `curve used as options without << 16`).
  public var note: String

  /// Creates evidence.
  public init(position: SourcePosition, note: String) {
    self.position = position
    self.note = note
  }
}
