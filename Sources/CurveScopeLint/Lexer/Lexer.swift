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
  /// Where names are numbered.
  let names: NameTable

  /// The tokens of `bytes`, and whether lexing stopped at the token limit.
  ///
  /// Tokens are written straight into the array's storage: first into room for one token per
  /// three bytes (Swift and Objective-C average four to six), and only when a denser file
  /// fills that, again into room for the most tokens a file can hold: every token but a
  /// `#define`'s end takes at least one byte, and each of those ends but the last takes a line
  /// feed that is in no token, so a file holds at most one token more than it has bytes (the
  /// third room is only a safeguard).
  func tokens(of bytes: [UInt8]) -> (tokens: [Token], truncated: Bool) {
    for room in [bytes.count / 3 + 16, bytes.count + 2, bytes.count * 2 + 2] {
      if let made = lex(bytes, capacity: min(tokenLimit, room)) { return made }
    }
    return ([], true)
  }

  /// The tokens of `bytes` lexed into an array with room for `capacity` tokens; `nil` when
  /// they do not fit.
  private func lex(_ bytes: [UInt8], capacity: Int) -> (tokens: [Token], truncated: Bool)? {
    var truncated = false
    var overflowed = false
    let room = max(1, capacity)
    let tokens = bytes.withUnsafeBufferPointer { buffer in
      [Token](unsafeUninitializedCapacity: room) { storage, initialized in
        initialized = 0
        guard let base = storage.baseAddress else {
          overflowed = true
          return
        }
        var state = LexerState(
          bytes: buffer, language: language, tokenLimit: tokenLimit, names: names, into: base,
          capacity: room)
        CharacterClass.table.withUnsafeBufferPointer { table in
          if let classes = table.baseAddress { state.run(classes) }
        }
        initialized = state.count
        truncated = state.truncated
        overflowed = state.overflowed
      }
    }
    return overflowed ? nil : (tokens, truncated)
  }
}

/// The lexer's moving parts, over a byte buffer that outlives it.
struct LexerState {
  let p: UnsafeBufferPointer<UInt8>
  let n: Int
  let isSwift: Bool
  let tokenLimit: Int
  /// The run's names (kept alive by the ``Lexer``'s table while lexing).
  let nameState: UnsafeMutablePointer<NameTableState>
  var i = 0
  var line: Int32 = 1
  /// Whether only whitespace has been seen since the last newline (for preprocessor lines).
  var atLineStart = true
  /// The tokens made so far: `count` of them, in room for `capacity` that the ``Lexer`` owns
  /// (writing a token is a store, not an array append).
  let tokens: UnsafeMutablePointer<Token>
  var count = 0
  let capacity: Int
  var truncated = false
  /// Whether the room ran out (lexing stopped there; the ``Lexer`` lexes again with more).
  var overflowed = false
  /// The nesting of the Swift string being skipped, kept between strings so that its storage
  /// is reused.
  var stringFrames: [StringFrame] = []

  init(
    bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, tokenLimit: Int,
    names: NameTable, into tokens: UnsafeMutablePointer<Token>, capacity: Int
  ) {
    p = bytes
    nameState = names.state
    n = bytes.count
    isSwift = language == .swift
    self.tokenLimit = tokenLimit
    self.tokens = tokens
    self.capacity = capacity
  }

  /// Appends `token`; when the room is full, stops lexing instead.
  @inline(__always)
  mutating func append(_ token: Token) {
    guard count < capacity else {
      overflowed = true
      i = n
      return
    }
    (tokens + count).initialize(to: token)
    count += 1
  }

  /// The head of the last token, `nil` when there is none.
  var lastHead: UInt8? { count > 0 ? tokens[count - 1].head : nil }

  @inline(__always) func byte(_ index: Int) -> UInt8 { index < n ? p[index] : 0 }

  @inline(__always)
  mutating func emit(_ kind: TokenKind, from start: Int, line startLine: Int32) {
    guard count < tokenLimit else {
      truncated = true
      i = n
      return
    }
    append(
      Token(
        kind: kind, head: p[start], start: Int32(start), end: Int32(i), line: startLine,
        hash: 0))
  }

