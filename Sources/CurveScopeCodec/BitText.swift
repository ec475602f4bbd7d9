/// Text for masks and bit positions, shared by the codec's messages and its users.
public enum BitText {
  /// `0x` and upper-case hexadecimal digits: `0x70000`, `0xFFFFFFFFFFFF0000`, `0x0`.
  public static func hex(_ value: UInt) -> String {
    "0x" + String(value, radix: 16, uppercase: true)
  }

  /// Sorted bit positions as ranges: `[10, 11, 12, 28]` → `10–12, 28`.
  public static func ranges(_ positions: [Int]) -> String {
    var parts: [String] = []
    var index = 0
    let sorted = positions.sorted()
    while index < sorted.count {
      var end = index
      while end + 1 < sorted.count, sorted[end + 1] == sorted[end] + 1 { end += 1 }
      parts.append(end == index ? "\(sorted[index])" : "\(sorted[index])–\(sorted[end])")
      index = end + 1
    }
    return parts.joined(separator: ", ")
  }

  /// `bit 28` or `bits 28–63, 10`: the positions with the right noun.
  public static func bits(_ positions: [Int]) -> String {
    (positions.count == 1 ? "bit " : "bits ") + ranges(positions)
  }
}
