public import CurveScopeMeasure

extension SyncExplainer {
  /// What desyncs in measured frames, in words (overlap, gap, lag, final error), from their
  /// measures alone: the symptoms of a recording, which has no strategy to diagnose.
  public static func symptoms(of summary: SyncSummary) -> [SyncFinding] {
    symptoms(summary)
  }
}
