extension LexerState {
  /// One level of a Swift string being skipped: a literal, or an interpolation inside one.
  enum StringFrame {
    /// Inside a literal opened with `hashes` `#`s, single- or multi-line.
    case literal(hashes: Int, multiline: Bool)
    /// Inside `\(…)` with `depth` open parentheses.
    case interpolation(depth: Int)
  }

  /// The deepest nesting of strings and interpolations followed; deeper input ends the string
  /// where the limit is hit (tolerant, and no unbounded memory).
  static let maximumStringNesting = 256

  /// Skips a Swift string literal from its first `"` (after any `#`s, counted in `hashes`):
  /// escapes `\`, `\#…` in raw strings, interpolations `\(…)` holding nested strings,
  /// comments and parentheses, multi-line `"""`. A single-line string ends at its line's end
  /// when unterminated.
  mutating func skipSwiftString(hashes: Int) {
    if hashes == 0, byte(i + 1) != UInt8(ascii: "\"") {
      // Most strings: one line, no escape, no interpolation. Read to the closing quote; at a
      // backslash or a line end, read again with the rules below.
      var k = i + 1
      while k < n {
        let c = p[k]
        if c == UInt8(ascii: "\"") {
          i = k + 1
          return
        }
        if c == UInt8(ascii: "\\") || c == 0x0A { break }
        k += 1
      }
      if k >= n {
        i = n
        return
      }
    }
    // The stack of the file's earlier strings, emptied: one allocation per file, not per
    // string.
    var stack: [StringFrame] = []
    swap(&stack, &stringFrames)
    stack.removeAll(keepingCapacity: true)
    defer { swap(&stack, &stringFrames) }
    openLiteral(hashes: hashes, into: &stack)
    while i < n, let top = stack.last {
      switch top {
      case .literal(let hashes, let multiline):
        stepLiteral(hashes: hashes, multiline: multiline, stack: &stack)
      case .interpolation(let depth):
        stepInterpolation(depth: depth, stack: &stack)
      }
      if stack.count > Self.maximumStringNesting { return }
    }
    i = min(i, n)
  }

  /// Pushes a literal opening at `i` (a `"` or `"""`) and moves past its quotes.
  private mutating func openLiteral(hashes: Int, into stack: inout [StringFrame]) {
    let multiline = byte(i + 1) == UInt8(ascii: "\"") && byte(i + 2) == UInt8(ascii: "\"")
    i += multiline ? 3 : 1
    stack.append(.literal(hashes: hashes, multiline: multiline))
  }

  private mutating func stepLiteral(hashes: Int, multiline: Bool, stack: inout [StringFrame]) {
    let c = p[i]
    if c == UInt8(ascii: "\\"), closes(at: i + 1, hashes: hashes) {
      let escaped = i + 1 + hashes
      if byte(escaped) == UInt8(ascii: "(") {
        i = escaped + 1
        stack.append(.interpolation(depth: 1))
        return
      }
      if byte(escaped) == 0x0A { line += 1 }
      i = min(escaped + 1, n)
      return
    }
    if c == UInt8(ascii: "\"") {
      let quotes = multiline ? 3 : 1
      if !multiline || (byte(i + 1) == c && byte(i + 2) == c),
        closes(at: i + quotes, hashes: hashes)
      {
        i += quotes + hashes
        stack.removeLast()
        return
      }
      i += 1
      return
    }
    if c == 0x0A {
      if !multiline {
        stack.removeAll()
        return
      }
      line += 1
    }
    i += 1
  }

  private mutating func stepInterpolation(depth: Int, stack: inout [StringFrame]) {
    let c = p[i]
    switch c {
    case UInt8(ascii: "("):
      stack[stack.count - 1] = .interpolation(depth: depth + 1)
      i += 1
    case UInt8(ascii: ")"):
      i += 1
      if depth == 1 {
        stack.removeLast()
      } else {
        stack[stack.count - 1] = .interpolation(depth: depth - 1)
      }
    case UInt8(ascii: "\""):
      openLiteral(hashes: 0, into: &stack)
    case UInt8(ascii: "#"):
      var hashes = 0
      while byte(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
      if byte(i + hashes) == UInt8(ascii: "\"") {
        i += hashes
        openLiteral(hashes: hashes, into: &stack)
      } else {
        i += hashes
      }
    case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "/"):
      skipLineComment()
    case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "*"):
      skipBlockComment()
    case 0x0A:
      if stack.count >= 2, case .literal(_, multiline: false) = stack[stack.count - 2] {
        stack.removeAll()
        return
      }
      line += 1
      i += 1
    default:
      i += 1
    }
  }
}
