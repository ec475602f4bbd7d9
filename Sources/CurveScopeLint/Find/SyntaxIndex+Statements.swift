/// Reads statements and expressions of a lexed file from its tokens and bracket pairs: where
/// an expression ends, whether a line continues the previous one, what value a name is given.
struct DefinitionReader {
  /// The tokens.
  let source: LexedSource
  /// Their bracket pairs.
  let brackets: BracketPairs

  /// The number of tokens.
  var count: Int { source.count }

  /// The index after the closing partner of bracket `index` (or `index + 1` when it has none).
  @inline(__always)
  func after(_ index: Int) -> Int {
    (brackets.match(index) ?? index) + 1
  }

  /// The index just past the end of the expression or statement that starts at `start`: the
  /// first top-level `;`, `,`, closing bracket, or token on a later line that cannot continue
  /// the expression (Swift), bounded by `limit`.
  func expressionEnd(from start: Int, limit: Int, braceEnds: Bool = false) -> Int {
    var index = start
    let end = min(limit, count)
    while index < end {
      let token = source.tokens[index]
      if token.kind == .punctuation {
        switch token.head {
        case UInt8(ascii: "("), UInt8(ascii: "["):
          index = after(index)
          continue
        case UInt8(ascii: "{"):
          if !braceEnds, index > start, continuesLine(index) {
            index = after(index)
            continue
          }
          return index
        case 0x3B, UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          return index
        default: break
        }
      }
      if token.kind == .directiveEnd { return index }
      if source.language == .swift, index > start,
        source.isIdentifier(index, Names.else) || !continuesLine(index)
      {
        return index
      }
      index += 1
    }
    return end
  }

  /// Whether token `index` continues the expression of the previous token (same line, or a
  /// leading `.`/operator, or a trailing operator or `,` before it).
  func continuesLine(_ index: Int) -> Bool {
    guard index > 0 else { return false }
    let token = source.tokens[index]
    let previous = source.tokens[index - 1]
    if token.line == previous.line { return true }
    if token.kind == .operator || (token.kind == .punctuation && token.head == UInt8(ascii: ".")) {
      return true
    }
    if previous.kind == .operator { return true }
    if previous.kind == .punctuation,
      previous.head == UInt8(ascii: ",") || previous.head == UInt8(ascii: "(")
        || previous.head == 0x5B || previous.head == UInt8(ascii: ":")
    {
      return true
    }
    return false
  }

  /// The value bound to the identifier at `index`, if the identifier is being defined or
  /// assigned there.
  func boundValue(at index: Int, scopeEnd: Int) -> Range<Int>? {
    if index > 0, source.tokens[index - 1].kind == .define {
      var end = index + 1
      while end < count, source.tokens[end].kind != .directiveEnd { end += 1 }
      return (index + 1)..<end
    }
    var next = index + 1
    if source.isSymbol(index - 1, "^"), source.isPunctuation(next, 0x29) {
      // `void (^name)(BOOL) = ^{ … }`: skip `)` and the parameter list.
      next += 1
      if source.isPunctuation(next, UInt8(ascii: "(")) { next = after(next) }
    }
    if source.isPunctuation(next, UInt8(ascii: ":")), source.language == .swift {
      // `let x: Type = value`: skip the type.
      next += 1
      while next < count, !source.isSymbol(next, "="), !startsLineAfter(next, index) {
        if source.tokens[next].kind == .punctuation,
          source.tokens[next].head == UInt8(ascii: "(") || source.tokens[next].head == 0x5B
        {
          next = after(next)
          continue
        }
        if source.isPunctuation(next, UInt8(ascii: "{")) || source.isPunctuation(next, 0x2C) {
          return nil
        }
        next += 1
      }
    }
    if source.isSymbol(next, "=") || source.isSymbol(next, "|=") {
      if index > 0, source.isPunctuation(index - 1, UInt8(ascii: ".")),
        !(index > 1 && source.isIdentifier(index - 2, Names.`self`))
      {
        return nil
      }
      let start = next + 1
      return
        start..<expressionEnd(
          from: start, limit: scopeEnd, braceEnds: isInCondition(definingAt: index))
    }
    if source.isIdentifier(next, Names.in), index > 0,
      source.isIdentifier(index - 1, Names.for) || source.isIdentifier(index - 1, Names.case)
    {
      let start = next + 1
      return start..<expressionEnd(from: start, limit: scopeEnd, braceEnds: true)
    }
    if index > 0, source.isSymbol(index - 1, "&"), index > 1,
      source.isPunctuation(index - 2, UInt8(ascii: ":"))
    {
      // `[value getValue:&name]`: the receiver holds the value.
      if let open = brackets.opener(around: index), source.isPunctuation(open, 0x5B) {
        return (open + 1)..<index
      }
    }
    return nil
  }

  /// Whether the name at `index` is bound in an `if`/`guard`/`while` condition, where a `{`
  /// ends the value.
  private func isInCondition(definingAt index: Int) -> Bool {
    var cursor = index - 1
    if source.isIdentifier(cursor, Names.let) || source.isIdentifier(cursor, Names.var) {
      cursor -= 1
    }
    if source.isIdentifier(cursor, Names.case) { cursor -= 1 }
    return source.isIdentifier(cursor, Names.if) || source.isIdentifier(cursor, Names.guard)
      || source.isIdentifier(cursor, Names.while) || source.isPunctuation(cursor, 0x2C)
  }

  private func startsLineAfter(_ index: Int, _ anchor: Int) -> Bool {
    source.tokens[index].line != source.tokens[anchor].line
  }
}

extension SyntaxIndex {
  /// Reads this file's statements.
  var reader: DefinitionReader { DefinitionReader(source: source, brackets: brackets) }

  /// The index just past the end of the expression or statement that starts at `start`
  /// (``DefinitionReader/expressionEnd(from:limit:braceEnds:)``).
  func expressionEnd(from start: Int, limit: Int, braceEnds: Bool = false) -> Int {
    reader.expressionEnd(from: start, limit: limit, braceEnds: braceEnds)
  }

  /// Whether token `index` continues the expression of the previous token.
  func continuesLine(_ index: Int) -> Bool { reader.continuesLine(index) }

  /// The value bound to the identifier at `index`, if it is being defined or assigned there.
  func boundValue(at index: Int, scopeEnd: Int) -> Range<Int>? {
    reader.boundValue(at: index, scopeEnd: scopeEnd)
  }
}
