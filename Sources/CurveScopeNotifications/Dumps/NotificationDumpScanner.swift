/// One pass over a dump's UTF-8 bytes that finds keyboard notifications in any of the printed
/// forms (see ``NotificationDumpParser`` for the forms and rules).
///
/// The scanner keeps a stack of open `{`/`[` brackets (parentheses are not tracked). Every
/// `Key = value` / `Key: value` entry whose key is a keyboard key is read into the record of the
/// innermost open bracket, or of the top level when none is open, or of the lldb tree being
/// read. A record becomes a notification when its bracket closes, when one of its keys repeats,
/// at the end of the text, and (for the top level and the lldb tree) after a gap of lines or at
/// an `(lldb)` prompt. A notification name seen just before a record starts is attached to it.
///
/// Complexity: linear in the input. Each byte is examined a bounded number of times: values are
/// read once and consumed, a look-ahead never leaves its line and is consumed or bounded by the
/// nesting limit, and closing a bracket searches a stack of at most `maximumNestingDepth`.
struct NotificationDumpScanner {
  /// Which record an entry goes to.
  enum Target {
    /// The innermost open bracket, or the top level when none is open.
    case current
    /// The lldb `po` tree being read.
    case mirror
  }

  struct Scope {
    /// `{` or `[`.
    let opener: UInt8
    let line: Int
    /// Byte offset of the bracket, for the column of an error.
    let offset: Int
    let lineStart: Int
    var record: NotificationDumpRecord?
  }

  struct PendingName {
    var name: KeyboardNotificationName
    var line: Int
    /// The number of open brackets when it was seen; closing one of them forgets it.
    var depth: Int
    /// Whether it is the log's own label (`keyboardWillShow:`) rather than a name UIKit
    /// printed: it gives the kind but not the form, nor the notification's first line.
    var isLabel: Bool
  }

  struct Found {
    var notification: KeyboardNotification
    var endLine: Int
    var sequence: Int
  }

  /// Lines between a name and the start of the record it names, at most.
  static let nameReach = 3
  /// Lines between a bracket and the first key for the bracket to count as the start.
  static let bracketReach = 2
  /// Lines without an entry that end a top-level or lldb record.
  static let recordGap = 6

  let bytes: [UInt8]
  let limits: NotificationDumpParser
  var index = 0
  var line = 1
  var lineStart = 0
  var scopes: [Scope] = []
  var topLevel: NotificationDumpRecord?
  var mirrorRecord: NotificationDumpRecord?
  var mirrorKey: (key: String, echoed: Bool, line: Int)?
  var pendingName: PendingName?
  var found: [Found] = []

  init(bytes: [UInt8], limits: NotificationDumpParser) {
    self.bytes = bytes
    self.limits = limits
  }

