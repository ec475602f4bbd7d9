public import CurveScopeSupport
public import Testing

/// Checks the rules every ``CurveScopeError`` promises, for any conformer: a subject and a
/// problem, each non-empty and on one line, and the one-line description `subject — problem`
/// that the command line prints after `error: `.
public func checkCurveScopeError(
  _ error: some CurveScopeError, sourceLocation: SourceLocation = #_sourceLocation
) {
  let label = String(describing: type(of: error))
  for (part, text) in [("subject", error.subject), ("problem", error.problem)] {
    #expect(
      text.contains { !$0.isWhitespace }, "\(label): empty \(part)",
      sourceLocation: sourceLocation)
    #expect(
      !text.contains("\n"), "\(label): \(part) spans lines: \(text)",
      sourceLocation: sourceLocation)
  }
  #expect(
    error.description == "\(error.subject) — \(error.problem)", "\(label): \(error.description)",
    sourceLocation: sourceLocation)
}
