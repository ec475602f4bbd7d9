import Testing

@testable import CurveScopeLint

/// The byte screens that run before lexing, and the name map the index is built on, checked
/// against plain searches.
@Suite("Screens and name maps")
struct ScreenTests {
  @Test("one pass finds a carriage return at every offset, and only in valid UTF-8")
  func carriageReturns() {
    let text = Array("let a = 1 // é ✓ keyboard\nfunc f() { g(x: 1, y: \"z\") }\n".utf8)
    #expect(SourceScreen.validate(text) == (nil, false))
    for offset in 0...text.count {
      var bytes = text
      bytes.insert(0x0D, at: offset)
      // The CR may split a multi-byte character: then the file is invalid and the CR moot.
      let invalid = SourceScreen.firstInvalidUTF8(bytes)
      let screened = SourceScreen.validate(bytes)
      #expect(screened.invalidOffset == invalid)
      #expect(screened.hasCarriageReturn == (invalid == nil))
      #expect(screened.hasCarriageReturn == (invalid == nil && bytes.contains(0x0D)))
    }
    var invalid = text
    invalid[3] = 0xFF
    #expect(SourceScreen.validate(invalid).invalidOffset == 3)
  }

  @Test("a name map keeps every key's last value through growth")
  func nameMap() {
    var map = NameMap(capacity: 2)
    var expected: [UInt32: Int32] = [:]
    // Keys that collide in a small table (multiples of a power of two), values of both signs.
    for step in 0..<300 {
      let key = UInt32(1 + (step * 64) % 2_000)
      let value = Int32(step) - 150
      map.set(key, value)
      expected[key] = value
    }
    #expect(map.count == expected.count)
    for (key, value) in expected { #expect(map[key] == value) }
    #expect(map[3] == nil)
    #expect(map[UInt32.max] == nil)
  }
}
