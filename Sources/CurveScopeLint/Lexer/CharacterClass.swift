/// What the lexer does with each byte, as a table of 256 entries: the class of a byte that
/// starts a token (or is skipped) in the low bits, and ``continuesName`` for the bytes that
/// continue an identifier.
enum CharacterClass {
  /// Punctuation and any byte without a class of its own: a one-byte token.
  static let other: UInt8 = 0
  /// Space, tab, carriage return, form feed, vertical tab: skipped.
  static let blank: UInt8 = 1
  /// A line feed.
  static let lineFeed: UInt8 = 2
  /// A letter, `_`, `$` or a byte of a multi-byte character: starts an identifier.
  static let nameStart: UInt8 = 3
  /// A decimal digit.
  static let digit: UInt8 = 4
  /// An operator character other than `/`.
  static let operatorCharacter: UInt8 = 5
  /// Bytes with a rule of their own: `/`, `"`, `#`, `@`, `'`, `` ` ``, `.`.
  static let special: UInt8 = 6
  /// The bits that hold the class.
  static let classBits: UInt8 = 0x0F
  /// Set for the bytes that continue an identifier: letters, digits, `_`, `$`, bytes ≥ 0x80.
  static let continuesName: UInt8 = 0x80

  /// The table, by byte.
  static let table: [UInt8] = (0...255).map { value in
    let byte = UInt8(value)
    let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    let startsName =
      isLetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    let continues: UInt8 = startsName || isDigit ? continuesName : 0
    switch byte {
    case 0x20, 0x09, 0x0D, 0x0C, 0x0B: return blank
    case 0x0A: return lineFeed
    case UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "@"),
      UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: "."):
      return special
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
      UInt8(ascii: "?"):
      return operatorCharacter
    default:
      if startsName { return nameStart | continues }
      if isDigit { return digit | continues }
      return other
    }
  }
}
