import CurveScopeChart
import Testing

@Suite("Figure numbers: one rounding rule for texts, cells and ticks")
struct ReadingTickFormatterTests {
  static let cases: [FormatCase] = [
    FormatCase(
      name: "whole numbers lose the decimal", values: [0, 116, 291], expected: ["0", "116", "291"]),
    FormatCase(
      name: "one decimal, half away from zero", values: [63.45, 2.25, -2.25],
      expected: ["63.5", "2.3", "\u{2212}2.3"]),
    FormatCase(
      name: "under 0.95 reads two decimals", values: [0.33, 0.05, -0.949, 0.951],
      expected: ["0.33", "0.05", "\u{2212}0.95", "1"]),
    FormatCase(
      name: "negative zero and tiny negatives read 0", values: [-0.0, -0.001],
      expected: ["0", "0"]),
    FormatCase(name: "not finite is a dash", values: [.nan, .infinity], expected: ["—", "—"]),
  ]

  @Test("cell labels", arguments: cases)
  func labels(_ testCase: FormatCase) {
    #expect(ReadingTickFormatter().labels(for: testCase.values) == testCase.expected)
  }

  @Test("three decimals, trailing zeros dropped")
  func decimals() {
    #expect(
      ReadingTickFormatter(decimals: 3).labels(for: [0.25, 0.1004, 1.2345]) == [
        "0.25", "0.1", "1.235",
      ])
  }

  /// A tick label at one decimal and the reading of the same value agree digit for digit (the
  /// tick keeps its trailing zero), for every multiple of 0.05 from −20 to 20 at or above 0.95.
  @Test("tick labels round as figure texts do")
  func ticksAgree() {
    let ticks = DecimalTickFormatter(maximumDecimals: 1)
    let reading = ReadingTickFormatter(decimals: 1)
    for step in -400...400 {
      let value = Double(step) * 0.05
      guard abs(value) >= 0.95 else { continue }
      let tick = ticks.labels(for: [value, 0.5])[0]
      let text = reading.labels(for: [value])[0]
      let trimmed = tick.hasSuffix(".0") ? String(tick.dropLast(2)) : tick
      #expect(trimmed == text, "value \(value)")
    }
  }

  @Test("tick decimals are bounded by the formatter's 9")
  func decimalBound() {
    let formatter = DecimalTickFormatter(maximumDecimals: 12)
    #expect(formatter.maximumDecimals == 9)
    // 1.5e-9 needs 10 decimals; it is rounded half away from zero to 9.
    #expect(formatter.labels(for: [1.5e-9, 0]) == ["0.000000002", "0.000000000"])
  }
}
