import CurveScopeSupport
import Testing

/// The one number formatter: exact text for programs, one rounding rule for people.
@Suite("Number text")
struct NumberTextTests {
  @Test(
    "exact text reads back to the same Double",
    arguments: [0.25, 16.666666666666668, 1e-5, -75, 1e308, 0.1 + 0.2, -0.0])
  func exactRoundTrips(_ value: Double) {
    let text = NumberText.exact(value)
    #expect(Double(text) == value)
    #expect(!text.hasSuffix(".0"))
  }

  @Test("non-finite values are spelled nan, inf, -inf (exact) and — (reading)")
  func nonFinite() {
    #expect(NumberText.exact(.nan) == "nan")
    #expect(NumberText.exact(.infinity) == "inf" && NumberText.exact(-.infinity) == "-inf")
    #expect(NumberText.reading(.nan) == "—" && NumberText.reading(.infinity) == "—")
  }

  @Test(
    "reading rounds to the quantity's decimals; values under 0.95 keep two at one decimal",
    arguments: [
      (63.549, 1, "63.5"), (0.33, 1, "0.33"), (0.05, 1, "0.05"), (0.949, 1, "0.95"),
      (0.96, 1, "1"), (-75.0, 1, "-75"), (-0.0001, 1, "0"), (0.25, 3, "0.25"),
      (432.9, 0, "433"), (1e16, 1, "1e+16"), (2.5, 0, "3"),
    ] as [(Double, Int, String)])
  func reading(_ value: Double, _ decimals: Int, _ text: String) {
    #expect(NumberText.reading(value, decimals: decimals) == text)
  }

  @Test("figures get a true minus sign; signed adds + to values that do not read as 0")
  func minusAndSign() {
    #expect(NumberText.reading(-63.5, minus: .typographic) == "\u{2212}63.5")
    #expect(NumberText.signed(33.07) == "+33.1")
    #expect(NumberText.signed(-6.6) == "-6.6")
    #expect(NumberText.signed(0.0001, decimals: 0) == "0")
  }

  @Test(
    "fixed decimals round half away from zero and never print -0",
    arguments: [
      (16.666666666666668, 2, "16.67"), (0.0, 4, "0.0000"), (-0.00001, 4, "0.0000"),
      (-1.23456, 3, "-1.235"), (2.5, 0, "3"), (1e20, 2, "1e+20"), (Double.infinity, 2, "inf"),
    ] as [(Double, Int, String)])
  func fixedDecimals(_ value: Double, _ decimals: Int, _ text: String) {
    #expect(NumberText.fixed(value, decimals: decimals) == text)
  }

  @Test("a range's requirement is said once: units, bounds and open ends")
  func requirements() {
    #expect(
      NumberRange.closed(0, 10).requirement("seconds") == "must be a number of seconds in [0, 10]")
    #expect(NumberRange.above(0).requirement() == "must be > 0")
    #expect(NumberRange.openClosed(-1, 1).requirement() == "must be in (-1, 1]")
    #expect(NumberRange.finite.requirement() == "must be a finite number")
    #expect(!NumberRange.closed(1, 1000).contains(.nan))
    #expect(!NumberRange.atLeast(0).contains(.infinity))
  }
}
