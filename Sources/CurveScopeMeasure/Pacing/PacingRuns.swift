/// One strategy measured over many seeded runs of a jittery display: every run's measures, and
/// the measures on a regular clock for comparison. A pacing study (`PacingStudy`) makes it; a
/// figure or a report only reads it.
public struct PacingRuns: Sendable {
  /// The strategy.
  public var strategy: String
  /// Every run's measures, in seed order.
  public var summaries: [SyncSummary]
  /// The measures on the regular clock, for comparison.
  public var regular: SyncSummary

  /// The runs of `strategy`.
  public init(strategy: String, summaries: [SyncSummary], regular: SyncSummary) {
    self.strategy = strategy
    self.summaries = summaries
    self.regular = regular
  }

  /// The max overlap over the runs.
  public var maxOverlap: PacingQuantiles { PacingQuantiles(summaries.map(\.maxOverlapPoints)) }
  /// The max gap over the runs.
  public var maxGap: PacingQuantiles { PacingQuantiles(summaries.map(\.maxGapPoints)) }
}
