/// An edit that fixes a finding in place: the text between two positions of the file (the end
/// excluded) is replaced.
package struct LintReplacement: Sendable, Hashable {
  /// Where the replaced text starts.
  package var start: SourcePosition
  /// Where it ends (exclusive).
  package var end: SourcePosition
  /// The new text.
  package var text: String

  /// Creates a replacement.
  package init(start: SourcePosition, end: SourcePosition, text: String) {
    self.start = start
    self.end = end
    self.text = text
  }
}
