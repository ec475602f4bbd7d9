import CurveScopeSupport
import CurveScopeTestSupport
import CurveScopeTrace
import Testing

/// Every bad trace is refused with a cause naming the frame or line.
@Suite("Bad traces")
struct TraceErrorTests {
  static let header = "time_ms,keyboard_top,bar_bottom\n"

  /// A CSV case: the body after the header, and the error expected.
  struct CSVCase: Sendable, CustomTestStringConvertible {
    var name: String
    var body: String
    var screenHeight: Double? = 812
    var expected: TraceError
    var testDescription: String { name }
  }

  static let csvCases: [CSVCase] = [
    CSVCase(
      name: "unsorted", body: "0,812,812\n16,800,800\n8,790,790\n",
      expected: TraceError(.line(4), .timeNotIncreasing(milliseconds: 8, previous: 16))),
    CSVCase(
      name: "duplicate time", body: "0,812,812\n16,800,800\n16,790,790\n",
      expected: TraceError(.line(4), .duplicateTime(milliseconds: 16))),
    CSVCase(
      name: "NaN", body: "0,812,812\n16,nan,800\n",
      expected: TraceError(.line(3), .notFinite(.keyboardTop))),
    CSVCase(
      name: "infinite time", body: "0,812,812\ninf,800,800\n",
      expected: TraceError(.line(3), .notFinite(.time))),
    CSVCase(
      name: "not a number", body: "0,812,812\n16,800,8OO\n",
      expected: TraceError(.line(3), .notANumber(.barBottom, text: "8OO"))),
    CSVCase(
      name: "missing time", body: "0,812,812\n,800,800\n",
      expected: TraceError(.line(3), .notANumber(.time, text: ""))),
    CSVCase(
      name: "short line", body: "0,812,812\n16,800\n",
      expected: TraceError(.line(3), .missingCells(expected: 3, found: 2))),
    CSVCase(
      name: "keyboard below the screen", body: "0,812,812\n16,830,800\n",
      expected: TraceError(.line(3), .keyboardBeyondScreen(value: 830, screenHeight: 812))),
    CSVCase(
      name: "keyboard above the screen", body: "0,812,812\n16,-40,800\n",
      expected: TraceError(.line(3), .keyboardBeyondScreen(value: -40, screenHeight: 812))),
    CSVCase(
      name: "bar in pixels beside a keyboard in points", body: "0,812,2436\n16,800,2400\n",
      expected: TraceError(
        .line(2),
        .unitMismatch(.edgeInPixels(.barBottom, maximum: 2436, screenHeight: 812, scale: 3)))),
    CSVCase(
      name: "keyboard in pixels without a screen height", body: "0,2436,2436\n16,2400,2400\n",
      screenHeight: nil,
      expected: TraceError(.line(2), .unitMismatch(.screenInPixels(maximum: 2436)))),
    CSVCase(
      name: "times in seconds", body: "0,812,812\n0.0078125,800,800\n0.015625,790,790\n",
      expected: TraceError(nil, .unitMismatch(.timesInSeconds(intervalMilliseconds: 0.0078125)))),
    CSVCase(
      name: "times in microseconds", body: "0,812,812\n8192,800,800\n16384,790,790\n",
      expected: TraceError(nil, .unitMismatch(.timesTooFine(intervalMilliseconds: 8192)))),
    CSVCase(
      name: "no frames", body: "# nothing recorded\n",
      expected: TraceError(nil, .noFrames)),
    CSVCase(
      name: "the keyboard never seen", body: "0,,812\n16,,800\n",
      expected: TraceError(nil, .edgeNeverSeen(.keyboardTop))),
    CSVCase(
      name: "the bar never seen", body: "0,812,\n16,800,\n",
      expected: TraceError(nil, .edgeNeverSeen(.barBottom))),
  ]

