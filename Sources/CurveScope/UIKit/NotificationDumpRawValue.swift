/// Where the text of one value lies in a dump: from after the key's `=` or `:` to the end of the
/// entry, which never crosses a line break.
///
/// The entry ends at the first `;`, `,`, backtick, `//` or `*/` outside brackets and quotes, at a
/// closing bracket that was not opened inside the value (it closes the dictionary), or at the end
/// of the line. Brackets inside the value (`{{0, 0}, {375, 291}}`) and quoted text are skipped.
struct NotificationDumpRawValue {
  /// The value's text, spaces around it trimmed, quotes included.
  var text: Range<Int>
  /// The text to read: inside the quotes for a cleanly quoted value, else ``text``.
  var content: Range<Int>
  /// Where scanning resumes: the terminator, which is not consumed.
  var next: Int
  /// Whether a quote is left open or text follows the closing quote (`"0.25" x`).
  var hasQuoteProblem: Bool
  /// Whether every bracket opened in the value was closed before the entry ended.
  var isBalanced: Bool

  /// Finds the value that starts at `start` (after the separator) in `bytes`.
  ///
  /// Complexity: O(length of the rest of the line).
  static func extract(from bytes: [UInt8], at start: Int) -> NotificationDumpRawValue {
    var index = start
    while index < bytes.count, NotificationDumpASCII.isSpace(bytes[index]) { index += 1 }
    let begin = index
    var depth = 0
    var leadingQuoteEnd: Int?
    var hasQuoteProblem = false
    scan: while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x0A, 0x0D:
        break scan
      case UInt8(ascii: "\""):
        guard let close = closingQuote(in: bytes, openingAt: index) else {
          hasQuoteProblem = true
          index = endOfLine(in: bytes, from: index)
          break scan
        }
        if index == begin { leadingQuoteEnd = close + 1 }
        index = close + 1
      case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("):
        depth += 1
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"):
        if depth == 0 { break scan }
        depth -= 1
        index += 1
      case UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "`"):
        if depth == 0 { break scan }
        index += 1
      case UInt8(ascii: "/"), UInt8(ascii: "*"):
        if depth == 0, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
          break scan
        }
        index += 1
      default:
        index += 1
      }
    }
    var end = index
    while end > begin, NotificationDumpASCII.isSpace(bytes[end - 1]) { end -= 1 }
    var content = begin..<end
    if let quoteEnd = leadingQuoteEnd {
      if quoteEnd == end {
        content = (begin + 1)..<(end - 1)
      } else {
        hasQuoteProblem = true
      }
    }
    return NotificationDumpRawValue(
      text: begin..<end, content: content, next: index, hasQuoteProblem: hasQuoteProblem,
      isBalanced: depth == 0)
  }

  /// The index of the quote closing the one at `open`, on the same line, skipping `\"` escapes;
  /// `nil` when the line ends first.
  static func closingQuote(in bytes: [UInt8], openingAt open: Int) -> Int? {
    var index = open + 1
    while index < bytes.count {
      let byte = bytes[index]
      if NotificationDumpASCII.isLineBreak(byte) { return nil }
      if byte == UInt8(ascii: "\"") { return index }
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count,
        !NotificationDumpASCII.isLineBreak(bytes[index + 1])
      {
        index += 2
      } else {
        index += 1
      }
    }
    return nil
  }

  /// The index of the line break ending the line that holds `index` (or the end of the text).
  static func endOfLine(in bytes: [UInt8], from index: Int) -> Int {
    var end = index
    while end < bytes.count, !NotificationDumpASCII.isLineBreak(bytes[end]) { end += 1 }
    return end
  }
}
