import CurveScopeCodec
import CurveScopeNotifications
import CurveScopeSupport

/// `curvescope parse FILE|-`: the keyboard notifications in a console dump, as a table or JSON.
enum ParseCommand: Command {
  static let spec = CommandSpec(
    name: "parse",
    abstract: "Read the keyboard notifications in a pasted console dump.",
    discussion: """
      Reads userInfo dumps as Xcode's console, NSLog, print and lldb's po show them: \
      Objective-C (NSConcreteNotification … {name = …; userInfo = {…}}), bare { Key = value; } \
      dictionaries with or without an NSLog prefix, Swift's [AnyHashable("Key"): value, …] and \
      lldb's po trees. Other log lines are skipped. Missing values are shown as —. A \
      notification whose line starts with a console timestamp (NSLog's 2025-01-14 \
      10:22:31.118402+0100 App[4321:5c3a1], log stream's default and compact forms, Console.app \
      rows, logcat, syslog) shows when it was logged, in ms after the first; compare, check and \
      explain --dump time the notifications by them when every one has a stamp finer than \
      10 ms, and otherwise space keyboard moves --spacing ms apart (100 by default) and say so.
      """,
    arguments: [
      ArgumentSpec(
        name: "file", help: "A text file holding the dump, or - for standard input.",
        role: .input())
    ],
    options: [],
    examples: [
      "curvescope parse Curves/dumps/objc-iphone-x-show.txt",
      "pbpaste | curvescope parse - --json",
    ])

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    let path = arguments.positionals.first ?? "-"
    let text = try InputFile.readText(path, io: io)
    let notifications: [KeyboardNotification]
    do {
      notifications = try NotificationDumpParser.parse(text)
    } catch {
      throw InputFileError(path: path, content: error)
    }
    if arguments.reportFormat == .json {
      let origin = notifications.compactMap(\.loggedAt).first
      io.print(JSONValue.array(notifications.map { json($0, origin: origin) }).prettyText)
    } else {
      io.print(table(notifications).text, terminator: "")
      let count = notifications.count
      io.print("\(count) keyboard notification\(count == 1 ? "" : "s")")
    }
    return .success
  }

  /// The human table: one row per notification, `—` for a missing value.
  static func table(_ notifications: [KeyboardNotification]) -> TextTable {
    var table = TextTable(
      headers: [
        "line", "logged", "name", "duration", "curve", "frame begin", "frame end", "height",
        "local",
      ],
      alignments: [.right, .right, .left, .right, .left, .left, .left, .right, .left])
    let origin = notifications.compactMap(\.loggedAt).first
    for notification in notifications {
      table.append([
        String(notification.line),
        loggedMilliseconds(notification, origin: origin).map {
          "\(NumberText.reading($0, decimals: 3)) ms"
        } ?? missing,
        notification.name.map { $0.kind?.rawValue ?? $0.rawValue } ?? missing,
        notification.duration.map(JSONValue.number) ?? missing,
        notification.curve.map(curveText) ?? missing,
        notification.frameBegin.map(rectText) ?? missing,
        notification.frameEnd.map(rectText) ?? missing,
        notification.endHeight.map(JSONValue.number) ?? missing,
        notification.isLocal.map { $0 ? "yes" : "no" } ?? missing,
      ])
    }
    return table
  }

  /// When `notification` was logged, in ms after `origin` (the paste's first stamp).
  static func loggedMilliseconds(
    _ notification: KeyboardNotification, origin: ConsoleTimestamp?
  ) -> Double? {
    guard let origin, let stamp = notification.loggedAt else { return nil }
    return stamp.seconds(since: origin) * 1000
  }

  /// The JSON object of one notification: the contract's fields (`name` and `isLocal` only when
  /// present, the others `null` when missing), then the other extracted fields when present;
  /// `loggedAt` (the stamp as printed) and `loggedMs` (ms after the paste's first stamp) when the
  /// console printed a time.
  static func json(_ notification: KeyboardNotification, origin: ConsoleTimestamp?) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("line", .int(notification.line)),
      ("form", .string(notification.form.rawValue)),
    ]
    if let stamp = notification.loggedAt,
      let milliseconds = loggedMilliseconds(notification, origin: origin)
    {
      members.append(("loggedAt", .string(stamp.text)))
      members.append(("loggedMs", .double(milliseconds)))
    }
    if let name = notification.name {
      members.append(("name", .string(name.rawValue)))
      if let kind = name.kind { members.append(("kind", .string(kind.rawValue))) }
    }
    members.append(("duration", notification.duration.map(JSONValue.double) ?? .null))
    members.append(("curve", notification.curve.map { .int($0.rawValue) } ?? .null))
    if let curveName = notification.curve?.name {
      members.append(("curveName", .string(curveName)))
    }
    members.append(("frameBegin", notification.frameBegin.map(rectJSON) ?? .null))
    members.append(("frameEnd", notification.frameEnd.map(rectJSON) ?? .null))
    if let isLocal = notification.isLocal { members.append(("isLocal", .bool(isLocal))) }
    members.append(("keyboardHeight", notification.endHeight.map(JSONValue.double) ?? .null))
    if let bounds = notification.bounds { members.append(("bounds", rectJSON(bounds))) }
    if let center = notification.centerBegin { members.append(("centerBegin", pointJSON(center))) }
    if let center = notification.centerEnd { members.append(("centerEnd", pointJSON(center))) }
    if !notification.otherValues.isEmpty {
      let others = notification.otherValues.sorted { $0.key < $1.key }
      members.append(("otherKeys", .object(others.map { ($0.key, .string($0.value)) })))
    }
    return .object(members)
  }

  private static let missing = "—"

  private static func curveText(_ curve: AnimationCurve) -> String {
    curve.name.map { "\($0) (\(curve.rawValue))" } ?? "unknown (\(curve.rawValue))"
  }

  private static func rectText(_ rect: Rect) -> String {
    let number = JSONValue.number
    return "{{\(number(rect.x)), \(number(rect.y))}, {\(number(rect.width)), "
      + "\(number(rect.height))}}"
  }

  private static func rectJSON(_ rect: Rect) -> JSONValue {
    .array(rect.components.map(JSONValue.double))
  }

  private static func pointJSON(_ point: Point) -> JSONValue {
    .array([.double(point.x), .double(point.y)])
  }
}
