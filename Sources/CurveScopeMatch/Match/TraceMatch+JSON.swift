import CurveScopeExplain
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
      ("latency", latency.jsonValue(frameRate: frameRate)),
      ("sameMotion", sameMotion.map(JSONValue.string) ?? .null),
      ("keyboardProfile", keyboardProfile.map(JSONValue.string) ?? .null),
      ("judgedProfile", judgedProfile.map(JSONValue.string) ?? .null),
      (
        "closestKeyboard",
        closestKeyboard.map {
          .object([("name", .string($0.name)), ("rmsPoints", .double($0.rmsPoints))])
        } ?? .null
      ),
      ("platform", .string(platform.rawValue)),
      ("platformAssumed", .bool(platformAssumed)),
      (
        "platformName",
        PlatformWording.presetName(strategy, platform: platform).map(JSONValue.string) ?? .null
      ),
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

  /// The `match` object of `compare --trace --json`, indented: what a test target can compare
  /// with the tool's output (``TraceReport/jsonText(frames:)`` holds it with the rest).
  public var jsonText: String { jsonValue.prettyText }
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

  /// The `keyboardModel` object of `compare --trace --json`, indented.
  public var jsonText: String { jsonValue.prettyText }
}

extension TraceLatency {
  /// `{"kind", "frames", "ms"}`: what the latency means, in display frames at `frameRate`.
  package func jsonValue(frameRate: Double) -> JSONValue {
    switch self {
    case .onTime:
      return .object([("kind", .string(kind)), ("frames", .int(0)), ("ms", .double(0))])
    case .follower(let frames):
      return .object([
        ("kind", .string(kind)), ("frames", .int(frames)),
        ("ms", .double(Double(frames) * 1000 / frameRate)),
      ])
    case .startDelay(let milliseconds, let frames):
      return .object([
        ("kind", .string(kind)), ("frames", .double(frames)), ("ms", .double(milliseconds)),
      ])
    case .leads(let milliseconds):
      return .object([
        ("kind", .string(kind)), ("frames", .double(-milliseconds * frameRate / 1000)),
        ("ms", .double(-milliseconds)),
      ])
    }
  }
}

extension TraceAssumption {
  /// `{"code", "message"}`.
  package var jsonValue: JSONValue {
    .object([("code", .string(code)), ("message", .string(message))])
  }
}

extension TraceConfidence {
  /// `{"level", "reasons"}`.
  package var jsonValue: JSONValue {
    .object([
      ("level", .string(level.rawValue)), ("reasons", .array(reasons.map(JSONValue.string))),
    ])
  }
}
