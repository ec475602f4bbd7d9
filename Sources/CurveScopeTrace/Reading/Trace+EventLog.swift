import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeTiming

extension Trace {
  /// The notifications of a JSON trace and what goes with them: read as a scenario file's
  /// (`screen`, `retarget`, `events`, `fps`), checked as a scenario's, times shifted so the
  /// first event is at 0 s.
  struct EventLog {
    /// The events, sorted, the first at 0 s.
    var events: [KeyboardEvent] = []
    /// The file's `retarget`.
    var retargetRule = RetargetRule.additive
    /// The file's `fps`.
    var preferredFrameRate: Double?
    /// The first event's time on the file's clock, in ms; `nil` without events.
    var origin: Double?

    /// No events.
    init() {}

    /// Reads `events` (not empty) and the members that go with them. A screen with
    /// notifications is at least 1 pt each way, as a scenario file's.
    /// - Throws: ``JSONDecodingError`` naming the member at fault, ``KeyboardEventError`` for
    ///   events spread too far.
    init(root: JSONObjectReader, screen: JSONObjectReader, events values: [JSONValue], name: String)
      throws
    {
      guard let width = try screen.double("width", in: .closed(1, 100_000)),
        let height = try screen.double("height", in: .closed(1, 100_000))
      else {
        // The trace reader found both already.
        throw JSONDecodingError(path: "screen", .missing(expected: "give the screen size"))
      }
      retargetRule = try RetargetRule.decode(root)
      let read = try KeyboardEvent.decodeList(values, screenWidth: width, screenHeight: height)
      preferredFrameRate = try root.double("fps", in: FrameRate.range)
      events = try KeyboardEvent.timeline(read, name: name)
      var first = Double.infinity
      for (index, event) in values.enumerated() {
        let reader = try JSONObjectReader(event, path: "events[\(index)]")
        guard let time = try reader.double("timeMs") else {
          // In a trace, 0 would be a time on the recorder's clock, not a default.
          throw JSONDecodingError(
            path: "events[\(index)].timeMs",
            .missing(expected: "give the notification's time in ms, on the frames' clock"))
        }
        first = min(first, time)
      }
      origin = first
    }
  }
}
