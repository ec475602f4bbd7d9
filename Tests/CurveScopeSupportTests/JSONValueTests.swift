import Testing

@testable import CurveScopeSupport

@Test("doubles print at full precision; non-finite values print as null")
func jsonNumbers() {
  #expect(JSONValue.number(0.1) == "0.1")
  #expect(JSONValue.number(458752) == "458752")
  #expect(JSONValue.number(0.019722334) == "0.019722334")
  #expect(JSONValue.number(1.0 / 3.0) == "0.3333333333333333")
  #expect(JSONValue.number(-0.0) == "0")
  #expect(JSONValue.number(.nan) == "null")
  #expect(JSONValue.number(-.infinity) == "null")
  #expect(Double(JSONValue.number(0.1 + 0.2)) == 0.1 + 0.2)
}

@Test("objects keep key order; strings are escaped")
func jsonObjects() {
  let value = JSONValue.object([
    ("b", .int(1)), ("a", .string("q\"\n\u{1}")), ("c", .array([.bool(true), .null])),
  ])
  #expect(value.compactText == #"{"b":1,"a":"q\"\n\u0001","c":[true,null]}"#)
  #expect(
    value.prettyText
      == "{\n  \"b\": 1,\n  \"a\": \"q\\\"\\n\\u0001\",\n  \"c\": [true, null]\n}")
  let nested = JSONValue.array([.object([("x", .int(1))]), .array([])])
  #expect(nested.prettyText == "[\n  {\n    \"x\": 1\n  },\n  []\n]")
}
