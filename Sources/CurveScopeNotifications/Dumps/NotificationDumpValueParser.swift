import CurveScopeSupport

/// Reads the value of one keyboard `userInfo` key, as a console printed it, into its type.
///
/// Accepted spellings (quotes already removed by the scanner):
/// - numbers: decimal with optional sign, fraction and exponent (`0.25`, `-216`, `9.86076e-32`,
///   `445.33333333333326`); no `nan`, `inf` or hexadecimal, and the result must be finite;
/// - booleans: `1`/`0`, `true`/`false`, `YES`/`NO` (any case);
/// - rectangles: `NSRect: {{x, y}, {w, h}}` (also `CGRect:` or no prefix), Swift's
///   `(x, y, w, h)`, `CGRect(x: …, y: …, width: …, height: …)` and lldb's
///   `(origin = (x = …, y = …), size = (width = …, height = …))`;
/// - points: `NSPoint: {x, y}` (also `CGPoint:` or no prefix), `(x, y)`, `CGPoint(x: …, y: …)`
///   and `(x = …, y = …)`.
enum NotificationDumpValueParser {
  /// A typed value.
  enum Value: Equatable {
    case duration(Double)
    case integer(Int)
    case boolean(Bool)
    case rect(Rect)
    case point(Point)
  }

  /// Values longer than this many bytes are rejected without being read (real ones are < 100).
  static let maximumLength = 256

  /// What a value of `kind` should look like, for error messages.
  static func expectation(for kind: KeyboardNotificationKey.ValueKind) -> String {
    switch kind {
    case .duration: "a duration in seconds like 0.25"
    case .integer: "an integer like 7"
    case .boolean: "1, 0, true or false"
    case .rect: "an NSRect like {{0, 264}, {320, 216}}"
    case .point: "an NSPoint like {160, 372}"
    }
  }

  /// Whether `text` starts like a printed value: a digit, sign, point, quote, `{` or `(`, or one
  /// of the words `NSRect`, `CGRect`, `NSPoint`, `CGPoint`, `Optional`, `true`, `false`, `YES`,
  /// `NO` (any case). Code (`[NSValue valueWithCGRect:r]`, `NSValue(cgRect: r)`) and prose do not.
  static func startsLikeValue(_ text: ArraySlice<UInt8>) -> Bool {
    guard let first = text.first else { return false }
    if NotificationDumpASCII.isDigit(first) || "-+.\"{(".utf8.contains(first) { return true }
    var end = text.startIndex
    while end < text.endIndex, NotificationDumpASCII.isLetter(text[end]) { end += 1 }
    let word = String(decoding: text[..<end], as: UTF8.self).lowercased()
    return valueWords.contains(word)
  }

  private static let valueWords: Set<String> = [
    "nsrect", "cgrect", "nspoint", "cgpoint", "optional", "true", "false", "yes", "no",
  ]

  /// The value of `text` read as `kind`, or `nil` when it does not read as one. Swift's
  /// `Optional(…)` around the value is removed first.
  static func parse(_ text: ArraySlice<UInt8>, as kind: KeyboardNotificationKey.ValueKind) -> Value?
  {
    guard text.count <= maximumLength else { return nil }
    let text = unwrappingOptional(text)
    switch kind {
    case .integer:
      return integer(text).map(Value.integer)
    case .duration:
      guard let number = number(text), number >= 0 else { return nil }
      return .duration(number)
    case .boolean:
      return boolean(text).map(Value.boolean)
    case .rect:
      return rect(text).map(Value.rect)
    case .point:
      return point(text).map(Value.point)
    }
  }

  /// `text` without a surrounding `Optional(` … `)`, or `text` itself.
  static func unwrappingOptional(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let prefix = Array("Optional(".utf8)
    guard text.count > prefix.count, text.starts(with: prefix),
      text.last == UInt8(ascii: ")")
    else { return text }
    var inner = text.dropFirst(prefix.count).dropLast()
    while let first = inner.first, NotificationDumpASCII.isSpace(first) {
      inner = inner.dropFirst()
    }
    while let last = inner.last, NotificationDumpASCII.isSpace(last) { inner = inner.dropLast() }
    if inner.count >= 2, inner.first == UInt8(ascii: "\""), inner.last == UInt8(ascii: "\"") {
      inner = inner.dropFirst().dropLast()
    }
    return inner
  }

