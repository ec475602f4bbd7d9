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
  /// The run's names, which the tokens' ``Token/name`` numbers index.
  let names: NameTable

  /// Lexes `bytes` as `language`, keeping at most `tokenLimit` tokens, numbering names in
  /// `names` (the run's table, shared by its files).
  init(bytes: [UInt8], language: SourceLanguage, tokenLimit: Int, names: NameTable = NameTable()) {
    self.bytes = bytes
    self.language = language
    self.names = names
    let result = Lexer(language: language, tokenLimit: tokenLimit, names: names).tokens(of: bytes)
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

  /// Whether token `index` exists and is the name `name` (an identifier, `#name` or `@name`).
  @inline(__always)
  func isIdentifier(_ index: Int, _ name: Names) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].name == name.rawValue
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

  /// What is known about the name of token `index` (nothing for a token that is not a name).
  @inline(__always)
  func facts(_ index: Int) -> NameFacts {
    names.facts(index >= 0 && index < tokens.count ? tokens[index].name : 0)
  }

  /// Whether token `index` exists, is a name, and its name has every fact of `flags`.
  @inline(__always)
  func nameIs(_ index: Int, _ flags: NameFacts.Flags) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let name = tokens[index].name
    return name != 0 && names.facts(name).flags.isSuperset(of: flags)
  }

  /// Whether tokens `a` and `b` are names spelled alike (the same name, written the same way:
  /// bare, in backticks, or after the same sigil).
  @inline(__always)
  func sameName(_ a: Int, _ b: Int) -> Bool {
    Self.sameName(tokens[a], tokens[b])
  }

  /// Whether two tokens of the run are names spelled alike.
  @inline(__always)
  static func sameName(_ x: Token, _ y: Token) -> Bool {
    x.name != 0 && x.name == y.name && x.end - x.start == y.end - y.start && x.head == y.head
  }

  /// The name of an identifier token without backticks (for `#selector`, `@objc`, the name
  /// after the sigil).
  func name(_ index: Int) -> String {
    let token = tokens[index]
    if token.name != 0 { return names.text(token.name) }
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
