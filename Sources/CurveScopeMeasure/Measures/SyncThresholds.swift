import CurveScopeSupport

/// Limits a regression check holds each analysis to; `nil` limits are not checked.
public struct SyncThresholds: Hashable, Sendable {
  /// The deepest overlap allowed, in points.
  public var maxOverlapPoints: Double?
  /// The widest blank gap allowed, in points.
  public var maxGapPoints: Double?
  /// The largest lag at half travel allowed, in ms (a bar that never gets there fails).
  public var maxLagMilliseconds: Double?

  /// Creates thresholds.
  public init(
    maxOverlapPoints: Double? = nil, maxGapPoints: Double? = nil, maxLagMilliseconds: Double? = nil
  ) {
    self.maxOverlapPoints = maxOverlapPoints
    self.maxGapPoints = maxGapPoints
    self.maxLagMilliseconds = maxLagMilliseconds
  }

  /// Whether no limit is set.
  public var isEmpty: Bool {
    maxOverlapPoints == nil && maxGapPoints == nil && maxLagMilliseconds == nil
  }

  /// These limits, each one that is not set taken from `defaults`.
  public func filled(from defaults: SyncThresholds) -> SyncThresholds {
    SyncThresholds(
      maxOverlapPoints: maxOverlapPoints ?? defaults.maxOverlapPoints,
      maxGapPoints: maxGapPoints ?? defaults.maxGapPoints,
      maxLagMilliseconds: maxLagMilliseconds ?? defaults.maxLagMilliseconds)
  }

  /// The limits `summary` passes, each with the measured value and by how much.
  public func violations(of summary: SyncSummary) -> [SyncViolation] {
    var found: [SyncViolation] = []
    if let limit = maxOverlapPoints, summary.maxOverlapPoints > limit {
      found.append(
        SyncViolation(measure: .maxOverlap, value: summary.maxOverlapPoints, limit: limit))
    }
    if let limit = maxGapPoints, summary.maxGapPoints > limit {
      found.append(SyncViolation(measure: .maxGap, value: summary.maxGapPoints, limit: limit))
    }
    if let limit = maxLagMilliseconds {
      if let lag = summary.lagAtHalfTravelMilliseconds {
        if abs(lag) > limit { found.append(SyncViolation(measure: .lag, value: lag, limit: limit)) }
      } else if summary.keyboardTravels {
        found.append(SyncViolation(measure: .lag, value: nil, limit: limit))
      }
    }
    return found
  }
}
