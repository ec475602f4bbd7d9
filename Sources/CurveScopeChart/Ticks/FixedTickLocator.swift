/// Ticks at given values (those inside the range), whatever the target count.
public struct FixedTickLocator: TickLocator {
  /// The tick values.
  public var values: [Double]

  /// Creates a locator with fixed values.
  public init(values: [Double]) {
    self.values = values
  }

  /// The finite values within the range, ascending.
  public func ticks(from lower: Double, to upper: Double, targetCount: Int) -> [Double] {
    guard !lower.isNaN, !upper.isNaN else { return [] }
    let (low, high) = lower <= upper ? (lower, upper) : (upper, lower)
    return values.filter { $0.isFinite && $0 >= low && $0 <= high }.sorted()
  }
}
