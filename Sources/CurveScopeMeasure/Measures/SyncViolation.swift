import CurveScopeSupport

/// A measure that passed its limit: which measure, the value measured, the limit it was held
/// to and where that limit came from (a threshold, or a baseline's recorded value plus its
/// tolerance), as fields a report can use without reading the sentence.
public struct SyncViolation: Hashable, Sendable, CustomStringConvertible {
  /// Which measure.
  public enum Measure: String, Hashable, Sendable, CaseIterable {
    /// `maxOverlapPoints`.
    case maxOverlap = "max overlap"
    /// `maxGapPoints`.
    case maxGap = "max gap"
    /// `lagAtHalfTravelMs`.
    case lag = "lag at half travel"

    /// The measure's name in JSON (the summary's key): `maxOverlapPoints`, `maxGapPoints`,
    /// `lagAtHalfTravelMs`.
    public var key: String {
      switch self {
      case .maxOverlap: "maxOverlapPoints"
      case .maxGap: "maxGapPoints"
      case .lag: "lagAtHalfTravelMs"
      }
    }

    /// The unit of its value and limit: `pt` or `ms`.
    public var unit: String { self == .lag ? "ms" : "pt" }
  }

  /// Where the limit came from.
  public enum Source: String, Hashable, Sendable {
    /// A threshold (`--max-overlap`, `--max-gap`, `--max-lag`, or the defaults).
    case limit
    /// A baseline's recorded value plus its tolerance.
    case baseline
  }

  /// Which measure.
  public var measure: Measure
  /// The measured value (`nil`: the bar never reached half travel).
  public var value: Double?
  /// The limit or the baseline value it was held to.
  public var limit: Double
  /// Where the limit came from.
  public var source: Source
  /// The baseline's recorded value, for a regression.
  public var recorded: Double?
  /// The tolerance added to the recorded value, for a regression.
  public var tolerance: Double?

  /// Creates a violation of a threshold.
  public init(measure: Measure, value: Double?, limit: Double) {
    self.init(measure: measure, value: value, limit: limit, source: .limit)
  }

  /// Creates a violation; a regression names the recorded value and its tolerance.
  public init(
    measure: Measure, value: Double?, limit: Double, source: Source, recorded: Double? = nil,
    tolerance: Double? = nil
  ) {
    self.measure = measure
    self.value = value
    self.limit = limit
    self.source = source
    self.recorded = recorded
    self.tolerance = tolerance
  }

  /// How far past its limit the measure is (|value| − limit; the lag counts in either
  /// direction); `nil` when nothing was measured.
  public var excess: Double? { value.map { abs($0) - limit } }

  /// `max overlap 63.5 pt > 1 pt (by 62.5 pt)`, with ` (baseline 0 pt + 0.5 pt)` for a
  /// regression.
  public var description: String {
    let unit = measure.unit
    var note = ""
    if source == .baseline, let recorded, let tolerance {
      note = " (baseline \(Self.format(recorded)) \(unit) + \(Self.format(tolerance)) \(unit))"
    }
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
