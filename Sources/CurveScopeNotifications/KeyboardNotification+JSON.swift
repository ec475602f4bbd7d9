import CurveScopeCodec
import CurveScopeSupport

extension KeyboardNotification {
  /// The members one object of `curvescope parse --json` may hold.
  static let parseJSONKeys = [
    "line", "form", "name", "kind", "duration", "curve", "curveName", "frameBegin", "frameEnd",
    "isLocal", "keyboardHeight", "bounds", "centerBegin", "centerEnd", "otherKeys", "loggedAt",
    "loggedMs",
  ]

  /// Whether `text` looks like the JSON array `curvescope parse --json` prints (`[` then `{` or
  /// `]`), as opposed to a console dump.
  public static func looksLikeParseJSON(_ text: String) -> Bool {
    let significant = text.unicodeScalars.lazy.filter { !$0.properties.isWhitespace }.prefix(2)
    return Array(significant) == ["[", "{"] || Array(significant) == ["[", "]"]
  }

  /// Reads the JSON array that `curvescope parse --json` prints back into notifications, so that a
  /// parsed dump can be edited and analysed.
  ///
  /// Each object may hold `name`, `duration`, `curve`, `frameBegin` and `frameEnd` as
  /// `[x, y, width, height]`, `bounds`, `centerBegin`/`centerEnd` as `[x, y]`, `isLocal` and
  /// `line`, and `loggedMs` with `loggedAt` (when it was logged, ms after the paste's first
  /// stamp, kept as a timestamp to the microsecond); the other members `parse --json` prints
  /// are accepted and ignored.
  /// - Throws: ``JSONParseError``, or ``JSONDecodingError`` naming the path of a bad member.
  public static func notifications(parseJSON bytes: some Collection<UInt8>) throws
    -> [KeyboardNotification]
  {
    let document = try JSONParser().parse(bytes)
    guard case .array(let elements) = document else {
      throw JSONDecodingError(
        path: "document",
        .wrongType(expected: "an array of notifications", found: document.kindName))
    }
    let limit = NotificationDumpParser().maximumNotificationCount
    guard elements.count <= limit else {
      throw JSONDecodingError(
        path: "document", .tooMany(count: elements.count, limit: limit, of: "notifications"))
    }
    return try elements.enumerated().map { index, value in
      let object = try JSONObjectReader(value, path: "[\(index)]")
      try object.rejectUnknownKeys(allowed: parseJSONKeys)
      var curve: AnimationCurve?
      if let raw = try object.double("curve", in: .closed(-1e15, 1e15)) {
        guard raw == raw.rounded() else {
          throw JSONDecodingError(path: object.path(of: "curve"), .notWhole(expected: "an integer"))
        }
        curve = AnimationCurve(rawValue: Int(raw))
      }
      var notification = KeyboardNotification(
        name: try object.string("name").map(KeyboardNotificationName.init(rawValue:)),
        duration: try object.double("duration", in: .closed(0, 3600)), curve: curve,
        frameBegin: try rect(object, "frameBegin"), frameEnd: try rect(object, "frameEnd"),
        bounds: try rect(object, "bounds"), centerBegin: try point(object, "centerBegin"),
        centerEnd: try point(object, "centerEnd"), isLocal: try object.bool("isLocal"),
        line: Int(try object.double("line", in: .closed(1, 1e9)) ?? Double(index + 1)),
        form: .parseJSON)
      if let milliseconds = try object.double("loggedMs", in: .closed(-1e12, 1e12)) {
        notification.loggedAt = ConsoleTimestamp(
          day: 0, secondOfDay: milliseconds / 1000, fractionDigits: 6, shape: .parseJSON,
          text: try object.string("loggedAt") ?? "\(milliseconds) ms")
      }
      return notification
    }
  }

  private static func numbers(_ object: JSONObjectReader, _ key: String, count: Int) throws
    -> [Double]?
  {
    guard let elements = try object.array(key) else { return nil }
    let path = object.path(of: key)
    guard elements.count == count else {
      throw JSONDecodingError(path: path, .count(expected: count, found: elements.count))
    }
    return try elements.enumerated().map { index, element in
      try element.number(at: "\(path)[\(index)]", in: .closed(-1e6, 1e6))
    }
  }

  private static func rect(_ object: JSONObjectReader, _ key: String) throws -> Rect? {
    guard let values = try numbers(object, key, count: 4) else { return nil }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  private static func point(_ object: JSONObjectReader, _ key: String) throws -> Point? {
    guard let values = try numbers(object, key, count: 2) else { return nil }
    return Point(x: values[0], y: values[1])
  }
}
