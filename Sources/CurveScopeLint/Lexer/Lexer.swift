/// A tolerant lexer for Swift and Objective-C: it splits a file into ``Token``s, skipping
/// comments (nested `/* /* */ */` in Swift), whitespace and preprocessor lines, and keeping
/// string literals whole (interpolations `\(…)` nested to any depth, raw `#"…"#`, multi-line
/// `"""`, `@"…"`).
///
/// It never fails: an unterminated string or comment ends at the end of its line or file, and
/// any unknown byte becomes a punctuation token. Work is linear in the file size; the number of
/// tokens is bounded by `tokenLimit` (lexing stops there and reports it).
struct Lexer {
  /// The language's rules.
  let language: SourceLanguage
  /// The most tokens kept; lexing stops when it is reached.
  let tokenLimit: Int

  /// The tokens of `bytes`, and whether lexing stopped at the token limit.
  func tokens(of bytes: [UInt8]) -> (tokens: [Token], truncated: Bool) {
    bytes.withUnsafeBufferPointer { buffer in
      var state = LexerState(bytes: buffer, language: language, tokenLimit: tokenLimit)
      state.run()
      return (state.tokens, state.truncated)
    }
  }
}

/// The lexer's moving parts, over a byte buffer that outlives it.
struct LexerState {
  let p: UnsafeBufferPointer<UInt8>
  let n: Int
  let isSwift: Bool
  let tokenLimit: Int
  var i = 0
  var line: Int32 = 1
  /// Whether only whitespace has been seen since the last newline (for preprocessor lines).
  var atLineStart = true
  var tokens: [Token] = []
  var truncated = false

  init(bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, tokenLimit: Int) {
    p = bytes
    n = bytes.count
    isSwift = language == .swift
    self.tokenLimit = tokenLimit
    tokens.reserveCapacity(min(tokenLimit, bytes.count / 5 + 16))
  }

  @inline(__always) func byte(_ index: Int) -> UInt8 { index < n ? p[index] : 0 }

  @inline(__always)
  mutating func emit(_ kind: TokenKind, from start: Int, line startLine: Int32, hash: UInt32 = 0) {
    guard tokens.count < tokenLimit else {
      truncated = true
      i = n
      return
    }
    tokens.append(
      Token(
        kind: kind, head: p[start], start: Int32(start), end: Int32(i), line: startLine,
        hash: hash))
  }

  mutating func run() {
    while i < n {
      let c = p[i]
      if c == 0x0A {
        line += 1
        i += 1
        atLineStart = true
        if inDefine, tokens.last?.head != UInt8(ascii: "\\") {
          inDefine = false
          emitDirectiveEnd()
        }
        continue
      }
      if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0C || c == 0x0B {
        i += 1
        continue
      }
      let lineStart = atLineStart
      atLineStart = false
      let startLine = line
      let start = i
      switch c {
      case UInt8(ascii: "/"):
        let next = byte(i + 1)
        if next == UInt8(ascii: "/") {
          skipLineComment()
          atLineStart = lineStart
          continue
        }
        if next == UInt8(ascii: "*") {
          skipBlockComment()
          atLineStart = lineStart
          continue
        }
        lexOperator(start: start, line: startLine)
      case UInt8(ascii: "\""):
        if isSwift { skipSwiftString(hashes: 0) } else { skipCString() }
        emit(.string, from: start, line: startLine)
      case UInt8(ascii: "#"):
        lexPound(start: start, line: startLine, atLineStart: lineStart)
      case UInt8(ascii: "@"):
        lexAt(start: start, line: startLine)
      case UInt8(ascii: "'"):
        if isSwift {
          i += 1
          emit(.punctuation, from: start, line: startLine)
        } else {
          skipCharacterLiteral()
          emit(.character, from: start, line: startLine)
        }
      case UInt8(ascii: "`") where isSwift:
        lexBacktickIdentifier(start: start, line: startLine)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        skipNumber()
        emit(.number, from: start, line: startLine)
      case UInt8(ascii: ".") where !isSwift && isDigit(byte(i + 1)):
        skipNumber()
        emit(.number, from: start, line: startLine)
      case UInt8(ascii: ".") where byte(i + 1) == UInt8(ascii: "."):
        // `...` and `..<`.
        i += 2
        while i < n, p[i] == UInt8(ascii: ".") || p[i] == UInt8(ascii: "<") { i += 1 }
        emit(.operator, from: start, line: startLine)
      default:
        if isIdentifierStart(c) {
          let hash = skipIdentifier()
          emit(.identifier, from: start, line: startLine, hash: hash)
        } else if isOperatorCharacter(c) {
          lexOperator(start: start, line: startLine)
        } else {
          i += 1
          emit(.punctuation, from: start, line: startLine)
        }
      }
    }
    if inDefine {
      inDefine = false
      emitDirectiveEnd()
    }
  }

  /// Whether an Objective-C `#define` line is open (its tokens are being emitted).
  var inDefine = false

  mutating func emitDirectiveEnd() {
    guard tokens.count < tokenLimit else {
      truncated = true
      i = n
      return
    }
    let offset = Int32(min(i, n))
    tokens.append(
      Token(kind: .directiveEnd, head: 0, start: offset, end: offset, line: line, hash: 0))
  }

  @inline(__always) func isDigit(_ c: UInt8) -> Bool {
    c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
  }

  @inline(__always) func isIdentifierStart(_ c: UInt8) -> Bool {
    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
      || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
      || c == UInt8(ascii: "$") || c >= 0x80
  }

  @inline(__always) func isIdentifierContinue(_ c: UInt8) -> Bool {
    isIdentifierStart(c) || isDigit(c)
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
    let hash = IdentifierName.fnv1a(Array(p[nameStart..<i])[...])
    if i < n, p[i] == UInt8(ascii: "`") { i += 1 }
    emit(.identifier, from: start, line: startLine, hash: hash)
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
