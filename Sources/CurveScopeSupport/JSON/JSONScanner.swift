/// The byte-level state machine behind ``JSONParser``.
struct JSONScanner {
  private let bytes: [UInt8]
  private let maximumDepth: Int
  private let maximumValues: Int
  private var index = 0
  private var depth = 0
  private var values = 0

  init(bytes: [UInt8], maximumDepth: Int, maximumValues: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    self.maximumValues = maximumValues
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  mutating func parseDocument() throws -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw error(.emptyDocument) }
    let value = try parseValue()
    skipWhitespace()
    if index < bytes.count { throw error(.trailingContent(found: describeCurrent())) }
    return value
  }

  private mutating func parseValue() throws -> JSONValue {
    guard index < bytes.count else { throw error(.unexpectedEnd) }
    values += 1
    if values > maximumValues { throw error(.tooManyValues(limit: maximumValues)) }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try nested { try $0.parseObject() }
    case UInt8(ascii: "["): return try nested { try $0.parseArray() }
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error(.expectedValue(found: describeCurrent()))
    }
  }

  private mutating func nested(_ body: (inout JSONScanner) throws -> JSONValue) throws -> JSONValue
  {
    depth += 1
    if depth > maximumDepth {
      throw error(.nestingTooDeep(limit: maximumDepth))
    }
    defer { depth -= 1 }
    return try body(&self)
  }

  private mutating func parseObject() throws -> JSONValue {
    index += 1
    var members: [(String, JSONValue)] = []
    var keys = Set<String>()
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error(.expectedKey(found: describeCurrent()))
      }
      // Only the offset: position() counts lines from the start, so calling it for every key
      // made parsing quadratic (an 8 MiB file took hours).
      let keyStart = index
      let key = try parseString()
      guard keys.insert(key).inserted else {
        index = keyStart
        throw error(.duplicateKey(key))
      }
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else { throw error(.expectedColon(afterKey: key)) }
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "}")) { return .object(members) }
      throw error(.expectedObjectSeparator(found: describeCurrent()))
    }
  }

  private mutating func parseArray() throws -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return .array(elements) }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "]")) { return .array(elements) }
      throw error(.expectedArraySeparator(found: describeCurrent()))
    }
  }

  private mutating func parseNumber() throws -> JSONValue {
    let start = index
    var isInteger = true
    _ = consume(UInt8(ascii: "-"))
    let firstDigit = index
    guard digits() > 0 else { throw error(.expectedDigit(.integerPart)) }
    if bytes[firstDigit] == UInt8(ascii: "0"), index - firstDigit > 1 {
      index = firstDigit + 1
      throw error(.leadingZero)
    }
    if consume(UInt8(ascii: ".")) {
      isInteger = false
      guard digits() > 0 else { throw error(.expectedDigit(.fraction)) }
    }
    if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
      isInteger = false
      if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
      guard digits() > 0 else { throw error(.expectedDigit(.exponent)) }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let value = Int(text) { return .int(value) }
    guard let value = Double(text), value.isFinite else {
      throw error(.numberOutOfRange(String(text.prefix(40))))
    }
    return .double(value)
  }

  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 { index += 1 }
    return index - start
  }

  private mutating func parseString() throws -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun(_ scanner: JSONScanner, upTo end: Int) {
      scalars.append(
        contentsOf: String(decoding: scanner.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flushRun(self, upTo: index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error(.controlCharacterInString) }
      if byte == UInt8(ascii: "\\") {
        flushRun(self, upTo: index)
        index += 1
        scalars.append(try parseEscape())
        runStart = index
        continue
      }
      index += 1
    }
    throw error(.unterminatedString)
  }

  private mutating func parseEscape() throws -> Unicode.Scalar {
    guard index < bytes.count else { throw error(.unterminatedEscape) }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4()
      if (0xD800..<0xDC00).contains(high) {
        guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
          throw error(.loneHighSurrogate)
        }
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw error(.invalidSurrogatePair) }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw error(.loneLowSurrogate)
      }
      return scalar
    default:
      index -= 1
      throw error(.invalidEscape(found: describeCurrent()))
    }
  }

  private mutating func hex4() throws -> UInt32 {
    guard index + 4 <= bytes.count else { throw error(.truncatedUnicodeEscape) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = Self.hexValue(bytes[index]) else {
        throw error(.invalidHexDigit)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 48...57: UInt32(byte - 48)
    case 65...70: UInt32(byte - 55)
    case 97...102: UInt32(byte - 87)
    default: nil
    }
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws -> JSONValue {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard index + expected.count <= bytes.count,
      bytes[index..<(index + expected.count)].elementsEqual(expected)
    else { throw error(.expectedValue(found: describeCurrent())) }
    index += expected.count
    return value
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private func position() -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for offset in 0..<min(index, bytes.count) where bytes[offset] == 0x0A {
      line += 1
      lineStart = offset + 1
    }
    return (line, index - lineStart + 1)
  }

  private func error(_ cause: JSONParseError.Cause) -> JSONParseError {
    let (line, column) = position()
    return JSONParseError(line: line, column: column, cause)
  }
}
