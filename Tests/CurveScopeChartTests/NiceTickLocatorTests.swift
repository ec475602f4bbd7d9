import CurveScopeChart
import Testing

/// Expected ticks worked out by hand: for each candidate step m·10^k count the multiples inside
/// the range and keep the count nearest the target (ties to the larger step).
struct NiceTickCase: CustomTestStringConvertible, Sendable {
  var name: String
  var lower: Double
  var upper: Double
  var target: Int
  var expected: [Double]
  var testDescription: String { name }
}

@Suite("Nice 1-2-5 ticks")
struct NiceTickLocatorTests {
  static let cases: [NiceTickCase] = [
    // step 100 → 9 ticks (|9−5| = 4), 200 → 5 (0), 500 → 2 (3)
    NiceTickCase(
      name: "0…812", lower: 0, upper: 812, target: 5, expected: [0, 200, 400, 600, 800]),
    // step 0.05 → 8 (3), 0.1 → 4 (1), 0.2 → 2 (3)
    NiceTickCase(name: "0…0.37", lower: 0, upper: 0.37, target: 5, expected: [0, 0.1, 0.2, 0.3]),
    // step 100 → 7 (1), 200 → 4 (4), 50 → 13 (5)
    NiceTickCase(
      name: "0…600 ms, target 8", lower: 0, upper: 600, target: 8,
      expected: [0, 100, 200, 300, 400, 500, 600]),
    // step 10 → 5 (−30…10, 0), 20 → 3 (2)
    NiceTickCase(
      name: "−37…12", lower: -37, upper: 12, target: 5, expected: [-30, -20, -10, 0, 10]),
    NiceTickCase(
      name: "reversed 12…−37", lower: 12, upper: -37, target: 5,
      expected: [-30, -20, -10, 0, 10]),
    // all negative: step 20 → −80…−20 is 4 (1); step 10 → 7 (2); step 50 → 1 (4)
    NiceTickCase(
      name: "−90…−15", lower: -90, upper: -15, target: 5, expected: [-80, -60, -40, -20]),
    // step 1e-7 → 11 (6), 2e-7 → 6 (1), 5e-7 → 3 (2)
    NiceTickCase(
      name: "tiny 0…1e-6", lower: 0, upper: 1e-6, target: 5,
      expected: [0, 2e-7, 4e-7, 6e-7, 8e-7, 1e-6]),
    // step 2e11 → 6 ticks (1), 5e11 → 3 (2), 1e11 → 11 (6)
    NiceTickCase(
      name: "huge 0…1e12", lower: 0, upper: 1e12, target: 5,
      expected: [0, 2e11, 4e11, 6e11, 8e11, 1e12]),
    // a narrow range far from zero: step 0.2 → 4.6…5.4 (5 ticks)
    NiceTickCase(
      name: "4.5…5.5", lower: 4.5, upper: 5.5, target: 5, expected: [4.6, 4.8, 5, 5.2, 5.4]),
    NiceTickCase(name: "zero width 5…5", lower: 5, upper: 5, target: 5, expected: [5]),
    NiceTickCase(name: "NaN lower", lower: .nan, upper: 1, target: 5, expected: []),
    NiceTickCase(name: "NaN upper", lower: 0, upper: .nan, target: 5, expected: []),
    NiceTickCase(name: "infinite", lower: 0, upper: .infinity, target: 5, expected: []),
    // target 0 is treated as 1: steps of 2000 and more leave one tick (at 0), |1−1| = 0.
    NiceTickCase(name: "target 0 → 1", lower: 0, upper: 1000, target: 0, expected: [0]),
  ]

  @Test("exact ticks", arguments: cases)
  func ticks(_ testCase: NiceTickCase) {
    let ticks = NiceTickLocator().ticks(
      from: testCase.lower, to: testCase.upper, targetCount: testCase.target)
    #expect(ticks == testCase.expected)
  }

  @Test("±1e308 does not trap and stays finite and ascending")
  func extremeRange() {
    let ticks = NiceTickLocator().ticks(from: -1e308, to: 1e308, targetCount: 5)
    #expect(!ticks.isEmpty)
    #expect(ticks.allSatisfy { $0.isFinite })
    #expect(ticks == ticks.sorted())
  }

  @Test("a range far from zero narrower than double precision gives one tick, no trap")
  func precisionLimit() {
    #expect(NiceTickLocator().ticks(from: 1e20, to: 1e20 + 1, targetCount: 5) == [1e20])
  }

  @Test("fixed locator keeps only the values inside the range")
  func fixedLocator() {
    let locator = FixedTickLocator(values: [5, -1, 3, .nan, 12])
    #expect(locator.ticks(from: 0, to: 10, targetCount: 5) == [3, 5])
    #expect(locator.ticks(from: .nan, to: 10, targetCount: 5) == [])
  }
}
