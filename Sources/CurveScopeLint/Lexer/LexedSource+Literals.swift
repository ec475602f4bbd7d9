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
    if let value = simpleDecimalValue(tokens[index]) { return value }
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

  /// The value of a plain decimal literal (`16`, `0.25`, `291.0`: digits with at most one `.`,
  /// 15 significant digits at most), read from its bytes; `nil` for any other spelling, left to
  /// the general reading. Exact: the digits make an integer below 2^53 and the scale a power of
  /// ten below 10^23, both exact doubles, so their quotient is the correctly rounded value, as
  /// `Double(String)` gives.
  private func simpleDecimalValue(_ token: Token) -> Double? {
    let start = Int(token.start)
    let end = Int(token.end)
    guard end - start <= 16 else { return nil }
    var mantissa: UInt64 = 0
    var fractionDigits = -1
    var offset = start
    while offset < end {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "."), fractionDigits < 0 {
        fractionDigits = 0
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
        if fractionDigits >= 0 { fractionDigits += 1 }
      } else {
        return nil
      }
      offset += 1
    }
    // `1.` is not a Swift number and `.5` is not lexed as one: leave both to the general path.
    guard bytes[start] != UInt8(ascii: "."), fractionDigits != 0 else { return nil }
    let scale = Self.powersOfTen[max(0, fractionDigits)]
    return Double(mantissa) / scale
  }

  /// 10^0 … 10^15, exact.
  private static let powersOfTen: [Double] = (0...15).map { Double(pow10($0)) }

  private static func pow10(_ exponent: Int) -> UInt64 {
    var value: UInt64 = 1
    for _ in 0..<exponent { value *= 10 }
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
