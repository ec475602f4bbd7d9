/// An integer as a user typed it, parsed without trapping: a sign and a 64-bit magnitude.
///
/// Accepted text: optional surrounding whitespace, an optional `+` or `-`, then decimal digits,
/// or `0x`/`0X` and hexadecimal digits, or `0b`/`0B` and binary digits; `_` may separate digits
/// (`0x7_0000`). Everything whose magnitude fits in 64 bits parses (`-0xFFFFFFFFFFFFFFFF`
/// included); callers decide which range they accept (``intValue``, ``bitPattern``).
public struct IntegerInput: Hashable, Sendable, CustomStringConvertible {
  /// The text exactly as given.
  public let text: String
  /// Whether the value is below zero (`-0` is not).
  public let isNegative: Bool
  /// The absolute value.
  public let magnitude: UInt64

  /// Parses `text`.
  /// - Throws: ``IntegerInputError`` for empty text, a character that is not a digit of the
  ///   base, or a magnitude of 2^64 or more.
  public init(parsing text: String) throws(IntegerInputError) {
    self.text = text
    var body = Substring(text)
    while let first = body.first, first.isWhitespace { body.removeFirst() }
    while let last = body.last, last.isWhitespace { body.removeLast() }
    guard let first = body.first else {
      throw IntegerInputError(text: text, reason: .empty)
    }
    var negative = false
    if first == "-" || first == "+" {
      negative = first == "-"
      body.removeFirst()
    }
    var radix: UInt64 = 10
    var baseName = "decimal"
    let prefix = body.prefix(2).lowercased()
    if prefix == "0x" || prefix == "0b" {
      radix = prefix == "0x" ? 16 : 2
      baseName = prefix == "0x" ? "hexadecimal" : "binary"
      body.removeFirst(2)
    }
    guard let firstDigit = body.first, firstDigit != "_" else {
      throw IntegerInputError(text: text, reason: .noDigits)
    }
    var value: UInt64 = 0
    var overflow = false
    for character in body where character != "_" {
      guard character.isASCII, let digit = character.hexDigitValue, UInt64(digit) < radix else {
        throw IntegerInputError(text: text, reason: .invalidCharacter(character, base: baseName))
      }
      let (shifted, multiplyOverflow) = value.multipliedReportingOverflow(by: radix)
      let (sum, addOverflow) = shifted.addingReportingOverflow(UInt64(digit))
      overflow = overflow || multiplyOverflow || addOverflow
      value = sum
    }
    if overflow {
      throw IntegerInputError(text: text, reason: .tooLarge)
    }
    magnitude = value
    isNegative = negative && value != 0
  }

  /// Wraps `value` as if it had been typed in decimal.
  public init(_ value: Int) {
    text = String(value)
    isNegative = value < 0
    magnitude = UInt64(value.magnitude)
  }

  /// Wraps `value` as if it had been typed in decimal.
  public init(_ value: UInt) {
    text = String(value)
    isNegative = false
    magnitude = UInt64(value)
  }

  /// The value as an `Int`, or `nil` outside `Int.min…Int.max`.
  public var intValue: Int? {
    if isNegative {
      if magnitude == UInt64(Int.max) + 1 { return Int.min }
      return magnitude <= UInt64(Int.max) ? -Int(magnitude) : nil
    }
    return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
  }

  /// The 64 bits a `UInt` would hold: the value itself when non-negative, else the two's
  /// complement `UInt(bitPattern: Int(value))`; `nil` below `Int.min`.
  public var bitPattern: UInt? {
    if isNegative {
      return intValue.map { UInt(bitPattern: $0) }
    }
    return UInt(magnitude)
  }

  /// The value in decimal (`-1`, `458752`), whatever base it was typed in.
  public var description: String { (isNegative ? "-" : "") + String(magnitude) }
}
