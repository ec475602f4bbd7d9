/// An edit that fixes a finding in place: the text between two positions of the file (the end
/// excluded) is replaced.
public struct LintReplacement: Sendable, Hashable {
  /// Where the replaced text starts.
  public var start: SourcePosition
  /// Where it ends (exclusive).
  public var end: SourcePosition
  /// The new text.
  public var text: String

  /// Creates a replacement.
  public init(start: SourcePosition, end: SourcePosition, text: String) {
    self.start = start
    self.end = end
    self.text = text
  }
}
