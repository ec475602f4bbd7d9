import CurveScopeCodec
import CurveScopeMotion
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeTiming

extension Scenario {
  /// The keys a scenario file may hold at the top level.
  static let jsonKeys =
    ["name", "title", "description", "screen", "retarget", "fps", "events"] + profileKeys
  /// The keys one event may hold.
  static let eventKeys = [
    "timeMs", "kind", "frameBegin", "frameEnd", "height", "duration", "curve", "isLocal",
  ]

  /// Reads a scenario file (the schema is in the ScenarioFiles article; `keyboard`,
  /// `keyboardProfile`, `window` and `interactive` in "Keyboard profiles" and "Interactive
  /// dismissal").
  ///
  /// - Parameters:
  ///   - bytes: the file's UTF-8 content.
  ///   - fallbackName: the name to use when the file has no `name` (e.g. the file's base name).
  /// - Throws: ``JSONParseError`` for malformed JSON, ``JSONDecodingError`` naming the path of a
  ///   missing, unknown or ill-typed member, ``ScenarioError`` for values out of range.
  public init(json bytes: some Collection<UInt8>, fallbackName: String = "scenario") throws {
    let root = try JSONObjectReader(JSONParser().parse(bytes), path: "")
    try root.rejectUnknownKeys(allowed: Self.jsonKeys)
    let screen = try JSONObjectReader(root.required("screen"), path: "screen")
    try screen.rejectUnknownKeys(allowed: ["width", "height"])
    guard let width = try screen.double("width", in: .closed(1, 100_000)) else {
      throw JSONDecodingError(
        path: "screen.width", .missing(expected: "give the screen width in points"))
    }
    guard let height = try screen.double("height", in: .closed(1, 100_000)) else {
      throw JSONDecodingError(
        path: "screen.height", .missing(expected: "give the screen height in points"))
    }
    var rule = RetargetRule.additive
    if let text = try root.string("retarget") {
      guard let parsed = RetargetRule(rawValue: text) else {
        let names = RetargetRule.allCases.map(\.rawValue)
        throw JSONDecodingError(
          path: "retarget",
          .unknownName(
            text, known: names, suggestion: EditDistance.suggestion(for: text, among: names)))
      }
      rule = parsed
    }
    let profile = try Self.decodeProfile(root)
    let window = try Self.decodeWindow(root)
    if let interactive = root.value("interactive") {
      guard root.value("events") == nil else {
        throw JSONDecodingError(path: "events", .conflicting("interactive", "events"))
      }
      self = try Self.decodeInteractive(
        interactive, path: "interactive", name: try root.string("name") ?? fallbackName,
        title: try root.string("title"), summary: try root.string("description") ?? "",
        screenWidth: width, screenHeight: height, profile: profile, window: window,
        preferredFrameRate: try root.double("fps", in: FrameRate.range))
      return
    }
    guard let eventValues = try root.array("events"), !eventValues.isEmpty else {
      throw JSONDecodingError(
        path: "events", .missing(expected: "give at least one keyboard event"))
    }
    guard eventValues.count <= Self.maximumEventCount else {
      throw JSONDecodingError(
        path: "events",
        .tooMany(count: eventValues.count, limit: Self.maximumEventCount, of: "events"))
    }
    var events: [KeyboardEvent] = []
    var keyboardFrame: Rect?
    for (index, value) in eventValues.enumerated() {
      let event = try Self.decodeEvent(
        value, path: "events[\(index)]", screenWidth: width, screenHeight: height,
        previousFrame: keyboardFrame)
      if event.kind.isBeforeAnimation { keyboardFrame = event.frameEnd }
      events.append(event)
    }
    // Times were read in milliseconds: shift them to the first event before dividing, so that
    // 1100 ms after a first event at 1000 ms is exactly 0.1 s.
    let firstMilliseconds = events.map(\.time).min() ?? 0
    for index in events.indices {
      events[index].time = (events[index].time - firstMilliseconds) / 1000
    }
    try self.init(
      name: try root.string("name") ?? fallbackName, title: try root.string("title"),
      summary: try root.string("description") ?? "", screenWidth: width, screenHeight: height,
      events: events, retargetRule: rule,
      preferredFrameRate: try root.double("fps", in: FrameRate.range), keyboardProfile: profile,
      window: window)
  }

  private static func decodeEvent(
    _ value: JSONValue, path: String, screenWidth: Double, screenHeight: Double,
    previousFrame: Rect?
  ) throws -> KeyboardEvent {
    let event = try JSONObjectReader(value, path: path)
    try event.rejectUnknownKeys(allowed: eventKeys)
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

  /// "did you mean" for a misspelled kind, else the list of kinds.
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
}
