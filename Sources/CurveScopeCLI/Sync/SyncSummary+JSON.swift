import CurveScope

extension SyncSummary {
  /// The summary as printed by `--json`, with the names of the command-line contract.
  var jsonValue: JSONValue {
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
}

extension SyncFrame {
  /// One frame as printed by `--frames`.
  var jsonValue: JSONValue {
    .object([
      ("frame", .int(index)),
      ("timeMs", .double(timeMilliseconds)),
      ("keyboardTop", .double(keyboardTop)),
      ("barBottom", .double(barBottom)),
      ("gap", .double(gap)),
      ("keyboardVelocity", .double(keyboardVelocity)),
      ("barVelocity", .double(barVelocity)),
    ])
  }
}