  /// Scans the whole text and returns the notifications in input order.
  mutating func scan() throws(NotificationDumpError) -> [KeyboardNotification] {
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x0A:
        index += 1
        newLine()
      case 0x0D:
        index += 1
        if index >= bytes.count || bytes[index] != 0x0A { newLine() }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        try open(byte)
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        try close(byte)
        index += 1
      case UInt8(ascii: "\""):
        try scanQuoted()
      default:
        if NotificationDumpASCII.isLetter(byte) {
          try scanWord()
        } else if NotificationDumpASCII.isDigit(byte) {
          while index < bytes.count, NotificationDumpASCII.isIdentifierPart(bytes[index]) {
            index += 1
          }
        } else {
          index += 1
        }
      }
    }
    return try finish()
  }

  mutating func newLine() {
    line += 1
    lineStart = index
  }

  /// The 1-based column, in Unicode scalars, of byte `offset` on a line starting at `start`.
  func column(of offset: Int, lineStart start: Int) -> Int {
    var count = 1
    var position = start
    while position < offset {
      if bytes[position] & 0xC0 != 0x80 { count += 1 }
      position += 1
    }
    return count
  }

  // MARK: - Brackets

  mutating func open(_ opener: UInt8) throws(NotificationDumpError) {
    guard scopes.count < limits.maximumNestingDepth else {
      throw NotificationDumpError(
        line: line, column: column(of: index, lineStart: lineStart),
        reason: .nestingTooDeep(limit: limits.maximumNestingDepth))
    }
    scopes.append(Scope(opener: opener, line: line, offset: index, lineStart: lineStart))
  }

  /// Closes the innermost bracket of the same kind, and any left open inside it; a closer that
  /// matches no open bracket is ignored.
  mutating func close(_ closer: UInt8) throws(NotificationDumpError) {
    let opener = closer == UInt8(ascii: "}") ? UInt8(ascii: "{") : UInt8(ascii: "[")
    guard let position = scopes.lastIndex(where: { $0.opener == opener }) else { return }
    while scopes.count > position {
      let scope = scopes.removeLast()
      if let record = scope.record { try emit(record) }
    }
    if let pending = pendingName, pending.depth > scopes.count { pendingName = nil }
  }

  // MARK: - Records

  /// Adds a notification for `record` when it holds a known key.
  mutating func emit(_ record: NotificationDumpRecord) throws(NotificationDumpError) {
    guard record.hasKnownKey else { return }
    try append(record.notification, endLine: record.lastLine)
  }

  mutating func append(
    _ notification: KeyboardNotification, endLine: Int
  ) throws(NotificationDumpError) {
    guard found.count < limits.maximumNotificationCount else {
      throw NotificationDumpError(
        line: notification.line,
        reason: .tooManyNotifications(limit: limits.maximumNotificationCount))
    }
    found.append(Found(notification: notification, endLine: endLine, sequence: found.count))
  }

  /// Updates the record an entry read now goes to with `body`, started when needed, after ending
  /// the previous one when `key` repeats in it or (outside brackets) when it is too far above.
  ///
  /// `body` returns `false` when the record already keeps the most unknown keys allowed.
  /// `startLine` is where a new record starts when it is not the current line (lldb trees start
  /// at the key's line).
  mutating func withRecord(
    for target: Target, key: String, isKnown: Bool, startLine: Int? = nil,
    _ body: (inout NotificationDumpRecord) -> Bool
  ) throws(NotificationDumpError) {
    var record: NotificationDumpRecord?
    let place: NotificationDumpRecord.Place
    var start = startLine ?? line
    switch target {
    case .mirror:
      record = mirrorRecord
      place = .mirror
    case .current where scopes.isEmpty:
      record = topLevel
      place = .keyList
    case .current:
      let scope = scopes[scopes.count - 1]
      record = scope.record
      if record == nil, line - scope.line <= Self.bracketReach {
        place = .dictionary(braces: scope.opener == UInt8(ascii: "{"))
        start = scope.line
      } else {
        place = record?.place ?? .keyList
      }
    }
    if let existing = record {
      let isLoose = target == .mirror || scopes.isEmpty
      if existing.contains(key) || (isLoose && line - existing.lastLine > Self.recordGap) {
        try emit(existing)
        record = nil
      }
    }
    var current = record ?? NotificationDumpRecord(line: start, place: place)
    if isKnown, !current.hasKnownKey, let pending = pendingName,
      pending.line >= current.notification.line - Self.nameReach
    {
      current.attach(pending.name, line: pending.line, isLabel: pending.isLabel)
      pendingName = nil
    }
    guard body(&current) else {
      throw NotificationDumpError(
        line: line, reason: .tooManyUnknownKeys(limit: limits.maximumUnknownKeysPerNotification))
    }
    switch target {
    case .mirror: mirrorRecord = current
    case .current where scopes.isEmpty: topLevel = current
    case .current: scopes[scopes.count - 1].record = current
    }
  }

  /// Ends the top-level and lldb records: an `(lldb)` prompt starts a new command's output.
  mutating func endLooseRecords() throws(NotificationDumpError) {
    if let record = topLevel { try emit(record) }
    if let record = mirrorRecord { try emit(record) }
    topLevel = nil
    mirrorRecord = nil
    mirrorKey = nil
  }

  // MARK: - End

  /// Whether every value of `tree` equals the same value of `notification`.
  static func repeats(_ notification: KeyboardNotification, in tree: KeyboardNotification) -> Bool {
    func agrees<T: Equatable>(_ path: KeyPath<KeyboardNotification, T?>) -> Bool {
      tree[keyPath: path] == nil || tree[keyPath: path] == notification[keyPath: path]
    }
    return agrees(\.duration) && agrees(\.curve) && agrees(\.frameBegin) && agrees(\.frameEnd)
      && agrees(\.bounds) && agrees(\.centerBegin) && agrees(\.centerEnd) && agrees(\.isLocal)
      && tree.otherValues.allSatisfy { notification.otherValues[$0.key] == $0.value }
  }

  mutating func finish() throws(NotificationDumpError) -> [KeyboardNotification] {
    if let open = scopes.last(where: { $0.record?.hasKnownKey == true }) {
      guard limits.allowsUnclosedDictionaries else {
        throw NotificationDumpError(
          line: open.line, column: column(of: open.offset, lineStart: open.lineStart),
          reason: .unterminatedDictionary(opener: String(UnicodeScalar(open.opener))))
      }
    }
    // A paste that lost its closing braces: its complete entries still count.
    while let scope = scopes.popLast() {
      if let record = scope.record { try emit(record) }
    }
    try endLooseRecords()
    let ordered = found.sorted {
      ($0.notification.line, $0.sequence) < ($1.notification.line, $1.sequence)
    }
    var result: [KeyboardNotification] = []
    var previous: Found?
    for item in ordered {
      // lldb's `po notification` prints the one-line form and then the same values as a tree
      // (which a paste may cut short).
      if item.notification.form == .lldbMirror, let previous,
        previous.notification.form != .lldbMirror,
        item.notification.line - previous.endLine <= Self.recordGap,
        Self.repeats(previous.notification, in: item.notification)
      {
        continue
      }
      result.append(item.notification)
      previous = item
    }
    guard !result.isEmpty else {
      throw NotificationDumpError(line: nil, reason: .noNotifications)
    }
    return result
  }
}
