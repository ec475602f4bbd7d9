/// A strict JSON reader (RFC 8259) with bounded nesting, producing ``JSONValue``.
///
/// Written for files users hand in (scenarios, strategies, baselines): it runs in linear time,
/// refuses nesting deeper than ``maximumDepth`` before recursing further, and reports the line and
/// column of the first problem. Object keys keep their order; a duplicate key is an error because
/// a silently dropped value is worse than a message.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted (default 64).
  package var maximumDepth: Int

  /// Creates a parser.
  package init(maximumDepth: Int = 64) {
    self.maximumDepth = maximumDepth
  }

  /// Parses one JSON document from UTF-8 bytes (a leading byte-order mark is skipped).
  /// - Throws: ``JSONParseError`` naming the line and column.
  package func parse(_ bytes: some Collection<UInt8>) throws -> JSONValue {
    var scanner = JSONScanner(bytes: Array(bytes), maximumDepth: maximumDepth)
    return try scanner.parseDocument()
  }

  /// Parses one JSON document from text.
  package func parse(_ text: String) throws -> JSONValue {
    try parse(Array(text.utf8))
  }
}
