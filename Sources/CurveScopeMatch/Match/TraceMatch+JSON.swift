package import CurveScopeSupport

extension TraceMatch {
  /// The `match` object of a trace report: `strategy`, `rmsPoints`, `latencyMs`, and how it was
  /// found.
  package var jsonValue: JSONValue {
    var members: [(String, JSONValue)] = [
      ("strategy", .string(strategy)),
      ("rmsPoints", .double(rmsPoints)),
      ("latencyMs", .double(latencyMilliseconds)),
      ("residualLimitPoints", .double(residualLimitPoints)),
      ("equivalents", .array(equivalents.map(JSONValue.string))),
      ("marginPoints", .double(marginPoints)),
      ("safeAreaPoints", .double(safeAreaPoints)),
    ]
    members.append(
      (
        "custom",
        custom.map { custom in
          .object([
            ("curve", .string(custom.curve)),
            ("startDelayMs", .double(custom.startDelayMilliseconds)),
            ("durationMs", .double(custom.durationMilliseconds)),
            ("rmsPoints", .double(custom.rmsPoints)),
          ])
        } ?? .null
      ))
    members.append(
      (
        "candidates",
        .array(
          candidates.map {
            .object([
              ("strategy", .string($0.strategy)), ("rmsPoints", .double($0.rmsPoints)),
              ("latencyMs", .double($0.latencyMilliseconds)),
            ])
          })
      ))
    return .object(members)
  }
}

extension KeyboardModelMatch {
  /// The `keyboardModel` object of a trace report: `name`, `rmsPoints`, and the models tried.
  package var jsonValue: JSONValue {
    .object([
      ("name", .string(name)),
      ("rmsPoints", .double(rmsPoints)),
      ("events", .string(events.rawValue)),
      ("offsetMs", offsetMilliseconds.map(JSONValue.double) ?? .null),
      ("animations", .int(animationCount)),
      (
        "candidates",
        .array(
          candidates.map {
            .object([("name", .string($0.name)), ("rmsPoints", .double($0.rmsPoints))])
          })
      ),
    ])
  }
}
