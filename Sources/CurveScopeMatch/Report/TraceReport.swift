public import CurveScopeMeasure
package import CurveScopeSupport
public import CurveScopeTrace

/// One trace as `compare`, `check` and `explain` report it: its measures, which model it moves
/// like (or why that cannot be said), and the model measured at the recording's frames.
///
/// ```swift
/// let report = try TraceReport(trace)
/// #expect(report.measurement.summary.maxOverlapPoints <= 1)
/// #expect(report.match?.strategy == "layout-guide")
/// ```
public struct TraceReport: Sendable {
  /// The trace.
  public var trace: Trace
  /// Its frames measured.
  public var measurement: SyncMeasurement
  /// The matched model, when the trace can be matched.
  public var match: TraceMatch?
  /// Why it cannot be matched, otherwise.
  public var matchProblem: TraceMatchError?
  /// The model at the trace's frames, measured like the recording.
  public var modelMeasurement: SyncMeasurement?

  /// Measures `trace` with `tolerance` and `margin`, and matches it with `matcher` unless
  /// `matching` is false.
  /// - Throws: ``SyncMeasurerError`` for a bad tolerance; ``TraceMatchError`` only for a
  ///   simulation the library refuses (a trace that cannot be matched is ``matchProblem``).
  public init(
    _ trace: Trace, tolerance: Double = 1, margin: Double? = nil,
    matcher: TraceMatcher = TraceMatcher(), matching: Bool = true
  ) throws {
    self.trace = trace
    let measurer = try SyncMeasurer(tolerance: tolerance)
    measurement = measurer.measure(trace.series(margin: margin))
    guard matching else { return }
    do {
      let match = try matcher.match(trace)
      self.match = match
      modelMeasurement = measurer.measure(match.modelSeries(of: trace, margin: margin))
    } catch let problem as TraceMatchError {
      matchProblem = problem
    }
  }

  /// The object `--json` prints: the recording's measures, then `trace`, `match`,
  /// `keyboardModel`, `matchProblem` and `model` (the model's measures at the same frames);
  /// `frames` adds `frameSeries`.
  package func jsonValue(frames: Bool) -> JSONValue {
    var members = jsonMembers
    if frames {
      let stream = framesStream
      members.append((stream.key, .array((0..<stream.count).map(stream.element))))
    }
    return .object(members)
  }

  /// The members of ``jsonValue(frames:)`` that come before the frames, for output that
  /// streams the frames one at a time.
  package var jsonMembers: [(String, JSONValue)] {
    guard case .object(var members) = measurement.summary.jsonValue else { return [] }
    members.append(("trace", trace.qualityJSON))
    members.append(("match", match?.jsonValue ?? .null))
    members.append(("keyboardModel", match?.keyboardModel.jsonValue ?? .null))
    members.append(("matchProblem", matchProblem.map { .string($0.problem) } ?? .null))
    members.append(("matchProblemCode", matchProblem.map { .string($0.code) } ?? .null))
    members.append(("model", modelMeasurement?.summary.jsonValue ?? .null))
    members.append(("assumptions", .array(assumptions.map(\.jsonValue))))
    members.append(("confidence", confidence?.jsonValue ?? .null))
    return members
  }

  /// What the report takes for granted: the reader's inferences, and the match's assumptions.
  public var assumptions: [TraceAssumption] {
    match?.assumptions(of: trace) ?? trace.notes.map { TraceAssumption($0.code, $0.message) }
  }

  /// How sure the match is, and what it rests on; `nil` without a match.
  public var confidence: TraceConfidence? { match?.confidence(of: trace) }

  /// The report as `compare --trace --json` prints it for one trace, indented.
  public func jsonText(frames: Bool = false) -> String { jsonValue(frames: frames).prettyText }

  /// Every recorded frame with the model's values and the bar's residual, one at a time.
  package var framesStream: (key: String, count: Int, element: (Int) -> JSONValue) {
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
