/// The time a console printed at the start of a log line, in the shapes Apple's and other
/// consoles print (the Parse article):
///
/// - `NSLog` in Xcode's console and `log stream`/`log show` (default, syslog and compact styles):
///   `2025-01-14 10:22:31.118402+0100 App[4321:5c3a1] …`, `2025-01-14 10:22:31.118 Df App[…]`;
///   before iOS 10, `2012-01-19 13:05:48.791 App[1453:707] …`; CocoaLumberjack's
///   `2025/01/14 10:22:31:118`; ISO 8601 `2025-01-14T10:22:31.118Z`;
/// - the old system log: `01/10/2015 18:12:07.089 process[1]: …`;
/// - Console.app's copied rows: `default	10:22:31.118402+0100	App	…` (a type word, then the
///   time of day), and a bare time of day at the start of a line;
/// - logcat's `01-14 10:22:31.118  4321  4387 D Tag: …`;
/// - the BSD syslog form of `idevicesyslog`: `Jan 14 10:22:31 iPhone App[4321] <Notice>: …`.
///
/// Times with a date are a day since 1970-01-01 and a second of that day on the console's clock
/// (the offset, when printed, subtracted); a time of day alone is seconds since its midnight.
/// Only differences between the stamps of one paste are used.
public struct ConsoleTimestamp: Hashable, Sendable {
  /// Which printer's shape it was found in.
  public enum Shape: String, Hashable, Sendable {
    /// A date and a time (`NSLog`, `log stream`, `log show`, CocoaLumberjack, ISO 8601).
    case dateTime = "date-time"
    /// `MM/DD/YYYY HH:MM:SS.fff` (the system log before macOS 10.12).
    case systemLog = "system-log"
    /// A time of day without a date (Console.app's copied rows).
    case timeOfDay = "time-of-day"
    /// logcat's `MM-DD HH:MM:SS.fff`, without a year.
    case logcat
    /// BSD syslog's `Mon DD HH:MM:SS` (`idevicesyslog`), without a year.
    case syslog
    /// Read back from `curvescope parse --json` (`loggedMs`).
    case parseJSON = "parse-json"
  }

  /// Days since 1970-01-01 (0 for a time of day alone; year 2000 for a stamp without a year).
  public var day: Int
  /// Seconds since that day's midnight, the zone's offset subtracted (so it may leave
  /// 0…86 400). Kept apart from ``day`` so that a difference keeps its microseconds: seconds
  /// since 1970 as one double keep only about 0.2 µs.
  public var secondOfDay: Double
  /// Digits after the seconds' decimal point: 6 for microseconds, 3 for milliseconds, 0 for
  /// whole seconds.
  public var fractionDigits: Int
  /// Which shape it was found in.
  public var shape: Shape
  /// The stamp as printed.
  public var text: String

  /// Creates a timestamp.
  public init(day: Int, secondOfDay: Double, fractionDigits: Int, shape: Shape, text: String) {
    self.day = day
    self.secondOfDay = secondOfDay
    self.fractionDigits = fractionDigits
    self.shape = shape
    self.text = text
  }

  /// Seconds since 1970 (or since midnight for a time of day), to about 0.2 µs.
  public var seconds: Double { Double(day) * 86_400 + secondOfDay }

  /// Seconds from `earlier` to this stamp, exact to the digits printed.
  public func seconds(since earlier: ConsoleTimestamp) -> Double {
    Double(day - earlier.day) * 86_400 + (secondOfDay - earlier.secondOfDay)
  }

  /// How finely it tells times apart, in seconds (10^−digits).
  public var resolution: Double {
    var value = 1.0
    for _ in 0..<min(fractionDigits, 9) { value /= 10 }
    return value
  }

  /// The stamp at the start of `line` (after spaces, tabs or a `[`), if the line starts with one
  /// of the shapes.
  public init?(line: some Collection<UInt8>) {
    var reader = ConsoleTimestampReader(Array(line.prefix(96)))
    guard let found = reader.read() else { return nil }
    self = found
  }
}
