import Testing

@testable import CurveScopeSupport

/// File paths as bytes: what is not UTF-8 survives the trip through a `String`.
@Suite("PathText: paths that are not UTF-8")
struct PathTextTests {
  @Test(
    "valid UTF-8 decodes as the standard library does; other bytes are kept one by one",
    arguments: [
      [UInt8]("plain/path.png".utf8), [UInt8]("été/日本/🎹.json".utf8), [0xFF], [0xC3],
      [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80],
      [0x61, 0xFF, 0x62, 0xC3, 0xA9, 0xFE],
    ])
  func roundTrip(bytes: [UInt8]) {
    let text = PathText.decode(bytes)
    #expect(PathText.bytes(text) == bytes)
    if let valid = String(validating: bytes, as: UTF8.self) {
      #expect(text == valid)
    } else {
      #expect(text.unicodeScalars.contains { PathText.rawByte($0) != nil })
    }
    let viaC = PathText.withCString(text) { pointer in
      Array(UnsafeBufferPointer(start: pointer, count: bytes.count)).map { UInt8(bitPattern: $0) }
    }
    #expect(viaC == bytes)
  }

  @Test("every byte string round-trips (seeded random strings of 0…12 bytes)")
  func randomRoundTrip() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let count = Int(state >> 60) % 13
      var bytes: [UInt8] = []
      for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: state >> (index * 5))) }
      bytes = bytes.map { $0 == 0 ? 1 : $0 }
      #expect(PathText.bytes(PathText.decode(bytes)) == bytes)
    }
  }

  @Test("only the escape block maps back to bytes")
  func escapeBlock() {
    #expect(PathText.rawByte("\u{10FF80}") == 0x80)
    #expect(PathText.rawByte("\u{10FFFF}") == 0xFF)
    #expect(PathText.rawByte("\u{10FF7F}") == nil)
    #expect(PathText.rawByte("a") == nil)
  }
}
