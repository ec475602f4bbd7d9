/// A small hash map from a non-zero 32-bit key (a name's number, a token index plus one) to a
/// 32-bit value, by open addressing: a lookup is a multiply, a shift and a probe or two, with
/// no hashing of its own and no allocation.
///
/// Each slot holds its key in the low 32 bits and its value in the high ones: one array, so
/// one allocation per map.
struct NameMap: Sendable {
  private var slots: [UInt64]
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
    slots = Self.zeros(size)
    mask = size - 1
    shift = 32 - bits
  }

  /// `count` empty slots, written as bytes at once (a `memset`, where `init(repeating:count:)`
  /// stores them one by one).
  private static func zeros(_ count: Int) -> [UInt64] {
    [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress {
        UnsafeMutableRawPointer(base).initializeMemory(
          as: UInt8.self, repeating: 0, count: count * MemoryLayout<UInt64>.stride)
      }
      initialized = count
    }
  }

  /// The value of `key`, `nil` when absent.
  @inline(__always)
  subscript(key: UInt32) -> Int32? {
    var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> shift)
    while true {
      let entry = slots[slot]
      let found = UInt32(truncatingIfNeeded: entry)
      if found == key { return Int32(truncatingIfNeeded: entry >> 32) }
      if found == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Sets the value of `key` (not 0).
  mutating func set(_ key: UInt32, _ value: Int32) {
    precondition(key != 0, "NameMap keys are not zero")
    let entry = UInt64(UInt32(bitPattern: value)) << 32 | UInt64(key)
    var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> shift)
    while true {
      let found = UInt32(truncatingIfNeeded: slots[slot])
      if found == key {
        slots[slot] = entry
        return
      }
      if found == 0 { break }
      slot = (slot + 1) & mask
    }
    slots[slot] = entry
    count += 1
    if count * 2 > slots.count { grow() }
  }

  private mutating func grow() {
    let old = slots
    slots = Self.zeros(old.count * 2)
    mask = slots.count - 1
    shift -= 1
    count = 0
    for entry in old where UInt32(truncatingIfNeeded: entry) != 0 {
      set(UInt32(truncatingIfNeeded: entry), Int32(truncatingIfNeeded: entry >> 32))
    }
  }
}
