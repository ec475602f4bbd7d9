/// Where the text of one value lies in a dump: from after the key's `=` or `:` to the end of the
/// entry, which never crosses a line break.
///
/// The entry ends at the first `;`, `,`, backtick, `//` or `*/` outside brackets and quotes, at a
/// closing bracket that was not opened inside the value (it closes the dictionary), or at the end
/// of the line. Brackets inside the value (`{{0, 0}, {375, 291}}`) and quoted text are skipped.
/// The search stops after ``NotificationDumpValueParser/maximumLength`` bytes; such a value is
/// too long to read and is reported as unbalanced.
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
  /// Complexity: O(1): at most ``NotificationDumpValueParser/maximumLength`` bytes after the
  /// spaces that follow `start` are examined.
  static func extract(from bytes: [UInt8], at start: Int) -> NotificationDumpRawValue {
    var index = start
    while index < bytes.count, NotificationDumpASCII.isSpace(bytes[index]) { index += 1 }
    let begin = index
    let limit = Swift.min(bytes.count, begin + NotificationDumpValueParser.maximumLength + 1)
    var depth = 0
    var leadingQuoteEnd: Int?
    var hasQuoteProblem = false
    scan: while index < limit {
      let byte = bytes[index]
      switch byte {
      case 0x0A, 0x0D:
        break scan
      case UInt8(ascii: "\""):
        guard let close = closingQuote(in: bytes, openingAt: index, before: limit) else {
          hasQuoteProblem = true
          index = Swift.min(endOfLine(in: bytes, from: index, before: limit), limit)
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
      isBalanced: depth == 0 && (index < limit || limit == bytes.count))
  }

  /// The index of the quote closing the one at `open`, on the same line and before `limit`,
  /// skipping `\"` escapes; `nil` when the line or the limit comes first.
  static func closingQuote(
    in bytes: [UInt8], openingAt open: Int, before limit: Int = .max
  ) -> Int? {
    let end = Swift.min(bytes.count, limit)
    var index = open + 1
    while index < end {
      let byte = bytes[index]
      if NotificationDumpASCII.isLineBreak(byte) { return nil }
      if byte == UInt8(ascii: "\"") { return index }
      if byte == UInt8(ascii: "\\"), index + 1 < end,
        !NotificationDumpASCII.isLineBreak(bytes[index + 1])
      {
        index += 2
      } else {
        index += 1
      }
    }
    return nil
  }

  /// The index of the line break ending the line that holds `index` (or the end of the text, or
  /// `limit` when that comes first).
  static func endOfLine(in bytes: [UInt8], from index: Int, before limit: Int = .max) -> Int {
    let stop = Swift.min(bytes.count, limit)
    var end = index
    while end < stop, !NotificationDumpASCII.isLineBreak(bytes[end]) { end += 1 }
    return end
  }
}
