/// Division of non-negative integers by one divisor, by a multiplication: the quotient is the
/// high word of `n × ⌈2⁶⁴ / d⌉`, exact (the same as `n / d`) whenever `n × d < 2⁶⁴`, which the
/// strip sums (at most 256 × d, d a strip's width) always are. It spares the row profiles an
/// integer division per strip and row.
struct ExactDivision: Sendable {
  /// The divisor; zero or negative divides nothing (``quotient(_:)`` gives 0).
  let divisor: Int
  /// ⌈2⁶⁴ / divisor⌉ for divisors from 2 on.
  private let multiplier: UInt64

  /// Prepares division by `divisor`.
  init(by divisor: Int) {
    self.divisor = divisor
    multiplier = divisor >= 2 ? UInt64.max / UInt64(divisor) &+ 1 : 0
  }

  /// `value / divisor` for `0 ≤ value` with `value × divisor < 2⁶⁴` (0 for a divisor under 1).
  @inline(__always)
  func quotient(_ value: Int) -> Int {
    guard divisor >= 2 else { return divisor == 1 ? value : 0 }
    let product = UInt64(truncatingIfNeeded: value).multipliedFullWidth(by: multiplier)
    return Int(truncatingIfNeeded: product.high)
  }
}
