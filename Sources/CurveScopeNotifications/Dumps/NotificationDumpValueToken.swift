/// A token of a printed rectangle or point value: a number, a word or a punctuation symbol.
enum NotificationDumpValueToken: Equatable {
  /// A finite decimal number, sign included.
  case number(Double)
  /// An ASCII identifier (`NSRect`, `origin`, `width`).
  case word(String)
  /// One of `{ } ( ) , : =`.
  case symbol(UInt8)

  /// One element of a value pattern: a number slot, a literal word or a literal symbol.
  enum Pattern: Equatable {
    case number
    case word(String)
    case symbol(UInt8)
  }

  /// The tokens of `text`, spaces skipped, or `nil` when it holds anything else (a stray quote,
  /// a malformed or infinite number, an unknown symbol).
  static func tokens(_ text: ArraySlice<UInt8>) -> [NotificationDumpValueToken]? {
    var tokens: [NotificationDumpValueToken] = []
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      if byte == 0x20 || byte == 0x09 {
        index += 1
      } else if symbols.contains(byte) {
        tokens.append(.symbol(byte))
        index += 1
      } else if isLetter(byte) {
        let start = index
        while index < text.endIndex, isLetter(text[index]) || isDigit(text[index]) { index += 1 }
        tokens.append(.word(String(decoding: text[start..<index], as: UTF8.self)))
      } else if isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: ".")
      {
        guard let end = NotificationDumpValueParser.numberEnd(text, from: index),
          let value = NotificationDumpValueParser.number(text[index..<end])
        else { return nil }
        tokens.append(.number(value))
        index = end
      } else {
        return nil
      }
    }
    return tokens
  }

  /// A pattern from a compact description: `#` is a number slot, a run of letters a word, any
  /// other character a symbol (`"{{#,#},{#,#}}"`).
  static func pattern(_ description: String) -> [Pattern] {
    var pattern: [Pattern] = []
    var word = ""
    for byte in description.utf8 {
      if isLetter(byte) {
        word.unicodeScalars.append(Unicode.Scalar(byte))
        continue
      }
      if !word.isEmpty {
        pattern.append(.word(word))
        word = ""
      }
      pattern.append(byte == UInt8(ascii: "#") ? .number : .symbol(byte))
    }
    if !word.isEmpty { pattern.append(.word(word)) }
    return pattern
  }

  private static let symbols: Set<UInt8> = Set("{}(),:=".utf8)

  private static func isLetter(_ byte: UInt8) -> Bool { NotificationDumpASCII.isLetter(byte) }

  private static func isDigit(_ byte: UInt8) -> Bool { NotificationDumpASCII.isDigit(byte) }
}
