/// For every bracket token, the index of its partner: `(`↔`)`, `[`↔`]`, `{`↔`}`.
///
/// Tolerant of unbalanced code (`#if` branches that each open a brace, broken files): a closer
/// that does not match the innermost opener closes the nearest matching one further out if
/// there is one, and is ignored otherwise; openers left open match the end of the file
/// (index = token count).
struct BracketPairs: Sendable {
  /// `partner[i]` for a bracket token, -1 for any other token.
  private(set) var partner: [Int32]
  /// `enclosing[i]`: the innermost opener around token `i` (not `i` itself), -1 at top level.
  private(set) var enclosing: [Int32]

  /// Pairs the brackets of `source`.
  init(_ source: LexedSource) {
    let tokens = source.tokens
    partner = [Int32](repeating: -1, count: tokens.count)
    enclosing = [Int32](repeating: -1, count: tokens.count)
    var stack: [Int32] = []
    stack.reserveCapacity(64)
    for index in tokens.indices {
      enclosing[index] = stack.last ?? -1
      guard tokens[index].kind == .punctuation else { continue }
      let head = tokens[index].head
      switch head {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        stack.append(Int32(index))
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        let opener = Self.opener(of: head)
        guard let position = stack.lastIndex(where: { tokens[Int($0)].head == opener }) else {
          continue
        }
        // Openers above the match were never closed: they end here too.
        for unclosed in stack[(position + 1)...] { partner[Int(unclosed)] = Int32(index) }
        let open = stack[position]
        partner[Int(open)] = Int32(index)
        partner[index] = open
        stack.removeSubrange(position...)
      default:
        continue
      }
    }
    for open in stack { partner[Int(open)] = Int32(tokens.count) }
  }

  /// The opener that a closer closes.
  private static func opener(of closer: UInt8) -> UInt8 {
    switch closer {
    case UInt8(ascii: ")"): UInt8(ascii: "(")
    case UInt8(ascii: "]"): UInt8(ascii: "[")
    default: UInt8(ascii: "{")
    }
  }

  /// The partner of bracket `index`, or `nil` when it is not a bracket or has none.
  @inline(__always)
  func match(_ index: Int) -> Int? {
    guard index >= 0, index < partner.count else { return nil }
    let value = partner[index]
    return value < 0 ? nil : Int(value)
  }

  /// The innermost opener around token `index`, or `nil` at top level.
  @inline(__always)
  func opener(around index: Int) -> Int? {
    guard index >= 0, index < enclosing.count else { return nil }
    let value = enclosing[index]
    return value < 0 ? nil : Int(value)
  }
}
