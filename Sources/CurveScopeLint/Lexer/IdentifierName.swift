/// A name compared against identifier tokens: its bytes and their FNV-1a hash, computed once.
struct IdentifierName: Sendable, Hashable {
  /// The name.
  let text: String
  /// Its UTF-8 bytes.
  let bytes: [UInt8]
  /// FNV-1a 32-bit hash of the bytes, as the lexer computes for identifiers.
  let hash: UInt32

  /// Wraps a name.
  init(_ text: String) {
    self.text = text
    bytes = Array(text.utf8)
    hash = Self.fnv1a(bytes[...])
  }

  /// FNV-1a, 32 bits [Fowler, Noll, Vo; http://www.isthe.com/chongo/tech/comp/fnv/].
  static func fnv1a<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return hash
  }
}
