/// Something a diagnosis of a trace takes for granted because the recording does not show it:
/// the platform, notifications inferred from the keyboard's motion, a margin measured on the
/// bar's rests, what a latency means. Every diagnosis lists them, in text and JSON.
public struct TraceAssumption: Hashable, Sendable {
  /// A stable name for scripts (`platform-assumed`, `events-inferred`, …).
  public var code: String
  /// What is assumed, in one or two sentences.
  public var message: String

  /// Creates an assumption.
  public init(_ code: String, _ message: String) {
    self.code = code
    self.message = message
  }
}
