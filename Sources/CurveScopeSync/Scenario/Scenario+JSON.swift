import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeTiming

extension Scenario {
  /// The keys a scenario file may hold at the top level.
  static let jsonKeys =
    ["name", "title", "description", "screen", "retarget", "fps", "events"] + profileKeys

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
    let rule = try RetargetRule.decode(root)
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
    let events = try KeyboardEvent.decodeList(
      eventValues, screenWidth: width, screenHeight: height)
    try self.init(
      name: try root.string("name") ?? fallbackName, title: try root.string("title"),
      summary: try root.string("description") ?? "", screenWidth: width, screenHeight: height,
      events: events, retargetRule: rule,
      preferredFrameRate: try root.double("fps", in: FrameRate.range), keyboardProfile: profile,
      window: window)
  }
}
