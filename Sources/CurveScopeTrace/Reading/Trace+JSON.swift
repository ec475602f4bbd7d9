import CurveScopeMeasure
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeTiming

extension Trace {
  /// The members a JSON trace may hold: a scenario file's, plus `frames`, `source`, `keyboard`,
  /// `units` and `margin`.
  public static let jsonKeys = [
    "name", "title", "description", "screen", "retarget", "fps", "events", "frames", "source",
    "keyboard", "units", "margin",
  ]
  /// The members of one frame.
  public static let frameKeys = TraceColumn.allCases.map(\.jsonKey)
  /// `units` values meaning points (Android's dp and Flutter's logical pixels are the same unit).
  public static let pointUnits = ["points", "pt", "dp", "logical"]
  /// `units` values meaning physical pixels, refused with a hint.
  public static let pixelUnits = ["pixels", "px"]
  /// The most JSON values a trace file may hold: each of ``maximumFrameCount`` frames an object
  /// of its members, and room for the events and the rest. The parser stops there, so the tree
  /// it builds is bounded by the frame limit, not by the bytes.
  public static let maximumJSONValues = maximumFrameCount * (frameKeys.count + 1) + (1 << 18)

  /// Reads a JSON trace (the Traces article).
  ///
  /// - Parameters:
  ///   - bytes: the file's UTF-8 content, at most ``maximumByteCount`` bytes.
  ///   - fallbackName: the name when the file has none (its base name).
  /// - Throws: ``TraceError`` for size, frames and units (naming `frames[i]`),
  ///   ``JSONParseError`` / ``JSONDecodingError`` for malformed JSON or members,
  ///   ``KeyboardEventError`` for bad events.
  public init(json bytes: some Collection<UInt8>, fallbackName: String = "trace") throws {
    guard bytes.count <= Self.maximumByteCount else {
      throw TraceError(nil, .tooLarge(byteCount: bytes.count, limit: Self.maximumByteCount))
    }
    try TraceEncoding.check(bytes)
    let root = try JSONObjectReader(
      JSONParser(maximumValues: Self.maximumJSONValues).parse(bytes), path: "")
    try root.rejectUnknownKeys(allowed: Self.jsonKeys)
    let screen = try JSONObjectReader(root.required("screen"), path: "screen")
    try screen.rejectUnknownKeys(allowed: ["width", "height", "safeAreaBottom"])
    guard let width = try screen.double("width", in: .openClosed(0, 100_000)) else {
      throw JSONDecodingError(
        path: "screen.width", .missing(expected: "give the screen width in points"))
    }
    guard let height = try screen.double("height", in: .openClosed(0, 100_000)) else {
      throw JSONDecodingError(
        path: "screen.height", .missing(expected: "give the screen height in points"))
    }
    if let units = try root.string("units") {
      let lowered = units.lowercased()
      if Self.pixelUnits.contains(lowered) {
        throw TraceError(nil, .unitMismatch(.pixelsDeclared(units)))
      }
      guard Self.pointUnits.contains(lowered) else {
        let known = Self.pointUnits + Self.pixelUnits
        throw JSONDecodingError(
          path: "units",
          .unknownName(
            units, known: known, suggestion: EditDistance.suggestion(for: lowered, among: known)))
      }
    }
    guard let frameValues = try root.array("frames") else {
      throw JSONDecodingError(
        path: "frames", .missing(expected: "give the recorded frames, {\"timeMs\": …}"))
    }
    guard frameValues.count <= Self.maximumFrameCount else {
      throw TraceError(nil, .tooManyFrames(limit: Self.maximumFrameCount))
    }
    let frames = try Self.frames(frameValues)
    let name = try root.string("name") ?? fallbackName
    var log = EventLog()
    if let events = try root.array("events"), !events.isEmpty {
      log = try EventLog(root: root, screen: screen, events: events, name: name)
    }
    try self.init(
      checking: frames, places: TracePlace.frame, name: name, title: try root.string("title"),
      summary: try root.string("description") ?? "", screenWidth: width, screenHeight: height,
      safeAreaBottom: try screen.double("safeAreaBottom", in: .closed(0, height)) ?? 0,
      margin: try root.double("margin", in: .closed(0, height)), events: log.events,
      retargetRule: log.retargetRule, preferredFrameRate: log.preferredFrameRate,
      eventOrigin: log.origin, keyboardProfile: try root.string("keyboard"),
      source: try root.value("source").map { try RecordingSource(json: $0, path: "source") },
      screenHeightGiven: true)
    if source?.platform == nil, let inferred = Self.platform(shapedLike: log.events) {
      var named = source ?? RecordingSource()
      named.platform = inferred.platform
      source = named
      notes.append(
        TraceNote(
          "platform-inferred",
          "The platform, \(inferred.platform), is inferred from the notifications' shape "
            + "(\(inferred.evidence)); source.platform states it."))
    }
  }

  /// The platform the shape of a trace's notifications shows, for a trace whose `source` names
  /// none: Android when no will-notification carries a curve and each carries a duration other
  /// than UIKit's 0.25 s (Android's WindowInsetsAnimation reports an interpolator, which a
  /// recorder cannot write as a UIKit curve, and durations such as 285 ms); `nil` otherwise (a
  /// curve 7 is posted by UIKit to native, React Native and Flutter apps alike, and old iPad
  /// notifications carry neither curve nor duration).
  static func platform(shapedLike events: [KeyboardEvent]) -> (
    platform: String, evidence: String
  )? {
    let moves = events.filter(\.kind.isBeforeAnimation)
    guard !moves.isEmpty, moves.allSatisfy({ $0.curve == nil }) else { return nil }
    let durations = moves.compactMap(\.duration)
    guard durations.count == moves.count, durations.allSatisfy({ abs($0 - 0.25) > 1e-9 })
    else { return nil }
    let shown = Set(durations.map { NumberText.reading($0 * 1000) }).sorted()
    return (
      "android",
      "no curve, and durations of \(shown.joined(separator: ", ")) ms rather than UIKit's 250 ms"
    )
  }

  /// The frames, read member by member (paths are built only for an error).
  private static func frames(_ values: [JSONValue]) throws -> [TraceFrame] {
    var frames: [TraceFrame] = []
    frames.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      guard case .object(let members) = value else {
        throw JSONDecodingError(
          path: "frames[\(index)]", .wrongType(expected: "an object", found: value.kindName))
      }
      var time: Double?
      var keyboard: Double?
      var bar: Double?
      for (key, member) in members {
        guard frameKeys.contains(key) else {
          // An unknown member is named as one, whatever its value.
          try JSONObjectReader(value, path: "frames[\(index)]").rejectUnknownKeys(
            allowed: frameKeys)
          continue
        }
        let number: Double?
        switch member {
        case .null: number = nil
        case .int(let integer): number = Double(integer)
        case .unsigned(let integer): number = Double(integer)
        case .double(let double): number = double
        default:
          throw JSONDecodingError(
            path: "frames[\(index)].\(key)",
            .wrongType(expected: "a number or null", found: member.kindName))
        }
        switch key {
        case "timeMs": time = number
        case "keyboardTop": keyboard = number
        case "barBottom": bar = number
        default:
          try JSONObjectReader(value, path: "frames[\(index)]").rejectUnknownKeys(
            allowed: frameKeys)
        }
      }
      guard let time else {
        throw JSONDecodingError(
          path: "frames[\(index)].timeMs", .missing(expected: "give the frame's time in ms"))
      }
      frames.append(TraceFrame(timeMilliseconds: time, keyboardTop: keyboard, barBottom: bar))
    }
    return frames
  }
}
