/// The verdict of a regression check on one analysis (``SyncCheckPolicy/verdict(for:)``): the
/// measures, every limit passed, and what the judgement rests on.
public struct SyncVerdict: Hashable, Sendable {
  /// What the verdict rests on.
  public enum Basis: String, Hashable, Sendable, CaseIterable {
    /// The limits (given or default); no baseline.
    case limits
    /// The baseline's entry for the analysis only.
    case baseline
    /// The baseline's entry and the limits that were given.
    case baselineAndLimits
    /// The limits (given or default), because the baseline has no entry for the analysis.
    case limitsWithoutBaselineEntry
    /// Nothing: the run records a baseline and no limit was given.
    case recording
    /// The limits that were given, in a run that records a baseline.
    case recordingWithLimits
  }

  /// The measures judged.
  public var summary: SyncSummary
  /// Every limit passed, regressions against the baseline first, then thresholds, each in
  /// measure order; empty when it passes.
  public var failures: [SyncViolation]
  /// What the verdict rests on.
  public var basis: Basis
  /// The baseline's entry it was compared with, if any.
  public var baselineEntry: SyncBaseline.Entry?

  /// Creates a verdict.
  public init(
    summary: SyncSummary, failures: [SyncViolation], basis: Basis,
    baselineEntry: SyncBaseline.Entry? = nil
  ) {
    self.summary = summary
    self.failures = failures
    self.basis = basis
    self.baselineEntry = baselineEntry
  }

  /// Whether every measure is within its limits.
  public var passed: Bool { failures.isEmpty }
}
