/// How a regression check judges an analysis: its limits, a baseline of earlier measures, and
/// whether the run records a new baseline; ``verdict(for:)`` gives the verdict and what it rests
/// on. This is `curvescope check`'s rule, for an app's test target to use as it is.
///
/// - Without a baseline, each limit is the one given, else its default (overlap and gap 1 pt,
///   lag unchecked).
/// - Against a baseline, an analysis recorded in it is held to its recorded measures (plus the
///   tolerances) and to the limits that were given, and to no default: a baseline accepts the
///   state it recorded. One missing from the baseline is held to the limits as without one.
/// - A run that records a baseline (and has none to compare with) is held to the limits that
///   were given only: recording accepts the present state.
public struct SyncCheckPolicy: Hashable, Sendable {
  /// The limits of a check where none is given: 1 pt of overlap, 1 pt of gap, lag unchecked.
  public static let defaultLimits = SyncThresholds(maxOverlapPoints: 1, maxGapPoints: 1)

  /// The limits given (each `nil` when not given).
  public var limits: SyncThresholds
  /// The baseline to compare with, if any.
  public var baseline: SyncBaseline?
  /// The worsening of overlap and gap a baseline allows, in points.
  public var pointsTolerance: Double
  /// The worsening of the lag a baseline allows, in milliseconds.
  public var millisecondsTolerance: Double
  /// Whether the run records a new baseline.
  public var recordsBaseline: Bool

  /// Creates a policy.
  public init(
    limits: SyncThresholds = SyncThresholds(), baseline: SyncBaseline? = nil,
    pointsTolerance: Double = 0.5, millisecondsTolerance: Double = 1,
    recordsBaseline: Bool = false
  ) {
    self.limits = limits
    self.baseline = baseline
    self.pointsTolerance = pointsTolerance
    self.millisecondsTolerance = millisecondsTolerance
    self.recordsBaseline = recordsBaseline
  }

  /// The verdict on `summary`: the measures past their limits or worse than recorded, and the
  /// basis of the judgement.
  public func verdict(for summary: SyncSummary) -> SyncVerdict {
    guard let baseline else {
      if recordsBaseline {
        return SyncVerdict(
          summary: summary, failures: limits.violations(of: summary),
          basis: limits.isEmpty ? .recording : .recordingWithLimits)
      }
      return SyncVerdict(
        summary: summary,
        failures: limits.filled(from: Self.defaultLimits).violations(of: summary),
        basis: .limits)
    }
    guard
      let regressions = baseline.regressions(
        of: summary, pointsTolerance: pointsTolerance,
        millisecondsTolerance: millisecondsTolerance)
    else {
      return SyncVerdict(
        summary: summary,
        failures: limits.filled(from: Self.defaultLimits).violations(of: summary),
        basis: .limitsWithoutBaselineEntry)
    }
    return SyncVerdict(
      summary: summary, failures: regressions + limits.violations(of: summary),
      basis: limits.isEmpty ? .baseline : .baselineAndLimits,
      baselineEntry: baseline.entry(for: summary))
  }
}
