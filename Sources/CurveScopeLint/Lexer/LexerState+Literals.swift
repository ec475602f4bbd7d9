extension LexerState {
  /// Skips `//…` up to (not including) the newline.
  mutating func skipLineComment() {
    if let base = p.baseAddress {
      // Eight bytes at a time while none is a line feed.
      while i + 8 <= n {
        let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
        if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
        i += 8
      }
    }
    while i < n, p[i] != 0x0A { i += 1 }
  }

  /// Skips `/* … */`; nested in Swift, flat in Objective-C; to the end of the file when
  /// unterminated.
  mutating func skipBlockComment() {
    i += 2
    var depth = 1
    while i < n {
      let c = p[i]
      if c == 0x0A {
        line += 1
      } else if c == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
        i += 2
        depth -= 1
        if depth == 0 { return }
        continue
      } else if isSwift, c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
        i += 2
        depth += 1
        continue
      }
      i += 1
    }
  }

  /// Skips a C or Objective-C string `"…"` from its opening quote: escapes, ending at the
  /// closing quote or, unterminated, before the newline.
  mutating func skipCString() {
    i += 1
    while i < n {
      let c = p[i]
      if c == UInt8(ascii: "\"") {
        i += 1
        return
      }
      if c == 0x0A { return }
      if c == UInt8(ascii: "\\") {
        if byte(i + 1) == 0x0A { line += 1 }
        i += 2
        continue
      }
      i += 1
    }
    i = min(i, n)
  }

  /// Skips `'a'`, `'\n'`; unterminated, before the newline.
  mutating func skipCharacterLiteral() {
    i += 1
    while i < n {
      let c = p[i]
      if c == UInt8(ascii: "'") {
        i += 1
        return
      }
      if c == 0x0A { return }
      i += c == UInt8(ascii: "\\") ? 2 : 1
    }
    i = min(i, n)
  }

  /// `#` in Swift: a raw string `#"…"#`, a regex `#/…/#`, a pound keyword `#selector`, or
  /// punctuation. In Objective-C at the start of a line: a preprocessor line.
  mutating func lexPound(start: Int, line startLine: Int32, atLineStart: Bool) {
    if !isSwift {
      if atLineStart {
        lexPreprocessorLine(start: start, line: startLine)
      } else {
        i += 1
        emit(.punctuation, from: start, line: startLine)
      }
      return
    }
    var hashes = 0
    while byte(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
    let after = byte(i + hashes)
    if after == UInt8(ascii: "\"") {
      i += hashes
      skipSwiftString(hashes: hashes)
      emit(.string, from: start, line: startLine)
    } else if after == UInt8(ascii: "/") {
      i += hashes + 1
      skipRegex(hashes: hashes)
      emit(.regex, from: start, line: startLine)
    } else if hashes == 1, isIdentifierStart(after) {
      i += 1
      let hash = skipIdentifier()
      emitName(
        .poundKeyword, from: start, line: startLine, nameStart: start + 1, nameEnd: i, hash: hash)
    } else {
      i += 1
      emit(.punctuation, from: start, line: startLine)
    }
  }

  /// Skips a regex literal body up to `/` followed by `hashes` `#`s.
  mutating func skipRegex(hashes: Int) {
    while i < n {
      let c = p[i]
      if c == UInt8(ascii: "\\") {
        i += 2
        continue
      }
      if c == 0x0A {
        if hashes == 0 { return }
        line += 1
      }
      if c == UInt8(ascii: "/"), closes(at: i + 1, hashes: hashes) {
        i += 1 + hashes
        return
      }
      i += 1
    }
    i = min(i, n)
  }

  /// Whether `hashes` `#` characters start at `index`.
  @inline(__always) func closes(at index: Int, hashes: Int) -> Bool {
    var k = 0
    while k < hashes {
      if byte(index + k) != UInt8(ascii: "#") { return false }
      k += 1
    }
    return true
  }

  /// An Objective-C preprocessor line. `#define` keeps its tokens (macros name durations and
  /// heights) and ends with a ``TokenKind/directiveEnd``; any other directive is one token up
  /// to the end of the line, so `#import <a/b.h>` and `#pragma mark - Keyboard's` lex cleanly.
  mutating func lexPreprocessorLine(start: Int, line startLine: Int32) {
    var k = i + 1
    while k < n, p[k] == 0x20 || p[k] == 0x09 { k += 1 }
    let nameStart = k
    while k < n, isIdentifierContinue(p[k]) { k += 1 }
    let isDefine = k - nameStart == 6 && Array(p[nameStart..<k]) == Array("define".utf8)
    if isDefine {
      i = k
      emit(.define, from: start, line: startLine)
      inDefine = true
      return
    }
    while i < n {
      let c = p[i]
      if c == 0x0A {
        if i > 0, p[i - 1] == UInt8(ascii: "\\") {
          line += 1
          i += 1
          continue
        }
        break
      }
      if c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
        skipBlockComment()
        continue
      }
      if c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "/") { break }
      i += 1
    }
    emit(.directive, from: start, line: startLine)
  }

  /// `@` in either language: `@"…"` (Objective-C string), `@name` (attribute or Objective-C
  /// keyword), or punctuation (`@[`, `@{`, `@(`).
  mutating func lexAt(start: Int, line startLine: Int32) {
    let next = byte(i + 1)
    if !isSwift, next == UInt8(ascii: "\"") {
      i += 1
      skipCString()
      emit(.string, from: start, line: startLine)
    } else if isIdentifierStart(next) {
      i += 1
      let hash = skipIdentifier()
      emitName(
        .atKeyword, from: start, line: startLine, nameStart: start + 1, nameEnd: i, hash: hash)
    } else {
      i += 1
      emit(.punctuation, from: start, line: startLine)
    }
  }
}
