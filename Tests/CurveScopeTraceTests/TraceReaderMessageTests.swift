import CurveScopeSupport
import CurveScopeTrace
import Testing

/// What a reader of a bad trace is told: each case named what went wrong in a hostile-user
/// audit (the comment says what it named before); each must name the real problem in one line,
/// or be read right.
@Suite("Trace reader messages")
struct TraceReaderMessageTests {
  static let header = "time_ms,keyboard_top,bar_bottom\n"
  static let body = "0,812,812\n16,812,812\n33,700,700\n50,600,600\n66,530,530\n"

  static func csv(_ text: String, screenHeight: Double? = 812) throws -> Trace {
    try Trace(csv: Array(text.utf8), name: "t", screenHeight: screenHeight)
  }

  static func json(_ frames: String, events: String = "", screen: String = "375, \"height\": 812")
    throws -> Trace
  {
    try Trace(
      json: Array(
        "{\"screen\": {\"width\": \(screen)}, \(events) \"frames\": [\(frames)]}".utf8))
  }

  static let frames =
    "{\"timeMs\": 0, \"keyboardTop\": 812, \"barBottom\": 812}, "
    + "{\"timeMs\": 16, \"keyboardTop\": 760, \"barBottom\": 760}, "
    + "{\"timeMs\": 33, \"keyboardTop\": 600, \"barBottom\": 600}, "
    + "{\"timeMs\": 50, \"keyboardTop\": 530, \"barBottom\": 530}"

