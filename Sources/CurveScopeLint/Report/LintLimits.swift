/// Bounds on the work lint does per file, checked before the work: every file, however large
/// or convoluted, is lexed and analysed in time linear in its size.
package struct LintLimits: Sendable, Hashable {
  /// The largest file read, in bytes (checked before reading).
  package var maximumFileBytes: Int
  /// The most tokens lexed per file; the rest of a longer file is not analysed (and said so).
  package var maximumTokens: Int
  /// How deep calls to helpers in the same file are followed from a handler.
  package var maximumHelperDepth: Int
  /// The most helper bodies analysed per handler.
  package var maximumFrames: Int
  /// The most tokens analysed per handler, helpers included.
  package var maximumHandlerTokens: Int
  /// How deep variables and helpers are followed inside one expression.
  package var maximumExpressionDepth: Int
  /// The most handlers reported per file.
  package var maximumHandlersPerFile: Int

  /// The defaults: 4 MiB files, 2 000 000 tokens, helpers 3 calls deep, 24 bodies and 60 000
  /// tokens per handler, expressions followed 8 steps deep, 500 handlers per file.
  package init(
    maximumFileBytes: Int = 4 << 20, maximumTokens: Int = 2_000_000, maximumHelperDepth: Int = 3,
    maximumFrames: Int = 24, maximumHandlerTokens: Int = 60_000, maximumExpressionDepth: Int = 8,
    maximumHandlersPerFile: Int = 500
  ) {
    self.maximumFileBytes = maximumFileBytes
    self.maximumTokens = maximumTokens
    self.maximumHelperDepth = maximumHelperDepth
    self.maximumFrames = maximumFrames
    self.maximumHandlerTokens = maximumHandlerTokens
    self.maximumExpressionDepth = maximumExpressionDepth
    self.maximumHandlersPerFile = maximumHandlersPerFile
  }
}
