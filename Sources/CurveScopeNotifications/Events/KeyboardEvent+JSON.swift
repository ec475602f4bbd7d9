import CurveScopeCodec
package import CurveScopeSupport

extension KeyboardEvent {
  /// The members one event may hold in a scenario or trace file.
  package static let jsonKeys = [
    "timeMs", "kind", "frameBegin", "frameEnd", "height", "duration", "curve", "isLocal",
  ]

  /// Reads the `events` of a scenario or trace file (the ScenarioFiles article): each event's
  /// frames, or its `height` on the screen, with the keyboard's begin frame implied by the event
  /// before. Times are read in ms and returned in seconds since the earliest event, shifted
  /// before dividing, so that 1100 ms after a first event at 1000 ms is exactly 0.1 s.
  ///
  /// - Parameters:
  ///   - values: the `events` array, not empty.
  ///   - path: the array's path in the file, for errors.
  /// - Throws: ``JSONDecodingError`` naming the path of a missing, unknown or ill-typed member,
  ///   or more than ``KeyboardEventLimits/maximumCount`` events.
  package static func decodeList(
    _ values: [JSONValue], path: String = "events", screenWidth: Double, screenHeight: Double
  ) throws -> [KeyboardEvent] {
    guard values.count <= KeyboardEventLimits.maximumCount else {
      throw JSONDecodingError(
        path: path,
        .tooMany(count: values.count, limit: KeyboardEventLimits.maximumCount, of: "events"))
    }
    var events: [KeyboardEvent] = []
    var keyboardFrame: Rect?
    for (index, value) in values.enumerated() {
      let event = try decode(
        value, path: "\(path)[\(index)]", screenWidth: screenWidth, screenHeight: screenHeight,
        previousFrame: keyboardFrame)
      if event.kind.isBeforeAnimation { keyboardFrame = event.frameEnd }
      events.append(event)
    }
    let firstMilliseconds = events.map(\.time).min() ?? 0
    for index in events.indices {
      events[index].time = (events[index].time - firstMilliseconds) / 1000
    }
    return events
  }

  /// One event, its time in ms as written (0 when missing).
  private static func decode(
    _ value: JSONValue, path: String, screenWidth: Double, screenHeight: Double,
    previousFrame: Rect?
  ) throws -> KeyboardEvent {
    let event = try JSONObjectReader(value, path: path)
    try event.rejectUnknownKeys(allowed: jsonKeys)
    let kindText = try event.string("kind") ?? ""
    guard let kind = KeyboardEventKind(rawValue: kindText) else {
      let names = KeyboardEventKind.allCases.map(\.rawValue)
      throw JSONDecodingError(
        path: event.path(of: "kind"),
        .unknownName(
          kindText, known: names, suggestion: EditDistance.suggestion(for: kindText, among: names)))
    }
    let milliseconds = try event.double("timeMs", in: .closed(0, 1e9)) ?? 0
    var frameBegin = try rect(event, "frameBegin")
    var frameEnd = try rect(event, "frameEnd")
    if let height = try event.double("height", in: .closed(0, screenHeight)) {
      guard frameEnd == nil else {
        throw JSONDecodingError(path: event.path(of: "height"), .conflicting("height", "frameEnd"))
      }
      let shownY = kind == .willHide || kind == .didHide ? screenHeight : screenHeight - height
      frameEnd = Rect(x: 0, y: shownY, width: screenWidth, height: height)
      if frameBegin == nil {
        frameBegin = try impliedBegin(
          kind: kind, height: height, previousFrame: previousFrame,
          path: event.path(of: "frameBegin"),
          screenWidth: screenWidth, screenHeight: screenHeight)
      }
    }
    guard let end = frameEnd else {
      throw JSONDecodingError(
        path: event.path(of: "frameEnd"),
        .missing(expected: "give frameEnd [x, y, width, height] or height"))
    }
    guard let begin = frameBegin ?? previousFrame else {
      throw JSONDecodingError(
        path: event.path(of: "frameBegin"),
        .missing(expected: "the first event needs frameBegin [x, y, width, height] or height"))
    }
    var curve: AnimationCurve?
    if let raw = try event.double("curve", in: .closed(-1_000_000, 1_000_000)) {
      guard raw == raw.rounded() else {
        throw JSONDecodingError(
          path: event.path(of: "curve"), .notWhole(expected: "an integer raw value"))
      }
      curve = AnimationCurve(rawValue: Int(raw))
    }
    return KeyboardEvent(
      time: milliseconds, kind: kind, frameBegin: begin, frameEnd: end,
      duration: try event.double("duration", in: .closed(0, 10)), curve: curve,
      isLocal: try event.bool("isLocal"))
  }

  /// Where the keyboard starts when an event gives only its `height`: where the previous event
  /// left it, or for a first event, off screen (willShow) or shown at that height (willHide).
  private static func impliedBegin(
    kind: KeyboardEventKind, height: Double, previousFrame: Rect?, path: String,
    screenWidth: Double, screenHeight: Double
  ) throws -> Rect {
    if let previousFrame { return previousFrame }
    switch kind {
    case .willShow, .didShow:
      return Rect(x: 0, y: screenHeight, width: screenWidth, height: height)
    case .willHide, .didHide:
      return Rect(x: 0, y: screenHeight - height, width: screenWidth, height: height)
    case .willChangeFrame, .didChangeFrame:
      throw JSONDecodingError(
        path: path,
        .missing(expected: "a first willChangeFrame needs frameBegin [x, y, width, height]"))
    }
  }

  private static func rect(_ event: JSONObjectReader, _ key: String) throws -> Rect? {
    guard let elements = try event.array(key) else { return nil }
    let path = event.path(of: key)
    guard elements.count == 4 else {
      throw JSONDecodingError(path: path, .count(expected: 4, found: elements.count))
    }
    let numbers = try elements.enumerated().map { index, value in
      try value.number(at: "\(path)[\(index)]", in: .closed(-100_000, 100_000))
    }
    guard numbers[2] >= 0, numbers[3] >= 0 else {
      throw JSONDecodingError(path: path, .negativeSize)
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The event as a scenario or trace file writes it: its time in ms on a 1 ns grid, its kind
  /// and frames, and the `userInfo` values it has.
  package var jsonValue: JSONValue {
    func rect(_ rect: Rect) -> JSONValue {
      .array(rect.components.map(JSONValue.double))
    }
    var members: [(String, JSONValue)] = [
      ("timeMs", .double((time * 1000 * 1e6).rounded() / 1e6)),
      ("kind", .string(kind.rawValue)),
      ("frameBegin", rect(frameBegin)), ("frameEnd", rect(frameEnd)),
    ]
    if let duration { members.append(("duration", .double(duration))) }
    if let curve { members.append(("curve", .int(curve.rawValue))) }
    if let isLocal { members.append(("isLocal", .bool(isLocal))) }
    return .object(members)
  }
}
