/// A set of 32-bit hashes that may answer "maybe" for a hash it does not hold (4 096 bits,
/// indexed by the hash's low bits), and never "no" for one it holds.
struct HashBits: Sendable {
  private var bits = [UInt64](repeating: 0, count: 64)

  /// The set of `hashes`.
  init(_ hashes: [UInt32]) {
    for hash in hashes { bits[Int(hash & 4095) >> 6] |= 1 << UInt64(hash & 63) }
  }

  /// Whether `hash` may be in the set.
  @inline(__always)
  func mayContain(_ hash: UInt32) -> Bool {
    bits[Int(hash & 4095) >> 6] & (1 << UInt64(hash & 63)) != 0
  }
}
