extension HandlerScope {
  /// A call to a function that may be defined in this file.
  struct Call: Sendable {
    /// The function's base name.
    var name: String
    /// The name's token.
    var token: Int
    /// The arguments.
    var arguments: CallArguments
  }

  /// Calls in `range` to names the file defines: `helper(…)`, `self.helper(…)`,
  /// `[self helper:…]`, C calls `helper(…)`, and functions passed by reference
  /// (`perform: helper`, `receiveValue: helper`).
  func calls(in range: Range<Int>) -> [Call] {
    var result: [Call] = []
    for position in range where source.tokens[position].kind == .identifier {
      guard index.definesFunction(namedAt: position) else { continue }
      let name = source.name(position)
      if source.isIdentifier(position - 1, Names.func) { continue }
      if source.isPunctuation(position + 1, UInt8(ascii: "(")) {
        result.append(
          Call(name: name, token: position, arguments: .swift(open: position + 1, in: index)))
      } else if source.language == .objectiveC,
        source.isPunctuation(position + 1, UInt8(ascii: ":"))
          || source.isPunctuation(position + 1, 0x5D),
        BraceClassifier(index: index).messageFirstPart(around: position) == position
      {
        result.append(
          Call(name: name, token: position, arguments: .objectiveC(firstPart: position, in: index)))
      } else if source.isPunctuation(position - 1, UInt8(ascii: ":")),
        source.isPunctuation(position + 1, 0x29) || source.isPunctuation(position + 1, 0x2C)
      {
        result.append(Call(name: name, token: position, arguments: CallArguments(arguments: [])))
      }
    }
    return result
  }

  /// The frame whose range contains `token` most narrowly (helpers are disjoint from the
  /// handler's body, so this is the frame that owns it).
  func frame(containing token: Int) -> Int? {
    var best: Int?
    for (position, frame) in frames.enumerated() where frame.range.contains(token) {
      if let current = best, frames[current].range.count <= frame.range.count { continue }
      best = position
    }
    return best
  }
}
