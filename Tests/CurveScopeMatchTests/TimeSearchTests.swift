import Synchronization
import Testing

@testable import CurveScopeMatch

/// The one-variable search under the matcher's fits: the minimum it finds against a closed form,
/// and a bound on its work whatever the interval (a fuzzed trace whose clock jumped by a day gave
/// a start range of 86 400 s, searched on a 4 ms grid: 21.6 million evaluations a start).
@Suite("Time search")
struct TimeSearchTests {
  @Test("the minimum of a parabola is found to the tolerance, and NaN never wins")
  func parabola() {
    let found = TimeSearch.minimize(low: -1, high: 2, step: 0.004, tolerance: 1e-7) {
      ($0 - 0.123_456) * ($0 - 0.123_456)
    }
    #expect(abs(found.x - 0.123_456) < 1e-6)
    let withNaN = TimeSearch.minimize(low: 0, high: 1, step: 0.01, tolerance: 1e-6) {
      $0 < 0.5 ? .nan : ($0 - 0.75) * ($0 - 0.75)
    }
    #expect(abs(withNaN.x - 0.75) < 1e-5)
  }

  @Test(
    "the work is bounded by the grid limit whatever the interval",
    arguments: [(0.0, 1.0), (0, 86_400), (-1e300, 1e300), (0, .greatestFiniteMagnitude)])
  func bounded(low: Double, high: Double) {
    let calls = Mutex(0)
    let found = TimeSearch.minimize(low: low, high: high, step: 0.004, tolerance: 0.0001) { x in
      calls.withLock { $0 += 1 }
      return abs(x - low)
    }
    let count = calls.withLock { $0 }
    #expect(count <= TimeSearch.maximumGridPoints + 64)
    #expect(found.value.isFinite)
  }

  @Test("an infinite bound is replaced by the other one")
  func infiniteBounds() {
    #expect(TimeSearch.minimize(low: -.infinity, high: 3, step: 1, tolerance: 1) { $0 }.x == 3)
    #expect(TimeSearch.minimize(low: 2, high: .infinity, step: 1, tolerance: 1) { $0 }.x == 2)
    #expect(TimeSearch.minimize(low: .nan, high: .nan, step: 1, tolerance: 1) { $0 }.x == 0)
  }
}