  /// An integer with optional sign that fits in `Int`.
  static func integer(_ text: ArraySlice<UInt8>) -> Int? {
    guard lexesAsInteger(text) else { return nil }
    return Int(String(decoding: text, as: UTF8.self))
  }

  /// A finite decimal number (see the type's documentation for the syntax).
  static func number(_ text: ArraySlice<UInt8>) -> Double? {
    guard let end = numberEnd(text, from: text.startIndex), end == text.endIndex else {
      return nil
    }
    guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
      return nil
    }
    return value
  }

  static func boolean(_ text: ArraySlice<UInt8>) -> Bool? {
    switch String(decoding: text, as: UTF8.self).lowercased() {
    case "1", "true", "yes": true
    case "0", "false", "no": false
    default: nil
    }
  }

  static func rect(_ text: ArraySlice<UInt8>) -> Rect? {
    guard let tokens = NotificationDumpValueToken.tokens(text) else { return nil }
    let body = strippingPrefix(tokens, names: ["NSRect", "CGRect"])
    for pattern in rectPatterns {
      if let numbers = match(body, pattern), numbers.count == 4 {
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      }
    }
    return nil
  }

  static func point(_ text: ArraySlice<UInt8>) -> Point? {
    guard let tokens = NotificationDumpValueToken.tokens(text) else { return nil }
    let body = strippingPrefix(tokens, names: ["NSPoint", "CGPoint"])
    for pattern in pointPatterns {
      if let numbers = match(body, pattern), numbers.count == 2 {
        return Point(x: numbers[0], y: numbers[1])
      }
    }
    return nil
  }

  /// The index after the longest number starting at `start`:
  /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`, or `nil` when none starts there.
  static func numberEnd(_ text: ArraySlice<UInt8>, from start: Int) -> Int? {
    var index = start
    func digits() -> Int {
      let first = index
      while index < text.endIndex, (0x30...0x39).contains(text[index]) { index += 1 }
      return index - first
    }
    if index < text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
      index += 1
    }
    var count = digits()
    if index < text.endIndex, text[index] == UInt8(ascii: ".") {
      index += 1
      count += digits()
    }
    guard count > 0 else { return nil }
    if index < text.endIndex, text[index] | 0x20 == UInt8(ascii: "e") {
      let beforeExponent = index
      index += 1
      if index < text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      if digits() == 0 { index = beforeExponent }
    }
    return index
  }

  private static func lexesAsInteger(_ text: ArraySlice<UInt8>) -> Bool {
    var body = text
    if let first = body.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      body = body.dropFirst()
    }
    return !body.isEmpty && body.allSatisfy { (0x30...0x39).contains($0) }
  }

  private typealias Token = NotificationDumpValueToken
  private typealias Pattern = [Token.Pattern]

  private static func strippingPrefix(_ tokens: [Token], names: Set<String>) -> ArraySlice<Token> {
    var body = tokens[...]
    if case .word(let word)? = body.first, names.contains(word) {
      body = body.dropFirst()
      if body.first == .symbol(UInt8(ascii: ":")) { body = body.dropFirst() }
    }
    return body
  }

  /// The numbers of `tokens` when they follow `pattern` exactly.
  private static func match(_ tokens: ArraySlice<Token>, _ pattern: Pattern) -> [Double]? {
    guard tokens.count == pattern.count else { return nil }
    var numbers: [Double] = []
    for (token, expected) in zip(tokens, pattern) {
      switch (token, expected) {
      case (.number(let value), .number):
        numbers.append(value)
      case (.symbol(let symbol), .symbol(let wanted)) where symbol == wanted:
        continue
      case (.word(let word), .word(let wanted)) where word == wanted:
        continue
      default:
        return nil
      }
    }
    return numbers
  }

  private static let rectPatterns: [Pattern] = [
    Token.pattern("{{#,#},{#,#}}"),
    Token.pattern("(#,#,#,#)"),
    Token.pattern("(x:#,y:#,width:#,height:#)"),
    Token.pattern("(origin=(x=#,y=#),size=(width=#,height=#))"),
  ]

  private static let pointPatterns: [Pattern] = [
    Token.pattern("{#,#}"),
    Token.pattern("(#,#)"),
    Token.pattern("(x:#,y:#)"),
    Token.pattern("(x=#,y=#)"),
  ]
}
