/// The arguments of a call `f(a, label: b) { trailing }` or of an Objective-C message
/// `[r part:a part2:b]`, as token ranges with their labels.
struct CallArguments: Sendable {
  /// One argument.
  struct Argument: Sendable, Hashable {
    /// The label (`withDuration`, `options`), or `nil` for an unlabelled argument.
    var label: String?
    /// The value's tokens.
    var value: Range<Int>
    /// Whether it is a trailing closure after the parentheses (Swift).
    var isTrailingClosure: Bool = false
  }

  /// The arguments, in order.
  var arguments: [Argument]

  /// The first argument labelled `label`.
  func value(_ label: String) -> Range<Int>? {
    arguments.first { $0.label == label }?.value
  }

  /// The argument at `position` (0-based), labelled or not.
  func value(at position: Int) -> Range<Int>? {
    position < arguments.count ? arguments[position].value : nil
  }

  /// The token ranges between top-level commas of the bracket pair `open`…`close`.
  static func split(
    open: Int, close: Int, in source: LexedSource, _ brackets: BracketPairs
  ) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    // Room for most calls' arguments at once, rather than growing one at a time.
    parts.reserveCapacity(min(8, max(0, close - open - 1)))
    forEachPart(open: open, close: close, in: source, brackets) { parts.append($0) }
    return parts
  }

  /// Calls `body` with each token range between top-level commas of the bracket pair
  /// `open`…`close`, in order (``split(open:close:in:_:)`` without an array).
  @inline(__always)
  static func forEachPart(
    open: Int, close: Int, in source: LexedSource, _ brackets: BracketPairs,
    _ body: (Range<Int>) -> Void
  ) {
    var start = open + 1
    var index = open + 1
    while index < close {
      let token = source.tokens[index]
      if token.kind == .punctuation {
        switch token.head {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          index = (brackets.match(index) ?? index) + 1
          continue
        case UInt8(ascii: ","):
          if start < index { body(start..<index) }
          start = index + 1
        default: break
        }
      }
      index += 1
    }
    if start < close { body(start..<close) }
  }

  /// The arguments of the Swift call whose `(` is at `open`, with trailing closures
  /// (`f(x) { … }`, `f(x) { … } completion: { … }`).
  static func swift(open: Int, in index: SyntaxIndex) -> CallArguments {
    let source = index.source
    guard let close = index.brackets.match(open) else { return CallArguments(arguments: []) }
    var arguments: [Argument] = []
    // Room for most calls' arguments and two trailing closures at once; the parts are read
    // straight into it (no array of ranges between).
    arguments.reserveCapacity(min(6, max(0, close - open - 1)) + 2)
    forEachPart(open: open, close: close, in: source, index.brackets) { part in
      if part.count >= 2, source.tokens[part.lowerBound].kind == .identifier,
        source.isPunctuation(part.lowerBound + 1, UInt8(ascii: ":"))
      {
        arguments.append(
          Argument(
            label: source.name(part.lowerBound), value: (part.lowerBound + 2)..<part.upperBound))
      } else {
        arguments.append(Argument(label: nil, value: part))
      }
    }
    appendTrailingClosures(after: close, in: index, to: &arguments)
    return CallArguments(arguments: arguments)
  }

  /// Appends the trailing closures of a call whose last bracket closes at `close` to `result`:
  /// a `{` on the same line, then any `label: {` that follows.
  static func appendTrailingClosures(
    after close: Int, in index: SyntaxIndex, to result: inout [Argument]
  ) {
    let source = index.source
    var next = close + 1
    guard source.isPunctuation(next, UInt8(ascii: "{")),
      source.tokens[next].line == source.tokens[close].line,
      let end = index.brackets.match(next)
    else { return }
    result.append(Argument(label: nil, value: next..<(end + 1), isTrailingClosure: true))
    next = end + 1
    while source.tokens.indices.contains(next + 2), source.tokens[next].kind == .identifier,
      source.isPunctuation(next + 1, UInt8(ascii: ":")),
      source.isPunctuation(next + 2, UInt8(ascii: "{")),
      let labelledEnd = index.brackets.match(next + 2)
    {
      result.append(
        Argument(
          label: source.name(next), value: (next + 2)..<(labelledEnd + 1), isTrailingClosure: true))
      next = labelledEnd + 1
    }
  }

  /// The parts of the Objective-C message whose first selector part is token `part`
  /// (`[r part:a part2:b]`): every `name:` at the message's top level, each with the value up to
  /// the next part.
  static func objectiveC(firstPart part: Int, in index: SyntaxIndex) -> CallArguments {
    let source = index.source
    guard let open = index.brackets.opener(around: part), source.isPunctuation(open, 0x5B),
      let close = index.brackets.match(open)
    else { return CallArguments(arguments: []) }
    var labels: [(label: String, valueStart: Int, partStart: Int)] = []
    var cursor = part
    while cursor < close {
      let token = source.tokens[cursor]
      if token.kind == .punctuation,
        token.head == UInt8(ascii: "(") || token.head == 0x5B || token.head == UInt8(ascii: "{")
      {
        cursor = (index.brackets.match(cursor) ?? cursor) + 1
        continue
      }
      if token.kind == .identifier, source.isPunctuation(cursor + 1, UInt8(ascii: ":")),
        cursor == part || !source.isSymbol(cursor - 1, "?")
      {
        labels.append((source.name(cursor), cursor + 2, cursor))
        cursor += 2
        continue
      }
      cursor += 1
    }
    var arguments: [Argument] = []
    for (offset, entry) in labels.enumerated() {
      let end = offset + 1 < labels.count ? labels[offset + 1].partStart : close
      arguments.append(
        Argument(label: entry.label, value: entry.valueStart..<max(entry.valueStart, end)))
    }
    return CallArguments(arguments: arguments)
  }
}
