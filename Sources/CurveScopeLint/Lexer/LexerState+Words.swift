/// The lexer's character tests, and the tokens it reads without looking back: identifiers,
/// operators and numbers.
extension LexerState {
  @inline(__always) func isDigit(_ c: UInt8) -> Bool {
    c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
  }

  /// Letters, `_`, `$` and any byte of a multi-byte character; with digits for
  /// ``isIdentifierContinue(_:)``. One bit per ASCII byte: bytes 0…63 in the first word,
  /// 64…127 in the second.
  @inline(__always) func isIdentifierStart(_ c: UInt8) -> Bool {
    // `$` (36); `A`…`Z` (65…90), `_` (95), `a`…`z` (97…122).
    let bits: UInt64 = c < 64 ? 0x0000_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
    return c >= 0x80 || (bits >> UInt64(c & 63)) & 1 != 0
  }

  @inline(__always) func isIdentifierContinue(_ c: UInt8) -> Bool {
    // As above, with `0`…`9` (48…57).
    let bits: UInt64 = c < 64 ? 0x03FF_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
    return c >= 0x80 || (bits >> UInt64(c & 63)) & 1 != 0
  }

  @inline(__always) func isOperatorCharacter(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
      UInt8(ascii: "?"), UInt8(ascii: "/"):
      return true
    default:
      return false
    }
  }

  /// Skips an identifier and returns its FNV-1a hash.
  @inline(__always)
  mutating func skipIdentifier() -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    while i < n {
      let c = p[i]
      guard isIdentifierContinue(c) else { break }
      hash = (hash ^ UInt32(c)) &* 16_777_619
      i += 1
    }
    return hash
  }

  mutating func lexBacktickIdentifier(start: Int, line startLine: Int32) {
    i += 1
    let nameStart = i
    while i < n, p[i] != UInt8(ascii: "`"), p[i] != 0x0A { i += 1 }
    let nameEnd = i
    let hash = IdentifierName.fnv1a(p[nameStart..<nameEnd])
    if i < n, p[i] == UInt8(ascii: "`") { i += 1 }
    emitName(
      .identifier, from: start, line: startLine, nameStart: nameStart, nameEnd: nameEnd, hash: hash)
  }

  /// A run of operator characters, stopping before a comment opener.
  mutating func lexOperator(start: Int, line startLine: Int32) {
    i += 1
    while i < n, isOperatorCharacter(p[i]) {
      if p[i] == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "/") || byte(i + 1) == 0x2A {
        break
      }
      i += 1
    }
    emit(.operator, from: start, line: startLine)
  }

  /// A number as written: digits, letters (hex digits, suffixes, exponents), `_`, a `.`
  /// followed by a digit, and a sign after an exponent letter.
  mutating func skipNumber() {
    let isHex = p[i] == UInt8(ascii: "0") && (byte(i + 1) | 0x20) == UInt8(ascii: "x")
    i += 1
    while i < n {
      let c = p[i]
      if isIdentifierContinue(c) && c < 0x80 && c != UInt8(ascii: "$") {
        i += 1
        let lower = c | 0x20
        let exponent = isHex ? lower == UInt8(ascii: "p") : lower == UInt8(ascii: "e")
        if exponent, byte(i) == UInt8(ascii: "+") || byte(i) == UInt8(ascii: "-") { i += 1 }
      } else if c == UInt8(ascii: "."), isDigit(byte(i + 1)) {
        i += 1
      } else {
        break
      }
    }
  }
}
