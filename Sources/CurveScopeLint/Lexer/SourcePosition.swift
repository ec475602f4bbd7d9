/// A place in a source file, 1-based.
package struct SourcePosition: Sendable, Hashable, Comparable {
  /// The line.
  package var line: Int
  /// The column, in Unicode scalars from the start of the line.
  package var column: Int

  /// Creates a position.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Line order, then column order.
  package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
