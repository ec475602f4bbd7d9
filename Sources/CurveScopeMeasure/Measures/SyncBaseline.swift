package import CurveScopeSupport

/// Stored measures of earlier runs, so a check can fail when a measure gets worse.
///
/// A baseline file is JSON: `{"version": 1, "entries": [{"scenario": …, "strategy": …, "fps":
/// 120, "maxOverlapPoints": …, "maxGapPoints": …, "lagAtHalfTravelMs": …}]}`.
public struct SyncBaseline: Hashable, Sendable {
  /// The measures of one scenario × strategy × rate.
  public struct Entry: Hashable, Sendable {
    /// Scenario name.
    public var scenario: String
    /// Strategy name.
    public var strategy: String
    /// Frame rate in Hz.
    public var frameRate: Double
    /// Recorded `maxOverlapPoints`.
    public var maxOverlapPoints: Double
    /// Recorded `maxGapPoints`.
    public var maxGapPoints: Double
    /// Recorded `lagAtHalfTravelMs` (`nil`: not measurable).
    public var lagAtHalfTravelMilliseconds: Double?
  }

  /// The recorded entries.
  public var entries: [Entry]

  /// A baseline recording `summaries`.
  public init(summaries: [SyncSummary]) {
    entries = summaries.map {
      Entry(
        scenario: $0.scenario, strategy: $0.strategy, frameRate: $0.frameRate,
        maxOverlapPoints: $0.maxOverlapPoints, maxGapPoints: $0.maxGapPoints,
        lagAtHalfTravelMilliseconds: $0.lagAtHalfTravelMilliseconds)
    }
  }

  /// Reads a baseline file.
  /// - Throws: ``JSONParseError`` or ``JSONDecodingError`` naming the path.
  public init(json bytes: some Collection<UInt8>) throws {
    let root = try JSONObjectReader(JSONParser().parse(bytes), path: "")
    try root.rejectUnknownKeys(allowed: ["version", "entries"])
    guard try root.double("version") == 1 else {
      throw JSONDecodingError(path: "version", .version(expected: 1))
    }
    entries = try (root.array("entries") ?? []).enumerated().map { index, value in
      let entry = try JSONObjectReader(value, path: "entries[\(index)]")
      try entry.rejectUnknownKeys(allowed: [
        "scenario", "strategy", "fps", "maxOverlapPoints", "maxGapPoints", "lagAtHalfTravelMs",
      ])
      guard let scenario = try entry.string("scenario"), let strategy = try entry.string("strategy")
      else {
        throw JSONDecodingError(
          path: entry.path, .missing(expected: "give the scenario and strategy names"))
      }
      return Entry(
        scenario: scenario, strategy: strategy,
        frameRate: try entry.double("fps", in: .closed(0, 1000)) ?? 120,
        maxOverlapPoints: try entry.double("maxOverlapPoints", in: .closed(0, 1e6)) ?? 0,
        maxGapPoints: try entry.double("maxGapPoints", in: .closed(0, 1e6)) ?? 0,
        lagAtHalfTravelMilliseconds: try entry.double("lagAtHalfTravelMs", in: .closed(-1e6, 1e6)))
    }
  }

  /// The baseline as JSON.
  package var jsonValue: JSONValue {
    .object([
      ("version", .int(1)),
      (
        "entries",
        .array(
          entries.map { entry in
            .object([
              ("scenario", .string(entry.scenario)), ("strategy", .string(entry.strategy)),
              ("fps", .double(entry.frameRate)),
              ("maxOverlapPoints", .double(entry.maxOverlapPoints)),
              ("maxGapPoints", .double(entry.maxGapPoints)),
              (
                "lagAtHalfTravelMs",
                entry.lagAtHalfTravelMilliseconds.map(JSONValue.double) ?? .null
              ),
            ])
          })
      ),
    ])
  }

  /// The entry recorded for the same scenario, strategy and rate as `summary`.
  public func entry(for summary: SyncSummary) -> Entry? {
    entries.first {
      $0.scenario == summary.scenario && $0.strategy == summary.strategy
        && $0.frameRate == summary.frameRate
    }
  }

  /// The measures of `summary` that are worse than recorded by more than the tolerances;
  /// `nil` when the baseline has no entry for it.
  public func regressions(
    of summary: SyncSummary, pointsTolerance: Double = 0.5, millisecondsTolerance: Double = 1
  ) -> [SyncViolation]? {
    guard let entry = entry(for: summary) else { return nil }
    var found: [SyncViolation] = []
    func regression(
      _ measure: SyncViolation.Measure, _ value: Double?, recorded: Double, tolerance: Double,
      limit: Double
    )
      -> SyncViolation
    {
      SyncViolation(
        measure: measure, value: value, limit: limit, source: .baseline, recorded: recorded,
        tolerance: tolerance)
    }
    let overlapLimit = entry.maxOverlapPoints + pointsTolerance
    if summary.maxOverlapPoints > overlapLimit {
      found.append(
        regression(
          .maxOverlap, summary.maxOverlapPoints, recorded: entry.maxOverlapPoints,
          tolerance: pointsTolerance, limit: overlapLimit))
    }
    let gapLimit = entry.maxGapPoints + pointsTolerance
    if summary.maxGapPoints > gapLimit {
      found.append(
        regression(
          .maxGap, summary.maxGapPoints, recorded: entry.maxGapPoints,
          tolerance: pointsTolerance, limit: gapLimit))
    }
    if let recorded = entry.lagAtHalfTravelMilliseconds {
      let limit = abs(recorded) + millisecondsTolerance
      let lag = summary.lagAtHalfTravelMilliseconds
      if lag.map({ abs($0) > limit }) ?? true {
        found.append(
          regression(
            .lag, lag, recorded: recorded, tolerance: millisecondsTolerance, limit: limit))
      }
    }
    return found
  }
}