  @Test("CSV", arguments: csvCases)
  func csv(_ example: CSVCase) {
    #expect(throws: example.expected) {
      try Trace(
        csv: TraceFixtures.bytes(Self.header + example.body), name: "t",
        screenHeight: example.screenHeight)
    }
  }

  @Test("a CSV header without a needed column names what it found")
  func missingColumn() {
    #expect(
      throws: TraceError(
        .line(1), .missingColumn(.keyboardTop, header: ["time_ms", "keyboard", "bar_bottom"]))
    ) {
      try Trace(csv: TraceFixtures.bytes("time_ms,keyboard,bar_bottom\n0,1,2\n"), name: "t")
    }
    #expect(
      throws: TraceError(.line(1), .missingColumn(.time, header: ["t", "kb", "bar"]))
    ) {
      try Trace(csv: TraceFixtures.bytes("t,kb,bar\n0,1,2\n"), name: "t")
    }
  }

  /// A JSON trace with `frames` and optional extra members.
  static func json(_ frames: String, extra: String = "") -> [UInt8] {
    TraceFixtures.bytes(
      "{\"screen\": {\"width\": 375, \"height\": 812}, \(extra) \"frames\": [\(frames)]}")
  }

  @Test("JSON frames are named by their index")
  func jsonFrames() {
    #expect(throws: TraceError(.frame(2), .timeNotIncreasing(milliseconds: 5, previous: 16))) {
      try Trace(
        json: Self.json(
          "{\"timeMs\": 0, \"keyboardTop\": 812, \"barBottom\": 812}, "
            + "{\"timeMs\": 16, \"keyboardTop\": 800, \"barBottom\": 800}, "
            + "{\"timeMs\": 5, \"keyboardTop\": 790, \"barBottom\": 790}"))
    }
    #expect(throws: TraceError(.frame(1), .keyboardBeyondScreen(value: 900, screenHeight: 812))) {
      try Trace(
        json: Self.json(
          "{\"timeMs\": 0, \"keyboardTop\": 812, \"barBottom\": 812}, "
            + "{\"timeMs\": 16, \"keyboardTop\": 900, \"barBottom\": 800}"))
    }
    #expect(throws: TraceError(nil, .noFrames)) { try Trace(json: Self.json("")) }
    #expect(throws: TraceError(nil, .unitMismatch(.pixelsDeclared("px")))) {
      try Trace(
        json: Self.json(
          "{\"timeMs\": 0, \"keyboardTop\": 812, \"barBottom\": 812}", extra: "\"units\": \"px\","))
    }
  }

  @Test("JSON structure: a typo'd member and a frame without time are decoding errors")
  func jsonStructure() throws {
    do {
      _ = try Trace(json: Self.json("{\"timeMs\": 0, \"keyboardtop\": 812, \"barBottom\": 812}"))
      Issue.record("a misspelled member was accepted")
    } catch let error as JSONDecodingError {
      #expect(error.path == "frames[0].keyboardtop")
      guard case .unknownKey(let suggestion, _) = error.cause else {
        Issue.record("cause \(error.cause)")
        return
      }
      #expect(suggestion == "keyboardTop")
    }
    do {
      _ = try Trace(json: Self.json("{\"keyboardTop\": 812, \"barBottom\": 812}"))
      Issue.record("a frame without time was accepted")
    } catch let error as JSONDecodingError {
      #expect(error.path == "frames[0].timeMs")
    }
  }

  @Test("size bounds are checked before the work")
  func bounds() throws {
    let tooLarge = [UInt8](repeating: 0x20, count: Trace.maximumByteCount + 1)
    #expect(
      throws: TraceError(
        nil, .tooLarge(byteCount: Trace.maximumByteCount + 1, limit: Trace.maximumByteCount))
    ) { try Trace(csv: tooLarge, name: "t") }
    #expect(
      throws: TraceError(
        nil, .tooLarge(byteCount: Trace.maximumByteCount + 1, limit: Trace.maximumByteCount))
    ) { try Trace(json: tooLarge) }
    // One line more than the limit: refused while counting lines, before any frame is built.
    var csv = Array(Self.header.utf8)
    let line = Array("1,1,1\n".utf8)
    csv.reserveCapacity(csv.count + line.count * (Trace.maximumFrameCount + 1))
    for _ in 0...Trace.maximumFrameCount { csv += line }
    #expect(throws: TraceError(nil, .tooManyFrames(limit: Trace.maximumFrameCount))) {
      try Trace(csv: csv, name: "t")
    }
  }

  @Test("one sentence names the place and the problem")
  func sentence() {
    let error = TraceError(.line(4), .timeNotIncreasing(milliseconds: 8, previous: 16))
    #expect(
      error.description
        == "line 4, time_ms — time 8 ms is earlier than the frame before (16 ms); frames must be "
        + "sorted by time")
  }
}
