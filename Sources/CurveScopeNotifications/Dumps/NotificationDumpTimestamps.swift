/// Gives each notification of a dump the time its console printed for it: the stamp at the start
/// of its first line, or of one of the ``reach`` lines above it (an `NSLog` label line such as
/// `2025-01-14 10:22:31.118402+0100 App[4321:5c3a1] keyboardWillShow:` before the dictionary),
/// never of a line at or above the previous notification's first line (one log entry printing
/// two notifications gives neither a time of its own).
enum NotificationDumpTimestamps {
  /// Lines above a notification's first line searched for its stamp.
  static let reach = 3

  /// `notifications` with ``KeyboardNotification/loggedAt`` set from the stamps of `bytes`.
  static func assign(_ notifications: [KeyboardNotification], bytes: [UInt8])
    -> [KeyboardNotification]
  {
    var stamps: [Int: ConsoleTimestamp] = [:]
    var line = 1
    var start = 0
    var index = 0
    func record(_ end: Int) {
      if end > start, let stamp = ConsoleTimestamp(line: bytes[start..<min(end, start + 96)]) {
        stamps[line] = stamp
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        record(index)
        if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        line += 1
        start = index + 1
      }
      index += 1
    }
    record(bytes.count)
    guard !stamps.isEmpty else { return notifications }
    var result = notifications
    var previousLine = 0
    var previousStampLine: Int?
    for position in result.indices {
      let first = result[position].line
      let low = max(previousLine + 1, first - reach)
      var found: Int?
      if low <= first {
        for candidate in stride(from: first, through: low, by: -1) where stamps[candidate] != nil {
          found = candidate
          break
        }
      }
      if let found, found != previousStampLine {
        result[position].loggedAt = stamps[found]
        previousStampLine = found
      }
      previousLine = max(previousLine, first)
    }
    return result
  }
}
