package import CurveScopeSupport

extension SyncSummary {
  /// The summary as printed by `--json`, with the names of the command-line contract.
  package var jsonValue: JSONValue {
    func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
    return .object([
      ("scenario", .string(scenario)),
      ("strategy", .string(strategy)),
      ("fps", .double(frameRate)),
      ("frames", .int(frameCount)),
      ("tolerancePoints", .double(tolerancePoints)),
      ("marginPoints", .double(marginPoints)),
      ("maxOverlapPoints", .double(maxOverlapPoints)),
      ("maxOverlapAtMs", optional(maxOverlapAtMilliseconds)),
      ("maxGapPoints", .double(maxGapPoints)),
      ("maxGapAtMs", optional(maxGapAtMilliseconds)),
      ("lagAtHalfTravelMs", optional(lagAtHalfTravelMilliseconds)),
      ("framesOutOfTolerance", .int(framesOutOfTolerance)),
      ("outOfSyncMs", .double(outOfSyncMilliseconds)),
      ("finalErrorPoints", .double(finalErrorPoints)),
      ("rmsGapPoints", .double(rmsGapPoints)),
      ("keyboardSettleMs", .double(keyboardSettleMilliseconds)),
      ("barSettleMs", .double(barSettleMilliseconds)),
    ])
  }

  /// The summary as `--json` prints it, indented.
  public var jsonText: String { jsonValue.prettyText }

  /// The measures a fix changes, for before/after comparisons.
  package var fixMeasuresJSON: JSONValue {
    .object([
      ("maxOverlapPoints", .double(maxOverlapPoints)),
      ("maxGapPoints", .double(maxGapPoints)),
      ("lagAtHalfTravelMs", lagAtHalfTravelMilliseconds.map(JSONValue.double) ?? .null),
      ("framesOutOfTolerance", .int(framesOutOfTolerance)),
      ("rmsGapPoints", .double(rmsGapPoints)),
      ("finalErrorPoints", .double(finalErrorPoints)),
    ])
  }
}
