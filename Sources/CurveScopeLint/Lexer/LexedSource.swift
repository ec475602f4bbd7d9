/// A source file split into tokens, with what the analysis needs to read them: names, string
/// contents, numbers, and line and column positions.
struct LexedSource: Sendable {
  /// The file's bytes (UTF-8).
  let bytes: [UInt8]
  /// The language it was lexed as.
  let language: SourceLanguage
  /// The tokens, in order.
  let tokens: [Token]
  /// Whether lexing stopped at the token limit (the rest of the file is not analysed).
  let isTruncated: Bool

  /// Lexes `bytes` as `language`, keeping at most `tokenLimit` tokens.
  init(bytes: [UInt8], language: SourceLanguage, tokenLimit: Int) {
    self.bytes = bytes
    self.language = language
    let result = Lexer(language: language, tokenLimit: tokenLimit).tokens(of: bytes)
    tokens = result.tokens
    isTruncated = result.truncated
  }

  /// The number of tokens.
  var count: Int { tokens.count }

  /// The token's text, as written.
  func text(_ index: Int) -> String {
    let token = tokens[index]
    return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
  }

  /// Whether token `index` exists and is the identifier `name`.
  @inline(__always)
  func isIdentifier(_ index: Int, _ name: IdentifierName) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    guard token.kind == .identifier || token.kind == .poundKeyword || token.kind == .atKeyword,
      token.hash == name.hash
    else { return false }
    return nameBytesEqual(token, name.bytes)
  }

  /// Whether token `index` exists and is punctuation or an operator spelled `text`.
  @inline(__always)
  func isSymbol(_ index: Int, _ text: StaticString) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    guard token.kind == .punctuation || token.kind == .operator,
      token.length == text.utf8CodeUnitCount
    else { return false }
    let pointer = text.utf8Start
    for k in 0..<token.length where bytes[Int(token.start) + k] != pointer[k] {
      return false
    }
    return true
  }

  /// Whether token `index` is the one-byte punctuation `byte`.
  @inline(__always)
  func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    return token.kind == .punctuation && token.head == byte
  }

  /// The name of an identifier token without backticks (for `#selector`, `@objc`, the name
  /// after the sigil).
  func name(_ index: Int) -> String {
    let token = tokens[index]
    var start = Int(token.start)
    var end = Int(token.end)
    switch token.kind {
    case .poundKeyword, .atKeyword: start += 1
    case .identifier where bytes[start] == UInt8(ascii: "`"):
      start += 1
      if end > start, bytes[end - 1] == UInt8(ascii: "`") { end -= 1 }
    default: break
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private func nameBytesEqual(_ token: Token, _ name: [UInt8]) -> Bool {
    var start = Int(token.start)
    var end = Int(token.end)
    if token.kind != .identifier { start += 1 }
    if bytes[start] == UInt8(ascii: "`") {
      start += 1
      if end > start, bytes[end - 1] == UInt8(ascii: "`") { end -= 1 }
    }
    guard end - start == name.count else { return false }
    var k = 0
    while k < name.count {
      if bytes[start + k] != name[k] { return false }
      k += 1
    }
    return true
  }
}
