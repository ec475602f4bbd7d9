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

/// A measure that passed its limit.
public struct SyncViolation: Hashable, Sendable, CustomStringConvertible {
  /// Which measure.
  public enum Measure: String, Hashable, Sendable {
    /// `maxOverlapPoints`.
    case maxOverlap = "max overlap"
    /// `maxGapPoints`.
    case maxGap = "max gap"
    /// `lagAtHalfTravelMs`.
    case lag = "lag at half travel"
  }

  /// Which measure.
  public var measure: Measure
  /// The measured value (`nil`: the bar never reached half travel).
  public var value: Double?
  /// The limit or the baseline value it was held to.
  public var limit: Double
  /// Text after the numbers, e.g. ` (baseline 0 pt + 0.5 pt)`.
  public var note: String = ""

  /// `max overlap 63.5 pt > 1 pt (by 62.5 pt)`.
  public var description: String {
    let unit = measure == .lag ? "ms" : "pt"
    guard let value else {
      return
        "\(measure.rawValue): the bar never reaches half of the keyboard's travel (limit \(Self.format(limit)) \(unit))\(note)"
    }
    let excess = abs(value) - limit
    return
      "\(measure.rawValue) \(Self.format(value)) \(unit) > \(Self.format(limit)) \(unit) (by \(Self.format(excess)) \(unit))\(note)"
  }

  /// `value` for reading (``NumberText/reading(_:decimals:minus:)``: `62.5`, `3`, `0.33`); values
  /// too large to round keep Swift's own spelling (`1e+308`, a limit typed on the command line).
  static func format(_ value: Double) -> String {
    NumberText.reading(value)
  }
}
