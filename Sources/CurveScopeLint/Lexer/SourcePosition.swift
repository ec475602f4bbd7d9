/// A place in a source file, 1-based.
public struct SourcePosition: Sendable, Hashable, Comparable {
  /// The line.
  public var line: Int
  /// The column, in Unicode scalars from the start of the line.
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Line order, then column order.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
