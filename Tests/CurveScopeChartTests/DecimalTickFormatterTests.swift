import CurveScopeChart
import Testing

struct FormatCase: CustomTestStringConvertible, Sendable {
  var name: String
  var values: [Double]
  var expected: [String]
  var testDescription: String { name }
}

@Suite("Tick labels with just enough decimals")
struct DecimalTickFormatterTests {
  static let cases: [FormatCase] = [
    FormatCase(name: "integers", values: [0, 200, 400], expected: ["0", "200", "400"]),
    FormatCase(
      name: "tenths", values: [0, 0.1, 0.2, 0.30000000000000004],
      expected: ["0.0", "0.1", "0.2", "0.3"]),
    FormatCase(name: "quarters", values: [0, 0.25, 0.5], expected: ["0.00", "0.25", "0.50"]),
    FormatCase(
      name: "negatives use U+2212", values: [-20, 0, 20], expected: ["\u{2212}20", "0", "20"]),
    FormatCase(name: "negative zero has no sign", values: [-0.0], expected: ["0"]),
    FormatCase(
      name: "small", values: [0.0002, 0.0004], expected: ["0.0002", "0.0004"]),
    FormatCase(
      name: "huge switches to e-notation", values: [0, 2e11, 4e11],
      expected: ["0", "2e11", "4e11"]),
    FormatCase(
      name: "huge with a fraction", values: [2.5e7, 5e7], expected: ["2.5e7", "5.0e7"]),
    FormatCase(
      name: "non-finite values give empty labels", values: [.nan, 1, .infinity],
      expected: ["", "1", ""]),
  ]

  @Test("labels", arguments: cases)
  func labels(_ testCase: FormatCase) {
    #expect(DecimalTickFormatter().labels(for: testCase.values) == testCase.expected)
  }

  @Test("maximum decimals rounds values that need more")
  func maximumDecimals() {
    let formatter = DecimalTickFormatter(maximumDecimals: 1)
    #expect(formatter.labels(for: [63.6123, 12]) == ["63.6", "12.0"])
  }

  @Test("suffix is appended")
  func suffix() {
    #expect(DecimalTickFormatter(suffix: " ms").labels(for: [0, 50]) == ["0 ms", "50 ms"])
  }
}
