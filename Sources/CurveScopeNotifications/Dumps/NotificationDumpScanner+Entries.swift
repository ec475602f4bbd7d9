extension NotificationDumpScanner {
  // MARK: - Tokens that may start an entry

  /// An identifier: a key when `=` or `:` follows, `AnyHashable("Key")`, a notification name,
  /// or noise.
  mutating func scanWord() throws(NotificationDumpError) {
    let start = index
    while index < bytes.count, NotificationDumpASCII.isIdentifierPart(bytes[index]) { index += 1 }
    var end = index
    while end > start + 1, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
    let word = String(decoding: bytes[start..<end], as: UTF8.self)
    if word == "lldb", start > 0, bytes[start - 1] == UInt8(ascii: "(") {
      try endLooseRecords()
      return
    }
    if word == "AnyHashable" {
      guard let (key, after) = anyHashableKey(at: index) else { return }
      index = after
      if let valueStart = separator(after: index) {
        try entry(key: key, keyStart: start, valueStart: valueStart)
      }
      return
    }
    if word.hasSuffix("Notification.Name"), let (name, after) = nameCall(at: index) {
      index = after
      remember(name)
      return
    }
    let isName = KeyboardNotificationName.kind(of: word) != nil
    if !isName, let kind = KeyboardNotificationName.handlerKind(of: word) {
      rememberLabel(word, kind: kind)
    }
    if let valueStart = separator(after: index) {
      try entry(key: word, keyStart: start, valueStart: valueStart)
    } else if isName {
      remember(word)
    }
  }

  /// A quoted string: a key when `=` or `:` follows (`"Key": value`), else skipped with
  /// everything in it. An unterminated quote skips the rest of its line.
  mutating func scanQuoted() throws(NotificationDumpError) {
    let start = index
    guard let close = NotificationDumpRawValue.closingQuote(in: bytes, openingAt: start) else {
      index = NotificationDumpRawValue.endOfLine(in: bytes, from: start)
      return
    }
    index = close + 1
    if let valueStart = separator(after: index) {
      let key = String(decoding: bytes[(start + 1)..<close], as: UTF8.self)
      try entry(key: key, keyStart: start, valueStart: valueStart)
    }
  }

  /// The index after `=` or `:` (spaces before it allowed) when one follows `position` on the
  /// same line and is not part of `==` or `::`.
  func separator(after position: Int) -> Int? {
    let at = skippingSpaces(from: position)
    guard at < bytes.count, bytes[at] == UInt8(ascii: "=") || bytes[at] == UInt8(ascii: ":")
    else { return nil }
    if at + 1 < bytes.count, bytes[at + 1] == bytes[at] { return nil }
    return at + 1
  }

  func skippingSpaces(from position: Int) -> Int {
    var at = position
    while at < bytes.count, NotificationDumpASCII.isSpace(bytes[at]) { at += 1 }
    return at
  }

  // MARK: - Entries

  /// Handles `key` followed by a separator; the value starts at `valueStart`, just after the
  /// separator. lldb `po` trees use `:` (`key : …`); lldb's `p` prints `key = "…"` and
  /// `value = 0x…` pointers without values, which are not read.
  mutating func entry(key: String, keyStart: Int, valueStart: Int) throws(NotificationDumpError) {
    if let known = KeyboardNotificationKey(rawValue: key) {
      try readKnown(known, keyStart: keyStart, valueStart: valueStart, target: .current)
    } else if KeyboardNotificationName.kind(of: key) != nil {
      remember(key)
      index = valueStart
    } else if key.hasPrefix("UIKeyboard") {
      try readOther(key, valueStart: valueStart, target: .current)
    } else if key == "name" {
      readName(valueStart: valueStart)
    } else if key == "userInfo" {
      try readUserInfoNil(valueStart: valueStart)
    } else if key == "key", bytes[valueStart - 1] == UInt8(ascii: ":") {
      readMirrorKey(valueStart: valueStart)
    } else if key == "value", mirrorKey != nil, bytes[valueStart - 1] == UInt8(ascii: ":") {
      try readMirrorValue(valueStart: valueStart)
    } else {
      index = valueStart
    }
  }

  /// Reads the value of a known key. A value that does not start like any printed value is not
  /// an entry and is skipped, unless it is one bare word printed where only a value can be
  /// (``isPrintedWord(_:valueStart:target:)``); one that does but does not read is an error, as
  /// is a frame of negative size or beyond ``KeyboardNotification/coordinateRange``.
  mutating func readKnown(
    _ key: KeyboardNotificationKey, keyStart: Int, valueStart: Int, target: Target,
    startLine: Int? = nil
  ) throws(NotificationDumpError) {
    let raw = NotificationDumpRawValue.extract(from: bytes, at: valueStart)
    guard
      NotificationDumpValueParser.startsLikeValue(bytes[raw.text])
        || isPrintedWord(raw.text, valueStart: valueStart, target: target)
    else {
      // Code (`@{UIKeyboardFrameEndUserInfoKey: [NSValue valueWithCGRect:r]}`) or prose
      // (`UIKeyboardFrameEndUserInfoKey: the end frame`), not a printed entry.
      index = valueStart
      return
    }
    index = raw.next
    guard !raw.hasQuoteProblem,
      let value = NotificationDumpValueParser.parse(bytes[raw.content], as: key.valueKind)
    else {
      throw NotificationDumpError(
        line: line, column: column(of: keyStart, lineStart: lineStart),
        reason: .malformedValue(
          key: key.rawValue, expected: NotificationDumpValueParser.expectation(for: key.valueKind),
          found: Self.shortened(bytes[raw.hasQuoteProblem ? raw.text : raw.content])))
    }
    if let problem = NotificationDumpValueParser.geometryProblem(value) {
      throw NotificationDumpError(
        line: line, column: column(of: keyStart, lineStart: lineStart),
        reason: .implausibleGeometry(
          key: key.rawValue, found: Self.shortened(bytes[raw.content]), problem: problem))
    }
    let line = line
    try withRecord(for: target, key: key.rawValue, isKnown: true, startLine: startLine) {
      record in
      record.set(key, to: value, line: line)
      return true
    }
  }

  /// Whether the value at `text` is one bare word (`abc`, `nan`, `inf`) printed where only a
  /// value can be: after `=` (`Key = abc;`, the Objective-C description) or in an lldb tree;
  /// after `:` only `nan`, `inf` and `infinity`, which Swift prints for non-finite doubles (any
  /// other word after `:` may be code, such as `@{UIKeyboardFrameEndUserInfoKey: frame}`).
  func isPrintedWord(_ text: Range<Int>, valueStart: Int, target: Target) -> Bool {
    guard let first = text.first, NotificationDumpASCII.isLetter(bytes[first]),
      bytes[text].allSatisfy(NotificationDumpASCII.isIdentifierPart)
    else { return false }
    if target == .mirror || bytes[valueStart - 1] == UInt8(ascii: "=") { return true }
    let word = String(decoding: bytes[text], as: UTF8.self).lowercased()
    return ["nan", "inf", "infinity"].contains(word)
  }

  /// Keeps an unknown `UIKeyboard…` key's value as printed. A value that opens a bracket it does
  /// not close on its line is not read, so the brackets are scanned as usual.
  mutating func readOther(
    _ key: String, valueStart: Int, target: Target, startLine: Int? = nil
  ) throws(NotificationDumpError) {
    let raw = NotificationDumpRawValue.extract(from: bytes, at: valueStart)
    guard raw.isBalanced else {
      index = valueStart
      return
    }
    index = raw.next
    let text = Self.shortened(bytes[raw.content], limit: NotificationDumpValueParser.maximumLength)
    let line = line
    let limit = limits.maximumUnknownKeysPerNotification
    try withRecord(for: target, key: key, isKnown: false, startLine: startLine) { record in
      guard record.unknownKeyCount < limit else { return false }
      record.setOther(key, to: text, line: line)
      return true
    }
  }

  // MARK: - Names

  /// `name = UIKeyboardWillShowNotification` (Objective-C and Swift `Notification`), also quoted,
  /// in `Optional(…)` or as `NSNotification.Name(_rawValue: …)`.
  mutating func readName(valueStart: Int) {
    index = valueStart
    var at = skippingSpaces(from: valueStart)
    if let after = word("Optional", at: at), after < bytes.count, bytes[after] == UInt8(ascii: "(")
    {
      at = skippingSpaces(from: after + 1)
    }
    guard let (name, after) = nameToken(at: at) else { return }
    index = after
    if KeyboardNotificationName.kind(of: name) != nil || name.hasSuffix("Notification") {
      remember(name)
    }
  }

  /// A name as an identifier, a quoted string, or a `Notification.Name(…)` call at `position`.
  func nameToken(at position: Int) -> (String, Int)? {
    guard position < bytes.count else { return nil }
    if bytes[position] == UInt8(ascii: "\"") {
      guard let close = NotificationDumpRawValue.closingQuote(in: bytes, openingAt: position)
      else { return nil }
      return (String(decoding: bytes[(position + 1)..<close], as: UTF8.self), close + 1)
    }
    guard NotificationDumpASCII.isLetter(bytes[position]) else { return nil }
    var end = position
    while end < bytes.count, NotificationDumpASCII.isIdentifierPart(bytes[end]) { end += 1 }
    let text = String(decoding: bytes[position..<end], as: UTF8.self)
    if text.hasSuffix("Notification.Name"), let call = nameCall(at: end) { return call }
    return (text, end)
  }

  /// The name in `(_rawValue: X)`, `(rawValue: "X")` or `("X")` at `position`.
  func nameCall(at position: Int) -> (String, Int)? {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "(") else { return nil }
    var at = skippingSpaces(from: position + 1)
    for label in ["_rawValue", "rawValue"] {
      if let after = word(label, at: at), let colon = separator(after: after) {
        at = skippingSpaces(from: colon)
        break
      }
    }
    guard let (name, after) = nameToken(at: at), !name.hasSuffix("Notification.Name") else {
      return nil
    }
    let close = skippingSpaces(from: after)
    guard close < bytes.count, bytes[close] == UInt8(ascii: ")") else { return nil }
    return (name, close + 1)
  }

  /// The index after `text` when that exact word (not a longer identifier) is at `position`.
  func word(_ text: String, at position: Int) -> Int? {
    var at = position
    for byte in text.utf8 {
      guard at < bytes.count, bytes[at] == byte else { return nil }
      at += 1
    }
    if at < bytes.count, NotificationDumpASCII.isIdentifierPart(bytes[at]) { return nil }
    return at
  }

  /// Remembers a name for the next record that starts within ``nameReach`` lines.
  mutating func remember(_ name: String) {
    pendingName = PendingName(
      name: KeyboardNotificationName(rawValue: name), line: line, depth: scopes.count,
      isLabel: false)
  }

  /// Remembers a log's own label (`keyboardWillShow:`, `-[VC keyboardDidShow:]`) for the next
  /// record, as a name of `kind`; a name UIKit printed later replaces it. A label inside the
  /// brackets of an Objective-C method (`-[VC keyboardDidShow:]`, a `[` opened on this line) is
  /// kept when they close.
  mutating func rememberLabel(_ label: String, kind: KeyboardNotificationName.Kind) {
    var depth = scopes.count
    if let innermost = scopes.last, innermost.opener == UInt8(ascii: "["),
      innermost.line == line
    {
      depth -= 1
    }
    pendingName = PendingName(
      name: KeyboardNotificationName(label: label, kind: kind), line: line, depth: depth,
      isLabel: true)
  }

  /// `userInfo = nil` after a name: a notification without values (Swift's `Notification`).
  mutating func readUserInfoNil(valueStart: Int) throws(NotificationDumpError) {
    index = valueStart
    guard let after = word("nil", at: skippingSpaces(from: valueStart)),
      let pending = pendingName, pending.line >= line - Self.nameReach
    else { return }
    index = after
    pendingName = nil
    let form: NotificationDumpForm = scopes.isEmpty ? .swiftNotification : .objectiveCNotification
    try append(
      KeyboardNotification(name: pending.name, line: pending.line, form: form), endLine: line)
  }

  /// `text` as a string for messages: control characters shown as spaces, at most `limit`
  /// characters (then `…`).
  static func shortened(_ text: ArraySlice<UInt8>, limit: Int = 60) -> String {
    var result = ""
    var count = 0
    for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
      if count == limit {
        result += "…"
        break
      }
      result.unicodeScalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
      count += 1
    }
    return result
  }
}
