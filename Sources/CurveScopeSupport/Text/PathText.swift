/// File paths as the system holds them (any bytes but NUL) carried in a `String` without loss.
///
/// A path typed on the command line or read from a folder is bytes; most are UTF-8, but not all
/// (`$'\xff.png'`, a file copied from an old Latin-1 disk). Decoding such bytes with repair
/// would turn `\xff` into U+FFFD, so the tool would open or create a different name. Here each
/// byte that is not part of valid UTF-8 becomes one scalar of a private-use block,
/// U+10FF00 + byte (U+10FF80…U+10FFFF), and ``withCString(_:_:)`` turns those scalars back into
/// their bytes when the path is handed to the C library. ``rawByte(_:)`` lets a printer show
/// them as `\xff`. (Python's `surrogateescape` does the same with lone surrogates, which Swift
/// strings cannot hold.)
///
/// Limit: a path that really contains a scalar of U+10FF80…U+10FFFF (UTF-8 `F4 8F BE 80`…) is
/// handed to the system as the single byte instead; no known file name uses that block.
package enum PathText {
  /// The first scalar value of the escape block; `0x10FF00 + byte` stands for `byte`.
  static let escapeBase: UInt32 = 0x10_FF00

  /// The path `bytes` as text: valid UTF-8 as is, every other byte escaped.
  package static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    let bytes = Array(bytes)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      if let (scalar, length) = scalar(in: bytes, at: index) {
        result.append(scalar)
        index += length
      } else {
        result.append(escaped(bytes[index]))
        index += 1
      }
    }
    return String(result)
  }

  /// The scalar whose well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing
  /// above U+10FFFF) starts at `index`, and its length; `nil` when the bytes there are not one.
  static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      second = 0xA0...0xBF
    case 0xED:
      length = 3
      second = 0x80...0x9F
    case 0xE1...0xEF: length = 3
    case 0xF0:
      length = 4
      second = 0x90...0xBF
    case 0xF4:
      length = 4
      second = 0x80...0x8F
    case 0xF1...0xF3: length = 4
    default: return nil
    }
    guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard offset == 1 || (0x80...0xBF).contains(byte) else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return Unicode.Scalar(value).map { ($0, length) }
  }

  /// The scalar that stands for `byte` (0x80…0xFF).
  static func escaped(_ byte: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}"
  }

  /// The byte a scalar of the escape block stands for, or `nil` for any other scalar.
  package static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
    guard scalar.value >= escapeBase + 0x80, scalar.value <= escapeBase + 0xFF else { return nil }
    return UInt8(scalar.value - escapeBase)
  }

  /// The bytes the system sees for `path`: UTF-8 with escaped bytes restored.
  package static func bytes(_ path: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if let byte = rawByte(scalar) {
        bytes.append(byte)
      } else {
        Unicode.UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    return bytes
  }

  /// Calls `body` with `path` as a NUL-terminated C string of the system's bytes.
  package static func withCString<Result>(
    _ path: String, _ body: (UnsafePointer<CChar>) throws -> Result
  ) rethrows -> Result {
    guard path.unicodeScalars.contains(where: { rawByte($0) != nil }) else {
      return try path.withCString(body)
    }
    var bytes = bytes(path).map { CChar(bitPattern: $0) }
    bytes.append(0)
    return try bytes.withUnsafeBufferPointer { buffer in
      // Never empty: it holds at least the terminating NUL.
      guard let base = buffer.baseAddress else { return try "".withCString(body) }
      return try body(base)
    }
  }
}
