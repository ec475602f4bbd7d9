import CurveScopeCodec
import Testing

@Suite("BitText")
struct BitTextTests {
  @Test(
    "bit positions collapse into ranges",
    arguments: [
      ([], "", "bits "),
      ([28], "28", "bit 28"),
      ([10, 11, 12, 28], "10–12, 28", "bits 10–12, 28"),
      ([63, 28, 29], "28–29, 63", "bits 28–29, 63"),
      (Array(10...15) + Array(28...63), "10–15, 28–63", "bits 10–15, 28–63"),
    ] as [([Int], String, String)])
  func ranges(positions: [Int], ranges: String, bits: String) {
    #expect(BitText.ranges(positions) == ranges)
    #expect(BitText.bits(positions) == bits)
  }

  @Test("hex", arguments: [(0, "0x0"), (458_752, "0x70000"), (UInt.max, "0xFFFFFFFFFFFFFFFF")])
  func hex(value: UInt, text: String) {
    #expect(BitText.hex(value) == text)
  }
}
