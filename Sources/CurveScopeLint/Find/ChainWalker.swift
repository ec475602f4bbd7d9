/// Follows a Combine or reactive chain from the call that creates the publisher to the end of
/// the expression that consumes it: `.map { … }.sink { … }`, out of `Publishers.Merge(…)` or
/// `onReceive(…) { … }`, and through a variable it is stored in.
struct ChainWalker {
  let index: SyntaxIndex
  var source: LexedSource { index.source }

  /// How many enclosing calls a chain may climb out of, and how many variable hops it follows.
  static let maximumClimbs = 4

  /// The token range of the chain consuming the publisher created at `call` (an identifier
  /// followed by `(`): from `call` or, through a variable, from the variable's use.
  func chain(from call: Int) -> Range<Int> {
    var start = call
    var cursor = call
    var end = walk(from: index.after(call + 1) - 1)
    var hops = 0
    while !hasSubscriber(start...end), hops < Self.maximumClimbs {
      hops += 1
      if let open = index.brackets.opener(around: cursor), source.isPunctuation(open, 0x28),
        open > 0, source.tokens[open - 1].kind == .identifier
      {
        cursor = open
        end = walk(from: index.after(open) - 1)
        continue
      }
      guard let use = laterUse(ofVariableHolding: cursor) else { break }
      start = use
      cursor = use
      end = walk(from: use)
    }
    return start..<(end + 1)
  }

  /// The last token of the chain: `end` is the last token consumed so far.
  private func walk(from last: Int) -> Int {
    var end = last
    var steps = 0
    while steps < 200 {
      steps += 1
      var next = end + 1
      guard next < index.count else { break }
      if source.isSymbol(next, "?") || source.isSymbol(next, "!") { next += 1 }
      if source.isPunctuation(next, UInt8(ascii: "{")), index.continuesLine(next) {
        end = index.brackets.match(next) ?? index.count - 1
        continue
      }
      if source.isPunctuation(next, UInt8(ascii: ".")), next + 1 < index.count,
        source.tokens[next + 1].kind == .identifier
      {
        end = next + 1
        if source.isPunctuation(end + 1, UInt8(ascii: "(")) {
          end = index.brackets.match(end + 1) ?? index.count - 1
        }
        continue
      }
      break
    }
    return min(end, index.count - 1)
  }

  /// Whether a subscriber (`sink`, `subscribe`, `onReceive`, …) appears in `range`.
  private func hasSubscriber(_ range: ClosedRange<Int>) -> Bool {
    for position in range where source.tokens[position].kind == .identifier {
      if RegistrationFinder.subscribers.contains(source.name(position)) { return true }
    }
    return false
  }

  /// For a chain stored in a variable (`let willShow = center.publisher(for: …)`), the next
  /// use of the variable after the statement.
  private func laterUse(ofVariableHolding position: Int) -> Int? {
    var back = position
    var steps = 0
    while back > 1, steps < 60 {
      back -= 1
      steps += 1
      if source.isSymbol(back, "=") {
        guard source.tokens[back - 1].kind == .identifier else { return nil }
        let name = IdentifierName(source.name(back - 1))
        let definition = back - 1
        var cursor = index.expressionEnd(from: back + 1, limit: index.count)
        while cursor < index.count {
          if cursor != definition, source.isIdentifier(cursor, name),
            !source.isSymbol(cursor + 1, "=")
          {
            return cursor
          }
          cursor += 1
        }
        return nil
      }
      if source.isPunctuation(back, UInt8(ascii: "{")) || source.isPunctuation(back, 0x3B)
        || source.isPunctuation(back, UInt8(ascii: "}"))
      {
        return nil
      }
    }
    return nil
  }
}
