import CurveScopeNotifications

/// Reads which keyboard notifications a registration's name argument denotes: the names
/// written there, or, for a variable, the names in its definition (`let names = […]`,
/// `for name in […]`, `[…].forEach { center.addObserver(…, name: $0, …) }`).
struct NameResolver {
  let index: SyntaxIndex
  var source: LexedSource { index.source }

  /// The notification kinds of the value `range` of a registration at `position`.
  func kinds(in range: Range<Int>, at position: Int) -> Set<KeyboardEventKind> {
    var kinds = direct(range)
    guard kinds.isEmpty else { return kinds }
    let scope = index.function(containing: position)?.body ?? 0..<index.count
    for token in range where source.tokens[token].kind == .identifier {
      let name = source.name(token)
      if name == "$0" || name.hasPrefix("$") {
        kinds.formUnion(closureSequence(around: position))
        continue
      }
      if let definition = index.definition(of: name, before: position, in: scope)
        ?? index.definition(of: name, before: index.count, in: 0..<index.count)
      {
        kinds.formUnion(direct(definition))
      }
    }
    return kinds
  }

  /// The names written in `range`.
  private func direct(_ range: Range<Int>) -> Set<KeyboardEventKind> {
    var kinds: Set<KeyboardEventKind> = []
    for token in range where token < index.count {
      if let kind = KeyboardNameTable.kind(of: token, in: source) { kinds.insert(kind) }
    }
    return kinds
  }

  /// For a registration inside `[…].forEach { … }` (or `map`), the names in the array.
  private func closureSequence(around position: Int) -> Set<KeyboardEventKind> {
    var cursor = position
    while let open = index.brackets.opener(around: cursor) {
      if source.isPunctuation(open, UInt8(ascii: "{")) {
        var before = open - 1
        if source.isPunctuation(before, UInt8(ascii: "(")) { before -= 1 }
        if source.tokens.indices.contains(before), source.tokens[before].kind == .identifier,
          source.isPunctuation(before - 1, UInt8(ascii: "."))
        {
          if source.isPunctuation(before - 2, 0x5D),
            let literalOpen = index.brackets.match(before - 2)
          {
            return direct(literalOpen..<(before - 1))
          }
          if before >= 2, source.tokens[before - 2].kind == .identifier,
            let definition = index.definition(
              of: source.name(before - 2), before: before - 2, in: 0..<index.count)
          {
            return direct(definition)
          }
        }
      }
      cursor = open
    }
    return []
  }
}
