import CurveScopeSupport
import CurveScopeSync

extension SyncAnalysis {
  /// The simulated frames as printed by `--frames`, with the velocities of both edges.
  var framesJSON: JSONValue {
    .array(
      series().frames.enumerated().map { index, frame in
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
      })
  }
}
