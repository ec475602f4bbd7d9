package import CurveScopeMeasure
package import CurveScopeSupport

extension SyncAnalysis {
  /// The object `compare --json` prints for one analysis: the summary's measures
  /// (``SyncSummary/jsonText``), then the scenario's `assumptions` when it makes any; `frames`
  /// adds `frameSeries`, every simulated frame with the velocities of both edges.
  /// - Parameter summary: ``summary()``, when the caller has it already.
  package func jsonValue(summary: SyncSummary? = nil, frames: Bool) -> JSONValue {
    var members = jsonMembers(summary: summary ?? self.summary())
    if frames {
      let stream = framesStream
      members.append((stream.key, .array((0..<stream.count).map(stream.element))))
    }
    return .object(members)
  }

  /// The members of ``jsonValue(summary:frames:)`` that come before the frames, for output
  /// that streams the frames one at a time.
  package func jsonMembers(summary: SyncSummary) -> [(String, JSONValue)] {
    guard case .object(var members) = summary.jsonValue else { return [] }
    if !scenario.assumptions.isEmpty {
      members.append(("assumptions", .array(scenario.assumptions.map(JSONValue.string))))
    }
    return members
  }

  /// The analysis as `compare --json` prints it for one strategy, indented: what a test target
  /// can compare with the tool's output.
  ///
  /// ```swift
  /// let strategy = try #require(InputBarStrategy.preset(named: "layout-guide"))
  /// let analysis = try SyncAnalysis(
  ///   scenario: .defaultShow(), strategy: strategy, clock: FrameClock(rate: 120))
  /// let json = analysis.jsonText(frames: true)
  /// ```
  public func jsonText(frames: Bool = false) -> String {
    jsonValue(frames: frames).prettyText
  }

  /// `frameSeries`, one frame at a time (the series is made once): each simulated frame's
  /// `frame`, `timeMs`, `keyboardTop`, `barBottom`, `gap`, `keyboardVelocity` and `barVelocity`.
  package var framesStream: (key: String, count: Int, element: (Int) -> JSONValue) {
    let frames = series().frames
    return (
      "frameSeries", frames.count,
      { index in
        let frame = frames[index]
        let velocities = velocities(atFrame: index)
        func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
        return .object([
          ("frame", .int(index)),
          ("timeMs", .double(frame.timeMilliseconds)),
          ("keyboardTop", optional(frame.keyboardTop)),
          ("barBottom", optional(frame.barBottom)),
          ("gap", optional(frame.gap)),
          ("keyboardVelocity", .double(velocities.keyboard)),
          ("barVelocity", .double(velocities.bar)),
        ])
      }
    )
  }
}
