/// Something a trace reader inferred because the file did not say it: a screen height taken
/// from the largest keyboard top, a width guessed from the height, numbers that might be
/// pixels. Diagnoses list them among their assumptions.
public struct TraceNote: Hashable, Sendable {
  /// A stable name for scripts (`screen-height-inferred`, …).
  public var code: String
  /// What was inferred, in one sentence.
  public var message: String

  /// Creates a note.
  public init(_ code: String, _ message: String) {
    self.code = code
    self.message = message
  }
}
