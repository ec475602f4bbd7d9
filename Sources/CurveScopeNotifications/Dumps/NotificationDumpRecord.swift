import CurveScopeCodec

/// The keyboard entries gathered for one notification while a dump is scanned.
struct NotificationDumpRecord {
  /// Where the entries were found, which decides the reported form.
  enum Place {
    /// Inside a `{…}` (`true`) or `[…]` (`false`) dictionary whose bracket is on the first key's
    /// line or just before it.
    case dictionary(braces: Bool)
    /// Key lines outside any bracket close to them.
    case keyList
    /// lldb's `po` tree of a Swift dictionary.
    case mirror
  }

  /// The notification built so far.
  private(set) var notification: KeyboardNotification
  /// Where the entries were found.
  let place: Place
  /// The line of the latest entry.
  private(set) var lastLine: Int
  /// Whether a known key was read (only such records become notifications).
  private(set) var hasKnownKey = false
  /// Every key read so far, to start a new notification when one repeats.
  private var keys: Set<String> = []

  /// Starts a record on `line`.
  init(line: Int, place: Place) {
    self.place = place
    self.lastLine = line
    self.notification = KeyboardNotification(line: line, form: .keyList)
    self.notification.form = form(named: false)
  }

  /// Whether `key` was already read into this record.
  func contains(_ key: String) -> Bool {
    keys.contains(key)
  }

  /// The number of unknown `UIKeyboard…` keys kept.
  var unknownKeyCount: Int { notification.otherValues.count }

  /// Gives the notification its name, starting on `line` if that is earlier; a log's label
  /// (`isLabel`) gives only the name.
  mutating func attach(_ name: KeyboardNotificationName, line: Int, isLabel: Bool = false) {
    notification.name = name
    guard !isLabel else { return }
    notification.line = Swift.min(notification.line, line)
    notification.form = form(named: true)
  }

  /// Stores the typed value of a known key read on `line`.
  mutating func set(
    _ key: KeyboardNotificationKey, to value: NotificationDumpValueParser.Value, line: Int
  ) {
    keys.insert(key.rawValue)
    hasKnownKey = true
    lastLine = line
    switch (key, value) {
    case (.duration, .duration(let seconds)): notification.duration = seconds
    case (.curve, .integer(let raw)): notification.curve = AnimationCurve(rawValue: raw)
    case (.isLocal, .boolean(let flag)): notification.isLocal = flag
    case (.frameBegin, .rect(let rect)): notification.frameBegin = rect
    case (.frameEnd, .rect(let rect)): notification.frameEnd = rect
    case (.bounds, .rect(let rect)): notification.bounds = rect
    case (.centerBegin, .point(let point)): notification.centerBegin = point
    case (.centerEnd, .point(let point)): notification.centerEnd = point
    default: preconditionFailure("value \(value) does not fit key \(key.rawValue)")
    }
  }

  /// Keeps the printed value of an unknown `UIKeyboard…` key read on `line`.
  mutating func setOther(_ key: String, to text: String, line: Int) {
    keys.insert(key)
    lastLine = line
    notification.otherValues[key] = text
  }

  private func form(named: Bool) -> NotificationDumpForm {
    switch place {
    case .dictionary(let braces):
      switch (braces, named) {
      case (true, true): .objectiveCNotification
      case (true, false): .objectiveCDictionary
      case (false, true): .swiftNotification
      case (false, false): .swiftDictionary
      }
    case .keyList: .keyList
    case .mirror: .lldbMirror
    }
  }
}
