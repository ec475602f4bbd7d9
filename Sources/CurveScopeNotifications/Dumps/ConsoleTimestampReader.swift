/// Reads a ``ConsoleTimestamp`` at the start of a line's bytes, trying each shape in turn.
struct ConsoleTimestampReader {
  let bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The month names of BSD syslog.
  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  /// The type words Console.app prints before the time of a copied row.
  static let typeWords = ["default", "info", "debug", "error", "fault", "notice", "activity"]

  mutating func read() -> ConsoleTimestamp? {
    while index < bytes.count, [0x20, 0x09, UInt8(ascii: "[")].contains(bytes[index]) {
      index += 1
    }
    let start = index
    for attempt in 0..<6 {
      index = start
      let found: ConsoleTimestamp?
      switch attempt {
      case 0: found = readDateTime()
      case 1: found = readSystemLog()
      case 2: found = readLogcat()
      case 3: found = readSyslog()
      case 4: found = readTypedTime()
      default: found = readTime()
      }
      if let found { return found }
    }
    return nil
  }

  // MARK: - Shapes

  /// `YYYY-MM-DD HH:MM:SS[.:]f…[zone]`, `YYYY/MM/DD …`, `YYYY-MM-DDTHH:MM:SS…`.
  mutating func readDateTime() -> ConsoleTimestamp? {
    let start = index
    guard let year = number(digits: 4), let separator = byte(in: "-/"),
      let month = number(digits: 2), take(separator), let day = number(digits: 2),
      byte(in: " T") != nil, let time = readClock()
    else { return nil }
    return stamp(start, days: Self.days(year: year, month: month, day: day), time, .dateTime)
  }

  /// `MM/DD/YYYY HH:MM:SS.fff`.
  mutating func readSystemLog() -> ConsoleTimestamp? {
    let start = index
    guard let month = number(digits: 2), take(UInt8(ascii: "/")), let day = number(digits: 2),
      take(UInt8(ascii: "/")), let year = number(digits: 4), take(0x20), let time = readClock()
    else { return nil }
    return stamp(start, days: Self.days(year: year, month: month, day: day), time, .systemLog)
  }

  /// `MM-DD HH:MM:SS.fff` (logcat, no year: 2000 is taken, a leap year).
  mutating func readLogcat() -> ConsoleTimestamp? {
    let start = index
    guard let month = number(digits: 2), take(UInt8(ascii: "-")), let day = number(digits: 2),
      take(0x20), let time = readClock()
    else { return nil }
    return stamp(start, days: Self.days(year: 2000, month: month, day: day), time, .logcat)
  }

  /// `Mon DD HH:MM:SS[.fff]` (BSD syslog; the day may be space-padded).
  mutating func readSyslog() -> ConsoleTimestamp? {
    let start = index
    guard index + 4 <= bytes.count else { return nil }
    let name = String(decoding: bytes[index..<index + 3], as: UTF8.self)
    guard let month = Self.months.firstIndex(of: name), bytes[index + 3] == 0x20 else {
      return nil
    }
    index += 4
    if index < bytes.count, bytes[index] == 0x20 { index += 1 }
    guard let day = number(minimum: 1, maximum: 2), take(0x20), let time = readClock() else {
      return nil
    }
    return stamp(start, days: Self.days(year: 2000, month: month + 1, day: day), time, .syslog)
  }

  /// `default	10:22:31.118402+0100` (a Console.app row: a type word, a tab or spaces, a time).
  mutating func readTypedTime() -> ConsoleTimestamp? {
    var end = index
    while end < bytes.count, bytes[end] >= UInt8(ascii: "a"), bytes[end] <= UInt8(ascii: "z") {
      end += 1
    }
    let word = String(decoding: bytes[index..<end], as: UTF8.self)
    guard Self.typeWords.contains(word), end < bytes.count, [0x20, 0x09].contains(bytes[end])
    else { return nil }
    index = end
    while index < bytes.count, [0x20, 0x09].contains(bytes[index]) { index += 1 }
    return readTime()
  }

