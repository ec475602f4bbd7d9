import CurveScopeSupport
import CurveScopeTestSupport
import Testing

@Test("parses every kind of value, keeping key order")
func parsesValues() throws {
  let value = try JSONParser().parse(
    #"{"b": [1, -2.5, 1e3, true, false, null], "a": "x\u00e9\ud83d\ude00\n", "c": {}}"#)
  #expect(
    value
      == .object([
        ("b", .array([.int(1), .double(-2.5), .double(1000), .bool(true), .bool(false), .null])),
        ("a", .string("xé😀\n")), ("c", .object([])),
      ]))
}

@Test(
  "errors name the line, the column and the problem",
  arguments: [
    ("", "line 1, column 1 — the document is empty"),
    ("{\n  \"a\": 1,\n}", "line 3, column 1 — expected a quoted key, found '}'"),
    ("[1 2]", "line 1, column 4 — expected ',' or ']' in an array, found '2'"),
    (#"{"a": 1, "a": 2}"#, "line 1, column 10 — duplicate key \"a\""),
    ("01", "line 1, column 2 — a number may not start with 0 followed by digits"),
    ("1e999", "line 1, column 6 — number 1e999 is out of range"),
    ("\"abc", "line 1, column 5 — unterminated string"),
    (#""\x""#, "line 1, column 3 — invalid escape \\'x'"),
    ("[1] x", "line 1, column 5 — unexpected 'x' after the document"),
    ("nul", "line 1, column 1 — unexpected 'n', expected a value"),
  ])
func parseErrors(text: String, message: String) {
  do {
    _ = try JSONParser().parse(text)
    Issue.record("expected an error for \(text)")
  } catch {
    #expect(String(describing: error) == message)
  }
}

@Test("deep nesting is refused at the limit, quickly, without recursion past it")
func nestingLimit() throws {
  let deep = String(repeating: "[", count: 100_000)
  #expect(throws: JSONParseError(line: 1, column: 65, .nestingTooDeep(limit: 64))) {
    try JSONParser().parse(deep)
  }
  let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
  #expect(throws: Never.self) { try JSONParser().parse(ok) }
}

@Test("the reader names the path of a bad member and suggests a fix for a typo")
func readerErrors() throws {
  let value = try JSONParser().parse(#"{"events": [{"durtion": 1}], "fps": "x", "n": -1}"#)
  let root = try JSONObjectReader(value, path: "")
  let fps = decodingError { _ = try root.double("fps") }
  guard case .wrongType(let expected, let found)? = fps?.cause else {
    Issue.record("expected wrongType")
    return
  }
  #expect(fps?.path == "fps" && expected == "a number" && found == "a string")
  let n = decodingError { _ = try root.double("n", in: .closed(0, 10)) }
  guard case .outOfRange(let value, let range)? = n?.cause else {
    Issue.record("expected outOfRange")
    return
  }
  #expect(n?.path == "n" && value == -1 && range == .closed(0, 10))
  #expect(n?.problem == "-1 is outside its range: must be in [0, 10]")
  let events = try #require(try root.array("events"))
  let event = try JSONObjectReader(events[0], path: "events[0]")
  let key = decodingError { try event.rejectUnknownKeys(allowed: ["duration", "curve"]) }
  guard case .unknownKey(let suggestion, _)? = key?.cause else {
    Issue.record("expected unknownKey")
    return
  }
  #expect(key?.path == "events[0].durtion" && suggestion == "duration")
  #expect(key?.description == #"events[0].durtion — unknown key; did you mean "duration"?"#)
}
