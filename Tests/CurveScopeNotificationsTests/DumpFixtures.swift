import CurveScopeCodec
import CurveScopeNotifications
import CurveScopeSupport
import Foundation

/// The dumps in `Curves/dumps/`, read from the repository next to the tests.
enum DumpFixtures {
  /// `Curves/dumps/` of this checkout.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // CurveScopeNotificationsTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository
    .appendingPathComponent("Curves/dumps")

  /// Every dump file name, sorted.
  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".txt") }.sorted()
  }

  /// The text of dump `name`.
  static func text(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }
}

/// `notifications` without the times their console printed (``KeyboardNotification/loggedAt``),
/// for comparing the values read with values written by hand (the stamps are tested in
/// `ConsoleTimestampTests` and `CurveDumpFileTests`).
func untimed(_ notifications: [KeyboardNotification]) -> [KeyboardNotification] {
  notifications.map { notification in
    var copy = notification
    copy.loggedAt = nil
    return copy
  }
}

/// A rectangle `{{x, y}, {width, height}}`, written as in the dumps.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// A point `{x, y}`.
func point(_ x: Double, _ y: Double) -> Point {
  Point(x: x, y: y)
}

/// A named notification with the usual keys, for expected values written out by hand; `label`
/// is a log's own label (`keyboardWillShow:`) and the kind it names, instead of a `name`.
func expected(
  line: Int, form: NotificationDumpForm, name: String? = nil,
  label: (String, KeyboardNotificationName.Kind)? = nil, duration: Double? = nil,
  curve: Int? = nil, begin: Rect? = nil, end: Rect? = nil, bounds: Rect? = nil,
  centerBegin: Point? = nil, centerEnd: Point? = nil, isLocal: Bool? = nil,
  other: [String: String] = [:]
) -> KeyboardNotification {
  KeyboardNotification(
    name: label.map { KeyboardNotificationName(label: $0.0, kind: $0.1) }
      ?? name.map(KeyboardNotificationName.init(rawValue:)), duration: duration,
    curve: curve.map(AnimationCurve.init(rawValue:)), frameBegin: begin, frameEnd: end,
    bounds: bounds, centerBegin: centerBegin, centerEnd: centerEnd, isLocal: isLocal,
    otherValues: other, line: line, form: form)
}

/// The notifications in `text`, or the error's description.
func parseResult(_ text: String) -> Result<[KeyboardNotification], NotificationDumpError> {
  Result { () throws(NotificationDumpError) in try NotificationDumpParser.parse(text) }
}