  /// `10:22:31.118402[+0100]` followed by a space or tab (a time of day alone needs a fraction,
  /// so that `12:30:00 meeting` in prose is not read as a stamp).
  mutating func readTime() -> ConsoleTimestamp? {
    let start = index
    guard let time = readClock(), time.digits > 0 else { return nil }
    return stamp(start, days: 0, time, .timeOfDay)
  }

  // MARK: - Parts

  /// `HH:MM:SS`, a fraction after `.`, `,` or `:` (CocoaLumberjack), a zone (`+0100`,
  /// `-08:00`, `Z`), then a space, a tab, `]` or the end.
  mutating func readClock() -> (seconds: Double, digits: Int)? {
    guard let hours = number(digits: 2), hours < 24, take(UInt8(ascii: ":")),
      let minutes = number(digits: 2), minutes < 60, take(UInt8(ascii: ":")),
      let wholeSeconds = number(digits: 2), wholeSeconds < 61
    else { return nil }
    var seconds = Double(hours * 3600 + minutes * 60 + wholeSeconds)
    var digits = 0
    if index + 1 < bytes.count,
      [UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":")]
        .contains(bytes[index]), Self.isDigit(bytes[index + 1])
    {
      index += 1
      var scale = 0.1
      while index < bytes.count, Self.isDigit(bytes[index]), digits < 9 {
        seconds += Double(bytes[index] - 0x30) * scale
        scale /= 10
        digits += 1
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "Z") {
      index += 1
    } else if index < bytes.count, [UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[index]) {
      let sign: Double = bytes[index] == UInt8(ascii: "+") ? 1 : -1
      index += 1
      guard let zoneHours = fixedDigits(2) else { return nil }
      _ = take(UInt8(ascii: ":"))
      guard let zoneMinutes = fixedDigits(2) else { return nil }
      seconds -= sign * Double(zoneHours * 3600 + zoneMinutes * 60)
    }
    guard index == bytes.count || [0x20, 0x09, UInt8(ascii: "]")].contains(bytes[index]) else {
      return nil
    }
    return (seconds, digits)
  }

  func stamp(
    _ start: Int, days: Int?, _ time: (seconds: Double, digits: Int),
    _ shape: ConsoleTimestamp.Shape
  ) -> ConsoleTimestamp? {
    guard let days else { return nil }
    return ConsoleTimestamp(
      day: days, secondOfDay: time.seconds, fractionDigits: time.digits, shape: shape,
      text: String(decoding: bytes[start..<index], as: UTF8.self))
  }

  /// Exactly `digits` decimal digits.
  mutating func number(digits: Int) -> Int? {
    number(minimum: digits, maximum: digits)
  }

  /// Between `minimum` and `maximum` decimal digits.
  mutating func number(minimum: Int, maximum: Int) -> Int? {
    var value = 0
    var count = 0
    while count < maximum, index < bytes.count, Self.isDigit(bytes[index]) {
      value = value * 10 + Int(bytes[index] - 0x30)
      count += 1
      index += 1
    }
    guard count >= minimum, index >= bytes.count || !Self.isDigit(bytes[index]) else {
      return nil
    }
    return value
  }

  /// Exactly `count` decimal digits, whatever follows (a zone's `+0100`).
  mutating func fixedDigits(_ count: Int) -> Int? {
    guard index + count <= bytes.count,
      bytes[index..<index + count].allSatisfy(Self.isDigit)
    else { return nil }
    let value = bytes[index..<index + count].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    index += count
    return value
  }

  /// Consumes `expected`.
  mutating func take(_ expected: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == expected else { return false }
    index += 1
    return true
  }

  /// Consumes one byte of `set` and returns it.
  mutating func byte(in set: String) -> UInt8? {
    guard index < bytes.count, set.utf8.contains(bytes[index]) else { return nil }
    index += 1
    return bytes[index - 1]
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Days from 1970-01-01 to `year`-`month`-`day` in the proleptic Gregorian calendar (Howard
  /// Hinnant's days_from_civil), `nil` for a month or day out of range.
  static func days(year: Int, month: Int, day: Int) -> Int? {
    guard (1...12).contains(month), (1...31).contains(day) else { return nil }
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
