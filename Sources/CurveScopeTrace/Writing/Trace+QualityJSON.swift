package import CurveScopeSupport

extension Trace {
  /// What `--json` says of the recording itself: its quality, time origin and source.
  package var qualityJSON: JSONValue {
    func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
    let origin: String
    switch timeOrigin {
    case .firstEvent: origin = "firstEvent"
    case .firstMotion: origin = "firstMotion"
    case .fileClock: origin = "fileClock"
    }
    var members: [(String, JSONValue)] = [
      ("frames", .int(quality.frameCount)),
      ("medianIntervalMs", optional(quality.medianIntervalMilliseconds)),
      ("frameRate", optional(quality.frameRate)),
      ("jitterMs", optional(quality.jitterMilliseconds)),
      ("longestIntervalMs", optional(quality.longestIntervalMilliseconds)),
      ("missingFrames", .int(quality.missingFrameCount)),
      ("keyboardMissing", .int(quality.keyboardMissingCount)),
      ("barMissing", .int(quality.barMissingCount)),
      ("repeatedFrames", .int(quality.repeatedFrameCount)),
      ("droppedFrames", .int(quality.droppedFrameCount)),
      ("longIntervals", .int(quality.longIntervalCount)),
      ("pauses", .int(quality.pauseCount)),
      ("firstMs", optional(frames.first?.timeMilliseconds)),
      ("lastMs", optional(frames.last?.timeMilliseconds)),
      ("timeOrigin", .string(origin)),
      ("timeOriginFileMs", .double(timeOrigin.fileMilliseconds)),
      ("events", .int(events.count)),
      ("motions", .int(motions.motions.count)),
      ("safeAreaBottomPoints", .double(safeAreaBottom)),
      ("keyboardProfile", keyboardProfile.map(JSONValue.string) ?? .null),
    ]
    if let source {
      members.append(
        (
          "source",
          .object([
            ("platform", source.platform.map(JSONValue.string) ?? .null),
            ("os", source.os.map(JSONValue.string) ?? .null),
            ("device", source.device.map(JSONValue.string) ?? .null),
            ("fps", optional(source.frameRate)),
            ("recorder", source.recorder.map(JSONValue.string) ?? .null),
          ])
        ))
    }
    return .object(members)
  }
}
