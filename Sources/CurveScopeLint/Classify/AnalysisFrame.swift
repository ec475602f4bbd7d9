/// One body of code analysed for a handler: the handler itself, or a helper in the same file
/// that it calls (directly or through other helpers), with its parameters bound to the
/// caller's arguments.
struct AnalysisFrame: Sendable {
  /// An argument passed to a helper: the caller's frame and the value's tokens.
  struct Argument: Sendable, Hashable {
    /// The caller's frame.
    var frame: Int
    /// The value's tokens in the caller.
    var value: Range<Int>
  }

  /// The tokens analysed.
  var range: Range<Int>
  /// Where local definitions are looked up (the enclosing function's body).
  var lookupScope: Range<Int>
  /// Parameters bound to the caller's arguments, by internal name.
  var parameters: [String: Argument]
  /// The calling frame (`nil` for the handler).
  var caller: Int?
  /// The call's token in the caller.
  var callToken: Int?
  /// Helper depth: 0 for the handler.
  var depth: Int
  /// The helper's name (`nil` for the handler).
  var function: String?
}
