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
    let count = source.tokens.count
    var partner = [Int32](repeating: -1, count: count)
    var enclosing = [Int32](repeating: -1, count: count)
    // The open brackets, innermost last: at most one per token, so the stack never grows.
    let stack = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, count))
    defer { stack.deallocate() }
    var depth = 0
    source.tokens.withUnsafeBufferPointer { tokens in
      partner.withUnsafeMutableBufferPointer { partner in
        enclosing.withUnsafeMutableBufferPointer { enclosing in
          for index in 0..<count {
            enclosing[index] = depth > 0 ? stack[depth - 1] : -1
            let token = tokens[index]
            guard token.kind == .punctuation else { continue }
            switch token.head {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
              stack[depth] = Int32(index)
              depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
              let opener = Self.opener(of: token.head)
              var position = depth - 1
              while position >= 0, tokens[Int(stack[position])].head != opener { position -= 1 }
              guard position >= 0 else { continue }
              // Openers above the match were never closed: they end here too.
              for unclosed in (position + 1)..<depth {
                partner[Int(stack[unclosed])] = Int32(index)
              }
              let open = stack[position]
              partner[Int(open)] = Int32(index)
              partner[index] = open
              depth = position
            default:
              continue
            }
          }
          for position in 0..<depth { partner[Int(stack[position])] = Int32(count) }
        }
      }
    }
    self.partner = partner
    self.enclosing = enclosing
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
