/// What ``SyntaxIndex`` collects from a whole file while it is built.
extension SyntaxIndex {
  /// The names of the file's `@Published var` and `@State var` properties.
  static func stateNames(_ source: LexedSource) -> Set<String> {
    var names: Set<String> = []
    // By name number: no run that never spells them scans for them.
    let published = source.names.number(of: "Published")
    let state = source.names.number(of: "State")
    guard published != 0 || state != 0 else { return names }
    for position in 0..<source.count where source.tokens[position].kind == .atKeyword {
      let attribute = source.tokens[position].name
      guard attribute == published || attribute == state else { continue }
      var cursor = position + 1
      while cursor < min(position + 6, source.count), !source.isIdentifier(cursor, Names.var) {
        cursor += 1
      }
      if source.isIdentifier(cursor, Names.var), cursor + 1 < source.count {
        names.insert(source.name(cursor + 1))
      }
    }
    return names
  }

  /// Scans every identifier for a definition: grouped by name number, in file order within a
  /// name.
  static func collectDefinitions(
    _ source: LexedSource, brackets: BracketPairs
  ) -> [(name: UInt32, definition: Definition)] {
    var found: [(name: UInt32, definition: Definition)] = []
    let tokens = source.tokens
    let count = tokens.count
    // Room for the usual share of definitions (one per few dozen tokens), not grown.
    found.reserveCapacity(count / 32 + 8)
    let reader = DefinitionReader(source: source, brackets: brackets)
    for position in tokens.indices where tokens[position].kind == .identifier {
      let next = position + 1
      guard next < count else { continue }
      let following = tokens[next]
      let previous = position > 0 ? tokens[position - 1] : following
      let afterDefine = position > 0 && previous.kind == .define
      let afterAmpersand =
        position > 0 && previous.kind == .operator && previous.head == UInt8(ascii: "&")
      // What `boundValue` can bind: `x = `, `x |= `, `x:` (a type, then `=`), `^x)` (a block
      // variable), `x in`, `#define x`, `:&x`. Other names are passed over.
      let mayDefine: Bool
      switch following.kind {
      case .operator:
        mayDefine =
          following.head == UInt8(ascii: "=") || following.head == UInt8(ascii: "|")
          || afterDefine || afterAmpersand
      case .punctuation:
        mayDefine =
          following.head == UInt8(ascii: ":")
          || (following.head == 0x29 && position > 0 && previous.kind == .operator
            && previous.head == UInt8(ascii: "^"))
          || afterDefine || afterAmpersand
      case .identifier:
        mayDefine = following.name == Names.in.rawValue || afterDefine
      default:
        mayDefine = afterDefine
      }
      guard mayDefine, let value = reader.boundValue(at: position, scopeEnd: count) else {
        continue
      }
      found.append((tokens[position].name, (position, value)))
    }
    return found
  }
}
