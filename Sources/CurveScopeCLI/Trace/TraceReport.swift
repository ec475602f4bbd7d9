import CurveScopeMatch
import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeTrace

/// One trace as `compare`, `check` and `explain` report it: its measures, and which model it
/// moves like (or why that cannot be said).
struct TraceReport {
  /// The trace.
  var trace: Trace
  /// Its frames measured.
  var measurement: SyncMeasurement
  /// The matched model, when the trace can be matched.
  var match: TraceMatch?
  /// Why it cannot be matched, otherwise.
  var matchProblem: TraceMatchError?
  /// The model at the trace's frames, measured like the recording.
  var modelMeasurement: SyncMeasurement?

  /// Measures `trace` with `tolerance` and `margin`, and matches it unless `matching` is false.
  init(_ trace: Trace, tolerance: Double, margin: Double?, matching: Bool = true) throws {
    self.trace = trace
    let measurer = try SyncMeasurer(tolerance: tolerance)
    measurement = measurer.measure(trace.series(margin: margin))
    guard matching else { return }
    do {
      let match = try TraceMatcher().match(trace)
      self.match = match
      modelMeasurement = measurer.measure(match.modelSeries(of: trace, margin: margin))
    } catch let problem as TraceMatchError {
      matchProblem = problem
    }
  }

  /// The object `--json` prints: the recording's measures, then `trace`, `match`,
  /// `keyboardModel` and `model` (the model's measures at the same frames).
  func jsonValue(frames: Bool) -> JSONValue {
    let object = streamedJSON(frames: frames)
    guard let streamed = object.streamed else { return .object(object.members) }
    return .object(
      object.members + [(streamed.key, .array((0..<streamed.count).map(streamed.element)))])
  }

  /// ``jsonValue(frames:)`` for ``StreamedJSON``: the frames, when asked, one at a time.
  func streamedJSON(frames: Bool) -> StreamedJSON.Object {
    guard case .object(var members) = measurement.summary.jsonValue else {
      return .init(members: [])
    }
    members.append(("trace", trace.qualityJSON))
    members.append(("match", match?.jsonValue ?? .null))
    members.append(("keyboardModel", match?.keyboardModel.jsonValue ?? .null))
    members.append(("matchProblem", matchProblem.map { .string($0.problem) } ?? .null))
    members.append(("model", modelMeasurement?.summary.jsonValue ?? .null))
    return .init(members: members, streamed: frames ? framesStream : nil)
  }

  /// Every recorded frame with the model's values and the bar's residual, one at a time.
  var framesStream: (key: String, count: Int, element: (Int) -> JSONValue) {
    func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
    let repeated = Set(trace.quality.repeatedFrames)
    let frames = measurement.series.frames
    let match = self.match
    return (
      "frameSeries", frames.count,
      { index in
        let frame = frames[index]
        let modelBar = match?.modelBarBottom[index]
        return .object([
          ("frame", .int(index)),
          ("timeMs", .double(frame.timeMilliseconds)),
          ("keyboardTop", optional(frame.keyboardTop)),
          ("barBottom", optional(frame.barBottom)),
          ("gap", optional(frame.gap)),
          ("repeated", .bool(repeated.contains(index))),
          ("modelKeyboardTop", optional(match?.modelKeyboardTop[index])),
          ("modelBarBottom", optional(modelBar)),
          (
            "residualPoints",
            optional(frame.barBottom.flatMap { bar in modelBar.map { bar - $0 } })
          ),
        ])
      }
    )
  }
}
