/// ASCII byte classes shared by the dump scanner and the value parser.
enum NotificationDumpASCII {
  /// `A`–`Z`, `a`–`z` or `_`.
  static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
  }

  /// `0`–`9`.
  static func isDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte)
  }

  /// A byte that may continue an identifier: a letter, a digit, `_` or `.` (for dotted Swift
  /// names such as `UIResponder.keyboardWillShowNotification`).
  static func isIdentifierPart(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == 0x2E
  }

  /// A space or a tab (not a line break).
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09
  }

  /// A line break: `\n` or `\r`.
  static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == 0x0A || byte == 0x0D
  }
}
