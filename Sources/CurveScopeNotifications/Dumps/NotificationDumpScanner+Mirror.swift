/// lldb `po` trees: `▿ key : AnyHashable("Key")` lines and the values under them.
extension NotificationDumpScanner {
  /// `▿ key : AnyHashable("Key")` (or `- key : "Key"`): the key of the next `- value : …` lines.
  mutating func readMirrorKey(valueStart: Int) {
    index = valueStart
    let at = skippingSpaces(from: valueStart)
    if let after = word("AnyHashable", at: at), let (key, end) = anyHashableKey(at: after) {
      mirrorKey = (key, false, line)
      index = end
    } else if at < bytes.count, bytes[at] == UInt8(ascii: "\""),
      let close = NotificationDumpRawValue.closingQuote(in: bytes, openingAt: at)
    {
      mirrorKey = (String(decoding: bytes[(at + 1)..<close], as: UTF8.self), false, line)
      index = close + 1
    }
  }

  /// `- value : "Key"` (the key's echo, skipped once) then `- value : <value>`.
  mutating func readMirrorValue(valueStart: Int) throws(NotificationDumpError) {
    guard let (key, echoed, keyLine) = mirrorKey else { return }
    let at = skippingSpaces(from: valueStart)
    if !echoed, at < bytes.count, bytes[at] == UInt8(ascii: "\""),
      let close = NotificationDumpRawValue.closingQuote(in: bytes, openingAt: at),
      String(decoding: bytes[(at + 1)..<close], as: UTF8.self) == key
    {
      mirrorKey = (key, true, keyLine)
      index = close + 1
      return
    }
    mirrorKey = nil
    if let known = KeyboardNotificationKey(rawValue: key) {
      try readKnown(
        known, keyStart: valueStart, valueStart: valueStart, target: .mirror, startLine: keyLine)
    } else if key.hasPrefix("UIKeyboard"), KeyboardNotificationName.kind(of: key) == nil {
      try readOther(key, valueStart: valueStart, target: .mirror, startLine: keyLine)
    } else {
      index = valueStart
    }
  }

  /// The key in `("Key")` after `AnyHashable` (spaces allowed), and the index after `)`.
  func anyHashableKey(at position: Int) -> (String, Int)? {
    var at = skippingSpaces(from: position)
    guard at < bytes.count, bytes[at] == UInt8(ascii: "(") else { return nil }
    at = skippingSpaces(from: at + 1)
    guard at < bytes.count, bytes[at] == UInt8(ascii: "\""),
      let close = NotificationDumpRawValue.closingQuote(in: bytes, openingAt: at)
    else { return nil }
    let end = skippingSpaces(from: close + 1)
    guard end < bytes.count, bytes[end] == UInt8(ascii: ")") else { return nil }
    return (String(decoding: bytes[(at + 1)..<close], as: UTF8.self), end + 1)
  }
}
