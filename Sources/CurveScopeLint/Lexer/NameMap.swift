/// A small hash map from a non-zero 32-bit key (a name's number, a token index plus one) to a
/// 32-bit value, by open addressing: a lookup is a multiply, a shift and a probe or two, with
/// no hashing of its own and no allocation.
struct NameMap: Sendable {
  private var keys: [UInt32]
  private var values: [Int32]
  private var mask: Int
  private var shift: UInt32
  /// The number of keys.
  private(set) var count = 0

  /// An empty map with room for about `capacity` keys before it grows.
  init(capacity: Int = 8) {
    var size = 16
    var bits: UInt32 = 4
    while size < capacity * 2 {
      size *= 2
      bits += 1
    }
    keys = [UInt32](repeating: 0, count: size)
    values = [Int32](repeating: 0, count: size)
    mask = size - 1
    shift = 32 - bits
  }

  /// The value of `key`, `nil` when absent.
  @inline(__always)
  subscript(key: UInt32) -> Int32? {
    var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> shift)
    while true {
      let found = keys[slot]
      if found == key { return values[slot] }
      if found == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Sets the value of `key` (not 0).
  mutating func set(_ key: UInt32, _ value: Int32) {
    precondition(key != 0, "NameMap keys are not zero")
    var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> shift)
    while true {
      let found = keys[slot]
      if found == key {
        values[slot] = value
        return
      }
      if found == 0 { break }
      slot = (slot + 1) & mask
    }
    keys[slot] = key
    values[slot] = value
    count += 1
    if count * 2 > keys.count { grow() }
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
    values = [Int32](repeating: 0, count: oldKeys.count * 2)
    mask = keys.count - 1
    shift -= 1
    count = 0
    for (key, value) in zip(oldKeys, oldValues) where key != 0 { set(key, value) }
  }
}
