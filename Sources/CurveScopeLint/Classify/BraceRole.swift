/// What a `{` opens: a control-flow block (transparent) or a closure with a role.
enum BraceRole: Sendable, Hashable {
  /// `if`, `else`, `guard … else`, `for`, `while`, `switch`, `do`, `catch`, `defer`, `repeat`,
  /// `@autoreleasepool`, `@synchronized`: code in it runs where the block is.
  case control
  /// A closure or block that runs when and where its consumer runs it.
  case closure(Placement?)
}

/// Decides the role of each `{` from the tokens before it.
struct BraceClassifier {
  let index: SyntaxIndex
  var source: LexedSource { index.source }

  /// Calls whose closure runs later on the main queue, one run-loop turn away at least.
  static let asyncCalls: Set<String> = [
    "async", "asyncAfter", "dispatch_async", "dispatch_after", "Task", "addOperation",
    "addOperationWithBlock", "perform", "performSelectorOnMainThread", "detached",
  ]
  /// Calls whose closures run synchronously, in order (reactive operators, collection
  /// methods, the subscriber of a chain): transparent.
  static let synchronousCalls: Set<String> = [
    "sink", "map", "compactMap", "flatMap", "filter", "forEach", "subscribe", "bind", "drive",
    "onReceive", "onNext", "receiveValue", "handleEvents", "observeValues", "do", "first",
    "contains", "reduce", "using", "usingBlock", "startWithValues", "subscribeNext", "emit",
    "withExtendedLifetime", "autoreleasepool", "performBatchUpdates", "enumerateObjectsUsingBlock",
  ]
  /// Control keywords that open transparent blocks.
  static let controlKeywords: Set<String> = [
    "if", "guard", "else", "for", "while", "switch", "do", "catch", "defer", "repeat",
    "synchronized", "autoreleasepool",
  ]

  /// The role of the `{` at `brace`, and the call it belongs to (its identifier token) when it
  /// is a closure argument.
  func role(of brace: Int) -> (role: BraceRole, call: Int?, label: String?) {
    let previous = brace - 1
    guard previous >= 0 else { return (.control, nil, nil) }
    let token = source.tokens[previous]
    if token.kind == .atKeyword { return (.control, nil, nil) }
    if token.kind == .identifier, source.nameIs(previous, .controlKeyword) {
      return (.control, nil, nil)
    }
    if source.isSymbol(previous, "^") { return closureRole(blockAt: previous) }
    if source.isPunctuation(previous, 0x29), let open = index.brackets.match(previous) {
      if source.isSymbol(open - 1, "^") { return closureRole(blockAt: open - 1) }
      if isControlStatement(endingAt: open - 1) { return (.control, nil, nil) }
      let call = open - 1
      if call >= 0, source.tokens[call].kind == .identifier {
        return (.closure(nil), call, nil)
      }
      return (.closure(nil), nil, nil)
    }
    if source.isPunctuation(previous, UInt8(ascii: ":")), previous >= 1,
      source.tokens[previous - 1].kind == .identifier
    {
      return labelledClosure(label: previous - 1)
    }
    if token.kind == .identifier {
      if isControlStatement(endingAt: previous) { return (.control, nil, nil) }
      return (.closure(nil), previous, nil)
    }
    if source.language == .objectiveC,
      source.isPunctuation(previous, UInt8(ascii: "}")) || source.isPunctuation(previous, 0x3B)
        || source.isPunctuation(previous, UInt8(ascii: "{"))
    {
      return (.control, nil, nil)
    }
    if isControlStatement(endingAt: previous) { return (.control, nil, nil) }
    return (.closure(nil), enclosingCall(of: brace), nil)
  }

  /// `label: {` or, for a labelled trailing closure, `} label: {`.
  private func labelledClosure(label: Int) -> (role: BraceRole, call: Int?, label: String?) {
    let name = source.name(label)
    if label > 0, source.isPunctuation(label - 1, UInt8(ascii: "}")),
      let open = index.brackets.match(label - 1)
    {
      let outer = role(of: open)
      return (.closure(nil), outer.call, name)
    }
    return (.closure(nil), enclosingCall(of: label), name)
  }

  /// An Objective-C block `^{` or `^(args) {` whose `^` is at `caret`.
  private func closureRole(blockAt caret: Int) -> (role: BraceRole, call: Int?, label: String?) {
    let before = caret - 1
    if source.isPunctuation(before, UInt8(ascii: ":")), before >= 1,
      source.tokens[before - 1].kind == .identifier
    {
      let label = source.name(before - 1)
      return (.closure(nil), messageFirstPart(around: before - 1), label)
    }
    return (.closure(nil), enclosingCall(of: caret), nil)
  }

  /// The identifier before the `(` around `position` (the call an argument belongs to), or the
  /// first selector part of the message around it.
  func enclosingCall(of position: Int) -> Int? {
    guard let open = index.brackets.opener(around: position) else { return nil }
    if source.isPunctuation(open, UInt8(ascii: "(")), open > 0,
      source.tokens[open - 1].kind == .identifier
    {
      return open - 1
    }
    if source.isPunctuation(open, 0x5B) { return messageFirstPart(around: position) }
    return nil
  }

  /// The first selector part of the Objective-C message around `position`.
  func messageFirstPart(around position: Int) -> Int? {
    guard let open = index.brackets.opener(around: position), source.isPunctuation(open, 0x5B)
    else { return nil }
    var cursor = open + 1
    while cursor <= position {
      if source.isPunctuation(cursor, 0x5B) || source.isPunctuation(cursor, 0x28) {
        cursor = index.after(cursor)
        continue
      }
      if source.tokens[cursor].kind == .identifier,
        source.isPunctuation(cursor + 1, UInt8(ascii: ":"))
          || source.isPunctuation(cursor + 1, 0x5D)
      {
        if cursor > open + 1 { return cursor }
      }
      cursor += 1
    }
    return nil
  }

  /// Whether the statement ending at `end` (just before a `{`) starts with a control keyword.
  private func isControlStatement(endingAt end: Int) -> Bool {
    var cursor = end
    var steps = 0
    while cursor >= 0, steps < 80 {
      steps += 1
      let token = source.tokens[cursor]
      if token.kind == .punctuation {
        switch token.head {
        case UInt8(ascii: ")"), 0x5D:
          guard let open = index.brackets.match(cursor) else { return false }
          cursor = open - 1
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "}"), 0x3B, UInt8(ascii: "("), 0x5B:
          return false
        default: break
        }
      }
      if token.kind == .identifier {
        if source.nameIs(cursor, .controlKeyword) { return true }
        if source.isIdentifier(cursor, Names.return) { return false }
      }
      if cursor < end, !index.continuesLine(cursor + 1) { return false }
      cursor -= 1
    }
    return false
  }
}
