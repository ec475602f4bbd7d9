extension LexedSource {
  /// The contents of a simple string literal (`"a"`, `@"a"`, `#"a"#`) without quotes or
  /// prefixes, escapes left as written; `nil` for other tokens and for strings with
  /// interpolations or longer than 200 bytes (keys and selectors are short).
  func stringContent(_ index: Int) -> String? {
    guard index >= 0, index < tokens.count else { return nil }
    let token = tokens[index]
    guard token.kind == .string, token.length <= 200 else { return nil }
    var start = Int(token.start)
    var end = Int(token.end)
    if bytes[start] == UInt8(ascii: "@") { start += 1 }
    var hashes = 0
    while start < end, bytes[start] == UInt8(ascii: "#") {
      start += 1
      hashes += 1
    }
    guard start < end, bytes[start] == UInt8(ascii: "\"") else { return nil }
    start += 1
    while hashes > 0, end > start, bytes[end - 1] == UInt8(ascii: "#") {
      end -= 1
      hashes -= 1
    }
    if end > start, bytes[end - 1] == UInt8(ascii: "\"") { end -= 1 }
    let body = bytes[start..<end]
    if body.contains(UInt8(ascii: "\\")) && body.contains(UInt8(ascii: "(")) { return nil }
    return String(decoding: body, as: UTF8.self)
  }

  /// The value of a numeric literal (decimal, `0x`, `0b`, `0o`, `_` separators, C suffixes
  /// `f`, `L`, `U` dropped); `nil` for other tokens or text that is not a finite number.
  func numberValue(_ index: Int) -> Double? {
    guard index >= 0, index < tokens.count, tokens[index].kind == .number else { return nil }
    var text = String(text(index).filter { $0 != "_" }).lowercased()
    for prefix in [("0x", 16), ("0b", 2), ("0o", 8)] where text.hasPrefix(prefix.0) {
      let digits = text.dropFirst(2).prefix { $0.isHexDigit }
      guard let value = UInt64(digits, radix: prefix.1) else { return nil }
      return Double(value)
    }
    while let last = text.last, "fluf".contains(last), !text.hasSuffix("e") { text.removeLast() }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// Whether token `index`'s bytes contain `needle` (lower-case ASCII), ignoring ASCII case:
  /// a test without allocating a string.
  func tokenContains(_ index: Int, _ needle: StaticString) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    let count = needle.utf8CodeUnitCount
    let pattern = needle.utf8Start
    let start = Int(token.start)
    let end = Int(token.end)
    guard end - start >= count else { return false }
    var offset = start
    while offset + count <= end {
      var k = 0
      while k < count, bytes[offset + k] | 0x20 == pattern[k] { k += 1 }
      if k == count { return true }
      offset += 1
    }
    return false
  }

  /// The 1-based line and column of byte `offset`; the column counts Unicode scalars from the
  /// start of the line (ASCII code has byte = character columns).
  func lineAndColumn(ofByte offset: Int) -> (line: Int, column: Int) {
    let clamped = max(0, min(offset, bytes.count))
    var lineStart = clamped
    while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
    var line = 1
    for byte in bytes[..<lineStart] where byte == 0x0A { line += 1 }
    var column = 1
    for byte in bytes[lineStart..<clamped] where byte & 0xC0 != 0x80 { column += 1 }
    return (line, column)
  }

  /// The line and column just past token `index` (its last scalar's column plus one).
  func endPosition(of index: Int) -> SourcePosition {
    let start = position(of: index)
    let token = tokens[max(0, min(index, tokens.count - 1))]
    var scalars = 0
    for byte in bytes[Int(token.start)..<Int(token.end)] where byte & 0xC0 != 0x80 { scalars += 1 }
    return SourcePosition(line: start.line, column: start.column + scalars)
  }

  /// The line and column of token `index`.
  func position(of index: Int) -> SourcePosition {
    let token = tokens[max(0, min(index, tokens.count - 1))]
    var lineStart = Int(token.start)
    while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
    var column = 1
    for byte in bytes[lineStart..<Int(token.start)] where byte & 0xC0 != 0x80 { column += 1 }
    return SourcePosition(line: Int(token.line), column: column)
  }
}
