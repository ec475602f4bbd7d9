/// The names of one lint run, each kept once: the lexer gives every identifier token the number
/// of its name, so that names compare as integers, a name's text is made once, and what the
/// analysis asks about a name (its words, the lists it is on) is worked out once per name
/// rather than once per token.
///
/// One run lexes its files one after another into one table; afterwards the table is only
/// read (hence `@unchecked Sendable`). Name 0 stands for "no name" (tokens other than
/// identifiers, `#keywords` and `@keywords`).
final class NameTable: @unchecked Sendable {
  /// The table's contents. A class's stored `var`s are checked for exclusive access at run
  /// time on every read and write (tens of instructions each, on every token); the contents
  /// sit behind a pointer instead, which the table alone uses, from one thread.
  let state: UnsafeMutablePointer<NameTableState>

  /// A table holding the ``Names``, each numbered by its raw value.
  init() {
    state = UnsafeMutablePointer<NameTableState>.allocate(capacity: 1)
    state.initialize(to: NameTableState())
    for (position, text) in Names.texts.enumerated() {
      var text = text
      let number = text.withUTF8 { bytes in
        state.pointee.intern(
          bytes, from: 0, to: bytes.count, hash: IdentifierName.fnv1a(bytes))
      }
      precondition(number == position + 1, "Names are numbered in order, each once")
    }
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// The number of names, the empty name 0 included.
  var count: Int { state.pointee.texts.count }

  /// The number of the name spelled by `bytes[start..<end]`, whose FNV-1a hash is `hash`,
  /// adding it when new.
  @inline(__always)
  func intern(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, hash: UInt32)
    -> UInt32
  {
    state.pointee.intern(bytes, from: start, to: end, hash: hash)
  }

  /// The number of `text`, or 0 when no token of the run is spelled so.
  func number(of text: String) -> UInt32 { state.pointee.number(of: text) }

  /// The text of name `number`.
  @inline(__always)
  func text(_ number: UInt32) -> String { state.pointee.texts[Int(number)] }

  /// What is known about name `number` (nothing for 0).
  @inline(__always)
  func facts(_ number: UInt32) -> NameFacts {
    if let known = state.pointee.facts[Int(number)] { return known }
    let made = NameFacts(state.pointee.texts[Int(number)])
    state.pointee.facts[Int(number)] = made
    return made
  }
}

/// The contents of a ``NameTable``.
struct NameTableState {
  /// Where a name's bytes are in `storage`, their count, and their FNV-1a hash.
  struct Entry {
    var offset: Int32
    var length: Int32
    var hash: UInt32
  }

  /// Per name: where it is.
  private var entries: [Entry] = [Entry(offset: 0, length: 0, hash: 0)]
  /// Per name: its text.
  private(set) var texts: [String] = [""]
  /// Per name: what is known about it, worked out on first use.
  var facts: [NameFacts?] = [nil]
  /// Every name's bytes, one after another.
  private var storage: [UInt8] = []
  /// Open addressing by hash: a name's hash in the high 32 bits and its number in the low
  /// ones, 0 for an empty slot.
  private var slots: [UInt64]
  private var mask: Int

  /// An empty table.
  init() {
    slots = [UInt64](repeating: 0, count: 1024)
    mask = 1023
    storage.reserveCapacity(8192)
  }

  /// The number of the name spelled by `bytes[start..<end]`, whose FNV-1a hash is `hash`,
  /// adding it when new.
  @inline(__always)
  mutating func intern(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, hash: UInt32
  ) -> UInt32 {
    let length = end - start
    var slot = Self.slot(of: hash, mask)
    let wanted = UInt64(hash) << 32
    while true {
      let found = slots[slot]
      if found == 0 { break }
      if found & 0xFFFF_FFFF_0000_0000 == wanted {
        let name = UInt32(truncatingIfNeeded: found)
        let entry = entries[Int(name)]
        if Int(entry.length) == length, equal(bytes, start, Int(entry.offset), length) {
          return name
        }
      }
      slot = (slot + 1) & mask
    }
    return add(bytes, from: start, to: end, hash: hash, slot: slot)
  }

  /// The number of `text`, or 0 when no token of the run is spelled so.
  func number(of text: String) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    var slot = Self.slot(of: hash, mask)
    let wanted = UInt64(hash) << 32
    while true {
      let found = slots[slot]
      if found == 0 { return 0 }
      let number = UInt32(truncatingIfNeeded: found)
      if found & 0xFFFF_FFFF_0000_0000 == wanted, texts[Int(number)] == text { return number }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  private static func slot(of hash: UInt32, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(hash) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  @inline(__always)
  private func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ offset: Int, _ count: Int)
    -> Bool
  {
    guard count > 0 else { return true }
    precondition(start + count <= bytes.count && offset + count <= storage.count)
    return storage.withUnsafeBufferPointer { kept in
      guard let a = bytes.baseAddress, let b = kept.baseAddress else { return false }
      let x = UnsafeRawPointer(a + start)
      let y = UnsafeRawPointer(b + offset)
      // Whole words, the last one overlapping the one before it when the count is not a
      // multiple of the word's size.
      if count >= 8 {
        var k = 0
        while k + 8 < count {
          if x.loadUnaligned(fromByteOffset: k, as: UInt64.self)
            != y.loadUnaligned(fromByteOffset: k, as: UInt64.self)
          {
            return false
          }
          k += 8
        }
        return x.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
          == y.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      }
      if count >= 4 {
        return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
          && x.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            == y.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      }
      var k = 0
      while k < count {
        if a[start + k] != b[offset + k] { return false }
        k += 1
      }
      return true
    }
  }

  private mutating func add(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, hash: UInt32, slot: Int
  ) -> UInt32 {
    let number = UInt32(texts.count)
    entries.append(Entry(offset: Int32(storage.count), length: Int32(end - start), hash: hash))
    storage.append(contentsOf: bytes[start..<end])
    texts.append(String(decoding: bytes[start..<end], as: UTF8.self))
    facts.append(nil)
    slots[slot] = UInt64(hash) << 32 | UInt64(number)
    if texts.count * 2 > slots.count { grow() }
    return number
  }

  /// Doubles the slots and places every name again.
  private mutating func grow() {
    let capacity = slots.count * 2
    slots = [UInt64](repeating: 0, count: capacity)
    mask = capacity - 1
    for number in 1..<entries.count {
      let hash = entries[number].hash
      var slot = Self.slot(of: hash, mask)
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = UInt64(hash) << 32 | UInt64(number)
    }
  }
}
