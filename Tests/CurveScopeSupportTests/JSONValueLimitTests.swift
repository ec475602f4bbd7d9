import CurveScopeSupport
import CurveScopeTrace
import Testing

/// The parser counts values as it builds them and stops at its bound, so that the tree of a
/// hostile document is bounded before a reader looks at it.
struct JSONValueLimitTests {
  static func numbers(_ count: Int) -> [UInt8] {
    Array(("[" + Array(repeating: "1", count: count).joined(separator: ",") + "]").utf8)
  }

  @Test("a document of more values than the bound is refused where the bound is passed")
  func bound() throws {
    #expect(try JSONParser(maximumValues: 11).parse(Self.numbers(10)) != .null)
    do {
      _ = try JSONParser(maximumValues: 10).parse(Self.numbers(10))
      Issue.record("accepted 11 values with a bound of 10")
    } catch let error as JSONParseError {
      #expect(error.cause == .tooManyValues(limit: 10))
      // The 11th value is the last 1: column 2 + 9 × 2 = 20.
      #expect(error.line == 1 && error.column == 20, "\(error)")
    }
    // Objects and their members count, keys do not.
    #expect(throws: JSONParseError.self) {
      try JSONParser(maximumValues: 3).parse(#"{"a": 1, "b": {"c": 2}}"#)
    }
    #expect(try JSONParser(maximumValues: 4).parse(#"{"a": 1, "b": {"c": 2}}"#) != .null)
  }

  @Test("the default bound is far above any real scenario, and enforced")
  func defaultBound() {
    #expect(JSONParser().maximumValues == 1 << 20)
    #expect(throws: JSONParseError.self) {
      try JSONParser().parse(Self.numbers(1 << 20))
    }
  }

  @Test("a trace of bare numbers is refused by the value bound, before frames are read")
  func traceOfBareNumbers() throws {
    let count = Trace.maximumJSONValues + 10
    var bytes = Array(#"{"screen": {"width": 375, "height": 812}, "frames": ["#.utf8)
    bytes.reserveCapacity(bytes.count + 2 * count + 2)
    for index in 0..<count {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(UInt8(ascii: "1"))
    }
    bytes += Array("]}".utf8)
    #expect(bytes.count <= Trace.maximumByteCount)
    do {
      _ = try Trace(json: bytes)
      Issue.record("accepted")
    } catch let error as JSONParseError {
      #expect(error.cause == .tooManyValues(limit: Trace.maximumJSONValues))
    }
    // A full trace at the frame limit stays within the bound.
    #expect(Trace.maximumJSONValues >= Trace.maximumFrameCount * 4 + 10_000 * 16)
  }
}
