import CurveScopeSupport
import CurveScopeSync

extension SyncAnalysis {
  /// The simulated frames as printed by `--frames`, with the velocities of both edges.
  var framesJSON: JSONValue {
    let frames = framesStream
    return .array((0..<frames.count).map(frames.element))
  }

  /// `--frames`, one frame at a time (for ``StreamedJSON``): the series is made once.
  var framesStream: (key: String, count: Int, element: (Int) -> JSONValue) {
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
