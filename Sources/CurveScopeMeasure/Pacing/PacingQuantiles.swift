/// The spread of one measure over the runs of a pacing study: median, 95th percentile, maximum
/// (nearest-rank percentiles: the value at rank ⌈p · n⌉ of the n sorted values).
public struct PacingQuantiles: Hashable, Sendable {
  /// The median.
  public var p50: Double
  /// The 95th percentile.
  public var p95: Double
  /// The largest value.
  public var max: Double

  /// The quantiles of `values` (0 for none).
  public init(_ values: [Double]) {
    let sorted = values.sorted()
    func rank(_ p: Double) -> Double {
      guard !sorted.isEmpty else { return 0 }
      let index = Int((p * Double(sorted.count)).rounded(.up)) - 1
      return sorted[Swift.min(sorted.count - 1, Swift.max(0, index))]
    }
    p50 = rank(0.5)
    p95 = rank(0.95)
    max = sorted.last ?? 0
  }
}
