import CurveScopeCodec
import Testing

@Suite("IntegerInput")
struct IntegerInputTests {
  @Test(
    "parses decimal, hex, binary, signs, spaces and separators",
    arguments: [
      ("decimal", "7", false, 7),
      ("zero", "0", false, 0),
      ("minus zero is zero", "-0", false, 0),
      ("negative", "-1", true, 1),
      ("plus sign", "+16", false, 16),
      ("hex", "0x70000", false, 458_752),
      ("upper-case prefix and digits", "0XABCDEF", false, 11_259_375),
      ("lower-case hex digits", "0xff", false, 255),
      ("negative hex", "-0x10", true, 16),
      ("binary", "0b111", false, 7),
      ("surrounding whitespace", " \t 7 \n", false, 7),
      ("separators", "1_000_000", false, 1_000_000),
      ("hex separators", "0x7_0000", false, 458_752),
      ("leading zeros", "007", false, 7),
      ("Int.max in hex", "0x7FFFFFFFFFFFFFFF", false, 9_223_372_036_854_775_807),
      ("Int.min", "-9223372036854775808", true, 9_223_372_036_854_775_808),
      ("UInt.max, 20 digits", "18446744073709551615", false, 18_446_744_073_709_551_615),
      ("UInt.max in hex", "0xFFFFFFFFFFFFFFFF", false, 18_446_744_073_709_551_615),
    ] as [(String, String, Bool, UInt64)])
  func parses(name: String, text: String, negative: Bool, magnitude: UInt64) throws {
    let value = try IntegerInput(parsing: text)
    #expect(value.isNegative == negative, "\(name)")
    #expect(value.magnitude == magnitude, "\(name)")
    #expect(value.text == text)
  }

  @Test(
    "refuses what is not a 64-bit integer, naming the problem",
    arguments: [
      ("empty", "", IntegerInputError.Reason.empty),
      ("blank", "   ", .empty),
      ("sign only", "-", .noDigits),
      ("prefix only", "0x", .noDigits),
      ("separator first", "_7", .noDigits),
      ("word", "abc", .invalidCharacter("a", base: "decimal")),
      ("fraction", "0.5", .invalidCharacter(".", base: "decimal")),
      ("hex digit beyond f", "0x7G", .invalidCharacter("G", base: "hexadecimal")),
      ("binary digit 2", "0b102", .invalidCharacter("2", base: "binary")),
      ("double sign", "--1", .invalidCharacter("-", base: "decimal")),
      ("inner space", "7 0", .invalidCharacter(" ", base: "decimal")),
      ("full-width digit", "\u{FF17}", .invalidCharacter("\u{FF17}", base: "decimal")),
      ("shift expression", "7 << 16", .invalidCharacter(" ", base: "decimal")),
      ("2^64, 20 digits", "18446744073709551616", .tooLarge),
      ("20 nines", "99999999999999999999", .tooLarge),
      ("17 hex digits", "0x10000000000000000", .tooLarge),
      ("negative 2^64", "-18446744073709551616", .tooLarge),
    ] as [(String, String, IntegerInputError.Reason)])
  func refuses(name: String, text: String, reason: IntegerInputError.Reason) {
    #expect(throws: IntegerInputError(text: text, reason: reason), "\(name)") {
      try IntegerInput(parsing: text)
    }
  }

  @Test(
    "intValue and bitPattern cover Int.min…UInt.max",
    arguments: [
      ("7", 7, 7),
      ("-1", -1, 18_446_744_073_709_551_615),
      ("-65536", -65_536, 0xFFFF_FFFF_FFFF_0000),
      ("9223372036854775807", Int.max, 9_223_372_036_854_775_807),
      ("-9223372036854775808", Int.min, 9_223_372_036_854_775_808),
      ("9223372036854775808", nil, 9_223_372_036_854_775_808),
      ("0xFFFFFFFFFFFFFFFF", nil, 18_446_744_073_709_551_615),
      ("-9223372036854775809", nil, nil),
      ("-0xFFFFFFFFFFFFFFFF", nil, nil),
    ] as [(String, Int?, UInt?)])
  func ranges(text: String, int: Int?, bits: UInt?) throws {
    let value = try IntegerInput(parsing: text)
    #expect(value.intValue == int)
    #expect(value.bitPattern == bits)
  }

  @Test(
    "description is the decimal value",
    arguments: [
      ("0x10", "16"), ("-0x10", "-16"), (" +7 ", "7"), ("-0", "0"),
    ])
  func description(text: String, decimal: String) throws {
    #expect(try IntegerInput(parsing: text).description == decimal)
  }

  @Test("wrapping numbers keeps sign and magnitude")
  func wrapsNumbers() {
    #expect(IntegerInput(Int.min).magnitude == 9_223_372_036_854_775_808)
    #expect(IntegerInput(Int.min).isNegative)
    #expect(IntegerInput(-7).text == "-7")
    #expect(IntegerInput(UInt.max).magnitude == 18_446_744_073_709_551_615)
    #expect(!IntegerInput(UInt.max).isNegative)
  }

  @Test("error messages name the text and say what is expected")
  func messages() {
    let error = IntegerInputError(text: "abc", reason: .invalidCharacter("a", base: "decimal"))
    #expect(
      error.description
        == "'abc' — 'a' is not a decimal digit; expected an integer such as 7, -1 or 0x70000")
    let tooLarge = IntegerInputError(text: "99999999999999999999", reason: .tooLarge)
    #expect(tooLarge.problem.contains("does not fit in 64 bits"))
  }
}
