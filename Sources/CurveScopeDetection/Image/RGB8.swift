/// An 8-bit sRGB colour (no alpha), as hints, palettes and pixels use.
public struct RGB8: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…255.
  public var red: UInt8
  /// Green, 0…255.
  public var green: UInt8
  /// Blue, 0…255.
  public var blue: UInt8

  /// Creates a colour from its components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a colour from `0xRRGGBB` (higher bits ignored).
  public init(hex: UInt32) {
    red = UInt8(truncatingIfNeeded: hex >> 16)
    green = UInt8(truncatingIfNeeded: hex >> 8)
    blue = UInt8(truncatingIfNeeded: hex)
  }

  /// Parses `#RRGGBB`, `RRGGBB` or `0xRRGGBB` (case-insensitive); `nil` for anything else.
  public init?(parsing text: String) {
    var digits = Substring(text)
    if digits.hasPrefix("#") {
      digits = digits.dropFirst()
    } else if digits.lowercased().hasPrefix("0x") {
      digits = digits.dropFirst(2)
    }
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16)
    else { return nil }
    self.init(hex: value)
  }

  /// `#RRGGBB` in upper case.
  public var description: String {
    let value = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    let text = String(value, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - text.count) + text
  }
}