  /// Emits a name token whose name is `bytes[nameStart..<nameEnd]`, with hash `hash`.
  @inline(__always)
  mutating func emitName(
    _ kind: TokenKind, from start: Int, line startLine: Int32, nameStart: Int, nameEnd: Int,
    hash: UInt32
  ) {
    guard count < tokenLimit else {
      truncated = true
      i = n
      return
    }
    let name = nameState.pointee.intern(p, from: nameStart, to: nameEnd, hash: hash)
    append(
      Token(
        kind: kind, head: p[start], start: Int32(start), end: Int32(i), line: startLine,
        hash: hash, name: name))
  }

  /// Lexes the whole buffer, classing bytes with `table` (``CharacterClass/table``).
  mutating func run(_ table: UnsafePointer<UInt8>) {
    guard let base = p.baseAddress else { return }
    while i < n {
      let c = p[i]
      let kind = table[Int(c)] & CharacterClass.classBits
      if kind == CharacterClass.blank {
        i += 1
        // A run of spaces (indentation), eight at a time.
        while i + 8 <= n,
          UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
        {
          i += 8
        }
        continue
      }
      if kind == CharacterClass.nameStart {
        atLineStart = false
        let start = i
        var hash: UInt32 = 2_166_136_261
        // A local cursor: kept in a register, not stored back on every byte.
        var end = i
        while end < n {
          let byte = p[end]
          guard table[Int(byte)] & CharacterClass.continuesName != 0 else { break }
          hash = (hash ^ UInt32(byte)) &* 16_777_619
          end += 1
        }
        i = end
        emitName(.identifier, from: start, line: line, nameStart: start, nameEnd: i, hash: hash)
        continue
      }
      if kind == CharacterClass.lineFeed {
        line += 1
        i += 1
        atLineStart = true
        if inDefine, lastHead != UInt8(ascii: "\\") {
          inDefine = false
          emitDirectiveEnd()
        }
        continue
      }
      let lineStart = atLineStart
      atLineStart = false
      let start = i
      switch kind {
      case CharacterClass.digit:
        skipNumber()
        emit(.number, from: start, line: line)
      case CharacterClass.operatorCharacter:
        lexOperator(start: start, line: line)
      case CharacterClass.special:
        lexSpecial(c, start: start, atLineStart: lineStart)
      default:
        i += 1
        emit(.punctuation, from: start, line: line)
      }
    }
    if inDefine {
      inDefine = false
      emitDirectiveEnd()
    }
  }

  /// A token starting with `/`, `"`, `#`, `@`, `'`, `` ` `` or `.`: a comment (skipped), an
  /// operator, a string, a character, a keyword, a number, or punctuation.
  private mutating func lexSpecial(_ c: UInt8, start: Int, atLineStart lineStart: Bool) {
    let startLine = line
    switch c {
    case UInt8(ascii: "/"):
      let next = byte(i + 1)
      if next == UInt8(ascii: "/") {
        skipLineComment()
        atLineStart = lineStart
        return
      }
      if next == UInt8(ascii: "*") {
        skipBlockComment()
        atLineStart = lineStart
        return
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
    case UInt8(ascii: ".") where !isSwift && isDigit(byte(i + 1)):
      skipNumber()
      emit(.number, from: start, line: startLine)
    case UInt8(ascii: ".") where byte(i + 1) == UInt8(ascii: "."):
      // `...` and `..<`.
      i += 2
      while i < n, p[i] == UInt8(ascii: ".") || p[i] == UInt8(ascii: "<") { i += 1 }
      emit(.operator, from: start, line: startLine)
    default:
      i += 1
      emit(.punctuation, from: start, line: startLine)
    }
  }

  /// Whether an Objective-C `#define` line is open (its tokens are being emitted).
  var inDefine = false

  mutating func emitDirectiveEnd() {
    guard count < tokenLimit else {
      truncated = true
      i = n
      return
    }
    let offset = Int32(min(i, n))
    append(
      Token(kind: .directiveEnd, head: 0, start: offset, end: offset, line: line, hash: 0))
  }
}