  @Test("two frames that one shift to the notification's time merges: refused, no trap")
  func collidingTimes() throws {
    // Was: a precondition failure in the series (the validator passed, the shift collapsed).
    let frames =
      "{\"timeMs\": 0, \"keyboardTop\": 812, \"barBottom\": 812}, "
      + "{\"timeMs\": 1e-20, \"keyboardTop\": 812, \"barBottom\": 812}, "
      + "{\"timeMs\": 16, \"keyboardTop\": 700, \"barBottom\": 700}, "
      + "{\"timeMs\": 33, \"keyboardTop\": 600, \"barBottom\": 600}"
    let events =
      "\"events\": [{\"timeMs\": 1000, \"kind\": \"willShow\", \"frameBegin\": [0, 812, 375, 291], "
      + "\"frameEnd\": [0, 521, 375, 291], \"duration\": 0.25, \"curve\": 7}],"
    #expect(
      throws: TraceError(.frame(1), .timesCollide(milliseconds: 1e-20, previous: 0, origin: 1000))
    ) { try Self.json(frames, events: events) }
  }

  @Test("an event without timeMs is refused, not placed at 0 on the recorder's clock")
  func eventWithoutTime() {
    let events =
      "\"events\": [{\"kind\": \"willShow\", \"frameBegin\": [0, 812, 375, 291], "
      + "\"frameEnd\": [0, 521, 375, 291], \"duration\": 0.25, \"curve\": 7}],"
    do {
      _ = try Self.json(Self.frames, events: events)
      Issue.record("an event without a time was accepted")
    } catch let error as JSONDecodingError {
      #expect(error.path == "events[0].timeMs")
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("a bar far outside the screen is refused (was accepted: 1e9 pt passed any check)")
  func barOutside() {
    for value in [1e9, -500.0] {
      #expect(throws: TraceError(.line(3), .barBeyondScreen(value: value, screenHeight: 812))) {
        try Self.csv(Self.header + "0,812,812\n16,800,\(value)\n33,700,700\n50,600,600\n")
      }
    }
  }

  @Test("one, two or three frames are too few (was: check passed them '@ 0 Hz')")
  func tooFew() {
    for count in 1...3 {
      let lines = (0..<count).map { "\($0 * 16),812,812\n" }.joined()
      #expect(throws: TraceError(nil, .tooFewFrames(count: count, minimum: 4))) {
        try Self.csv(Self.header + lines)
      }
    }
  }

  @Test("a CSV screen width out of range is refused (was accepted, the match silently lost)")
  func screenWidth() {
    for width in [-375.0, 0, 1e300] {
      #expect(throws: TraceError(nil, .screenWidth(width))) {
        try Self.csv(Self.header + "# screen_width: \(width)\n" + Self.body)
      }
    }
  }

  @Test("a duplicated CSV column is refused (was resolved silently)")
  func duplicateColumn() {
    #expect(throws: TraceError(.line(1), .duplicateColumn(.keyboardTop, first: 2, second: 4))) {
      try Self.csv("time_ms,keyboard_top,bar_bottom,keyboard_top\n0,812,812,1\n")
    }
  }

  @Test("a pixel CSV of a 568 pt phone at 2x says it may be pixels (was read as points, silently)")
  func pixelNote() throws {
    let trace = try Self.csv(
      Self.header + "0,1136,1136\n16,1136,1136\n33,900,900\n50,700,700\n66,704,704\n",
      screenHeight: nil)
    let note = try #require(trace.notes.first { $0.code == "screen-height-inferred" })
    #expect(note.message.contains("2 × the 568 pt"))
    #expect(trace.notes.contains { $0.code == "screen-width-guessed" })
  }

  @Test("CR-only line ends are read as lines (was: the whole file echoed in an error)")
  func carriageReturns() throws {
    let trace = try Self.csv(String((Self.header + Self.body).map { $0 == "\n" ? "\r" : $0 }))
    #expect(trace.frames.count == 5)
  }

  @Test("a header error shows at most 8 cells of 40 characters")
  func headerEcho() {
    let long =
      "x," + String(repeating: "y", count: 500) + ","
      + (0..<20).map(String.init)
      .joined(separator: ",")
    do {
      _ = try Self.csv(long + "\n1,2,3\n")
      Issue.record("accepted")
    } catch let error as TraceError {
      #expect(error.description.count < 400)
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("inf and 1e309 cells name the cell (was: 'screen height inf')")
  func infinities() {
    for text in ["inf", "1e309", "-inf"] {
      #expect(throws: TraceError(.line(3), .notFinite(.keyboardTop))) {
        try Self.csv(
          Self.header + "0,812,812\n16,\(text),800\n33,700,700\n50,600,600\n",
          screenHeight: nil)
      }
    }
  }

  @Test("keyboard tops all 0 name the column (was: 'screen height 0')")
  func allZero() {
    #expect(throws: TraceError(nil, .keyboardAlwaysZero)) {
      try Self.csv(Self.header + "0,0,812\n16,0,800\n33,0,700\n50,0,600\n", screenHeight: nil)
    }
  }

  @Test("a trace all in pixels says so (was: 'mixed units')")
  func allPixels() {
    let frames =
      "{\"timeMs\": 0, \"keyboardTop\": 1136, \"barBottom\": 1136}, "
      + "{\"timeMs\": 16, \"keyboardTop\": 1000, \"barBottom\": 1000}, "
      + "{\"timeMs\": 33, \"keyboardTop\": 800, \"barBottom\": 800}, "
      + "{\"timeMs\": 50, \"keyboardTop\": 704, \"barBottom\": 704}"
    #expect(
      throws: TraceError(
        nil,
        .unitMismatch(.allInPixels(keyboard: 1136, bar: 1136, screenHeight: 568, scale: 2)))
    ) { try Self.json(frames, screen: "320, \"height\": 568") }
  }

  @Test("a space-separated header is named so (was: 'has no keyboard_top column')")
  func spaces() {
    #expect(throws: TraceError(.line(1), .spaceSeparatedHeader)) {
      try Self.csv("time_ms keyboard_top bar_bottom\n0 812 812\n")
    }
  }

  @Test("a comment that names time_ms is not the header (was taken for it)")
  func commentBeforeHeader() throws {
    let trace = try Self.csv("# columns: time_ms then the edges\n" + Self.header + Self.body)
    #expect(trace.frames.count == 5)
  }

  @Test("# screen_height before the header is honoured (was silently ignored)")
  func settingBeforeHeader() throws {
    let trace = try Self.csv("# screen_height: 844\n" + Self.header + Self.body, screenHeight: nil)
    #expect(trace.screenHeight == 844)
    #expect(!trace.notes.contains { $0.code == "screen-height-inferred" })
  }

  @Test("UTF-16 files are named so (was: no encoding hint)")
  func utf16() {
    let text = Self.header + Self.body
    var little: [UInt8] = [0xFF, 0xFE]
    var big: [UInt8] = []
    for unit in text.utf16 {
      little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
    #expect(throws: TraceError(nil, .encoding("UTF-16LE"))) {
      try Trace(csv: little, name: "t")
    }
    #expect(throws: TraceError(nil, .encoding("UTF-16BE"))) { try Trace(csv: big, name: "t") }
    #expect(throws: TraceError(nil, .encoding("UTF-16LE"))) { try Trace(json: little) }
  }

  @Test("times of 1e17 ms are too large (was: 'repeats the frame before')")
  func hugeTimes() {
    #expect(throws: TraceError(.line(2), .timeTooLarge(milliseconds: 1e17))) {
      try Self.csv(Self.header + "1e17,812,812\n100000000000000016.7,800,800\n")
    }
  }

  @Test("an unknown frame member with a string value is named as unknown (was: wrong type)")
  func unknownMember() {
    do {
      _ = try Self.json("{\"timeMs\": 0, \"keyboardTop\": 812, \"barBottom\": 812, \"bar\": \"x\"}")
      Issue.record("accepted")
    } catch let error as JSONDecodingError {
      #expect(error.path == "frames[0].bar")
      guard case .unknownKey = error.cause else {
        Issue.record("\(error.cause)")
        return
      }
    } catch {
      Issue.record("\(error)")
    }
  }
}
