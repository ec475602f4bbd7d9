/// A strict JSON reader (RFC 8259) with bounded nesting and size, producing ``JSONValue``.
///
/// Written for files users hand in (scenarios, strategies, baselines): it runs in linear time,
/// refuses nesting deeper than ``maximumDepth`` before recursing further, refuses a document of
/// more than ``maximumValues`` values before building the next one (so the tree it builds is
/// bounded whatever the bytes: a file of bare numbers cannot take a gigabyte before a reader
/// counts its frames), and reports the line and column of the first problem. Object keys keep their order; a duplicate key is an error because
/// a silently dropped value is worse than a message.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted (default 64).
  package var maximumDepth: Int
  /// The most values (scalars, arrays and objects, each counted once) a document may hold
  /// (default ``defaultMaximumValues``).
  package var maximumValues: Int

  /// The default bound on values: 1 048 576, far above any scenario, strategy, profile or
  /// baseline (a scenario's 10 000 events hold about 160 000); a reader of larger documents
  /// (traces) passes its own, derived from its limits.
  package static let defaultMaximumValues = 1 << 20

  /// Creates a parser.
  package init(maximumDepth: Int = 64, maximumValues: Int = defaultMaximumValues) {
    self.maximumDepth = maximumDepth
    self.maximumValues = maximumValues
  }

  /// Parses one JSON document from UTF-8 bytes (a leading byte-order mark is skipped).
  /// - Throws: ``JSONParseError`` naming the line and column.
  package func parse(_ bytes: some Collection<UInt8>) throws -> JSONValue {
    var scanner = JSONScanner(
      bytes: Array(bytes), maximumDepth: maximumDepth, maximumValues: maximumValues)
    return try scanner.parseDocument()
  }

  /// Parses one JSON document from text.
  package func parse(_ text: String) throws -> JSONValue {
    try parse(Array(text.utf8))
  }
}
