import CurveScopeNotifications
import CurveScopeSync
import CurveScopeTiming
import Testing

/// Console timestamps: every shape a paste may carry, read to the digit, and pastes timed by them.
@Suite("Console timestamps")
struct ConsoleTimestampTests {
  struct Shape: Sendable, CustomTestStringConvertible {
    var line: String
    var shape: ConsoleTimestamp.Shape
    /// Seconds after the day's midnight (UTC for a dated stamp with a zone), by hand.
    var secondsOfDay: Double
    var digits: Int
    var testDescription: String { line }
  }

  static let shapes = [
    Shape(
      line: "2025-01-14 10:22:31.118402+0100 App[4321:5c3a1] keyboardWillShow:",
      shape: .dateTime, secondsOfDay: 9 * 3600 + 22 * 60 + 31.118402, digits: 6),
    Shape(
      line: "2012-01-19 13:05:48.791 App[1453:707] note: NSConcreteNotification",
      shape: .dateTime, secondsOfDay: 13 * 3600 + 5 * 60 + 48.791, digits: 3),
    Shape(
      line: "2025-01-14 10:22:31.118 Df ChatApp[4321:5c3a1] [com.example:ui] willShow",
      shape: .dateTime, secondsOfDay: 10 * 3600 + 22 * 60 + 31.118, digits: 3),
    Shape(
      line: "2025-01-14 10:22:31.118402-0800 0x5c3a1    Default     0x0    4321   0    App: x",
      shape: .dateTime, secondsOfDay: 18 * 3600 + 22 * 60 + 31.118402, digits: 6),
    Shape(
      line: "2025-01-14 10:22:31.118402+0100  localhost App[4321]: (UIKitCore) x",
      shape: .dateTime, secondsOfDay: 9 * 3600 + 22 * 60 + 31.118402, digits: 6),
    Shape(
      line: "2025/01/14 10:22:31:118  keyboardWillShow", shape: .dateTime,
      secondsOfDay: 10 * 3600 + 22 * 60 + 31.118, digits: 3),
    Shape(
      line: "2025-01-14T10:22:31.118Z willShow", shape: .dateTime,
      secondsOfDay: 10 * 3600 + 22 * 60 + 31.118, digits: 3),
    Shape(
      line: "01/10/2015 18:12:07.089 com.apple.xpc.launchd[1]: x", shape: .systemLog,
      secondsOfDay: 18 * 3600 + 12 * 60 + 7.089, digits: 3),
    Shape(
      line: "default\t10:22:31.118402+0100\tApp\tkeyboardWillShow", shape: .timeOfDay,
      secondsOfDay: 9 * 3600 + 22 * 60 + 31.118402, digits: 6),
    Shape(
      line: "01-14 10:22:31.118  4321  4387 D Keyboard: x", shape: .logcat,
      secondsOfDay: 10 * 3600 + 22 * 60 + 31.118, digits: 3),
    Shape(
      line: "Jan 14 10:22:31 iPhone App[4321] <Notice>: x", shape: .syslog,
      secondsOfDay: 10 * 3600 + 22 * 60 + 31, digits: 0),
  ]

  @Test("each console shape is read to its last digit", arguments: shapes)
  func readsShape(_ example: Shape) throws {
    let stamp = try #require(ConsoleTimestamp(line: Array(example.line.utf8)))
    #expect(stamp.shape == example.shape)
    #expect(stamp.fractionDigits == example.digits)
    var ofDay = stamp.secondOfDay
    if ofDay < 0 { ofDay += 86_400 }
    #expect(abs(ofDay - example.secondsOfDay) < 1e-9)
  }

  @Test("dates count days from 1970 (2025-01-14 is day 20102)")
  func days() throws {
    let stamp = try #require(ConsoleTimestamp(line: Array("2025-01-14 00:00:00.000 x".utf8)))
    #expect(stamp.day == 20_102)
    #expect(stamp.seconds == 20_102 * 86_400)
  }

  @Test(
    "prose and numbers are not stamps",
    arguments: [
      "UIKeyboardAnimationDurationUserInfoKey = 0.25;", "12:30:00 meeting",
      "2025-13-40 10:00:00.1 x",
      "    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 521}, {375, 291}}\";", "",
    ])
  func notStamps(_ line: String) {
    #expect(ConsoleTimestamp(line: Array(line.utf8)) == nil)
  }

  /// A show and a hide of a 291 pt keyboard on a 375×812 screen as `NSLog` prints them, the hide
  /// `gap` seconds after the show, each line behind `prefix(seconds)`.
  static func paste(_ prefix: (Double) -> String, gap: Double) -> String {
    func note(_ name: String, _ from: Int, _ to: Int) -> String {
      """
      NSConcreteNotification 0x600003d4c9f0 {name = UIKeyboard\(name)Notification; userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, \(from)}, {375, 291}}";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, \(to)}, {375, 291}}";
      }}
      """
    }
    return prefix(0) + note("WillShow", 812, 521) + "\n" + prefix(gap) + note("WillHide", 521, 812)
      + "\n"
  }

  static let prefixes: [(name: String, prefix: @Sendable (Double) -> String)] = [
    (
      "NSLog",
      { seconds in
        let whole = 31 + Int(seconds)
        let micros = Int(((0.118402 + seconds - Double(Int(seconds))) * 1e6).rounded())
        let second = whole + micros / 1_000_000
        let fraction = String(micros % 1_000_000)
        return "2025-01-14 10:22:\(second).\(String(repeating: "0", count: 6 - fraction.count))"
          + "\(fraction)+0100 ChatApp[4321:5c3a1] "
      }
    ),
    (
      "log stream compact",
      { seconds in
        let millis = 118 + Int((seconds * 1000).rounded())
        let fraction = String(millis % 1000)
        return
          "2025-01-14 10:22:\(31 + millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))"
          + "\(fraction) Df ChatApp[4321:5c3a1] [com.example:keyboard] "
      }
    ),
  ]

  @Test("a paste with timestamps gives the numbers of its notifications analysed one by one")
  func oneByOne() throws {
    for (name, prefix) in Self.prefixes {
      let notifications = try NotificationDumpParser.parse(Self.paste(prefix, gap: 2.4))
      #expect(notifications.allSatisfy { $0.loggedAt != nil }, "\(name)")
      let pasted = try Scenario(notifications: notifications, name: "p")
      #expect(abs(pasted.events[1].time - 2.4) < 1e-6, "\(name): \(pasted.events.map(\.time))")
      #expect(pasted.assumptions.first?.contains("timestamps") == true)
      for strategy in [InputBarStrategy.reportedDuration, .kvoCenter, .displayLink] {
        let clock = try FrameClock(rate: 120)
        let together = try SyncAnalysis(scenario: pasted, strategy: strategy, clock: clock)
          .summary()
        var overlap = 0.0
        var gap = 0.0
        for single in notifications {
          let alone = try Scenario(notifications: [single], name: "one")
          let summary = try SyncAnalysis(scenario: alone, strategy: strategy, clock: clock)
            .summary()
          overlap = max(overlap, summary.maxOverlapPoints)
          gap = max(gap, summary.maxGapPoints)
        }
        #expect(abs(together.maxOverlapPoints - overlap) < 1e-6, "\(name) \(strategy.name)")
        #expect(abs(together.maxGapPoints - gap) < 1e-6, "\(name) \(strategy.name)")
      }
    }
  }

  @Test("a rest logged off the frames is rounded to 100 ms: moves measure as each alone")
  func restOffTheFrames() throws {
    // The hide logged 2.400369 s after the show: off the frames of 60 and 120 Hz.
    let notifications = try NotificationDumpParser.parse(
      Self.paste(
        {
          $0 == 0
            ? "2025-01-14 10:22:31.118402+0100 App[1:2] "
            : "2025-01-14 10:22:33.518771+0100 App[1:2] "
        }, gap: 2.4))
    let pasted = try Scenario(notifications: notifications, name: "p")
    #expect(pasted.events.map(\.time) == [0, 2.4])
    #expect(pasted.assumptions.contains { $0.contains("rounded to whole 100 ms") })
    for rate in [60.0, 120.0] {
      let clock = try FrameClock(rate: rate)
      let together = try SyncAnalysis(scenario: pasted, strategy: .kvoCenter, clock: clock)
        .summary()
      let hide = try SyncAnalysis(
        scenario: Scenario(notifications: [notifications[1]], name: "hide"),
        strategy: .kvoCenter, clock: clock
      ).summary()
      #expect(together.maxOverlapPoints == hide.maxOverlapPoints)
    }
  }

  @Test("without timestamps the spacing is assumed, said, and settable")
  func assumedSpacing() throws {
    let notifications = try NotificationDumpParser.parse(Self.paste({ _ in "" }, gap: 2.4))
    #expect(notifications.allSatisfy { $0.loggedAt == nil })
    let assumed = try Scenario(notifications: notifications, name: "p")
    #expect(assumed.events.map(\.time) == [0, 0.1])
    #expect(assumed.assumptions.first?.contains("spaced 100 ms apart (assumed") == true)
    let spaced = try Scenario(notifications: notifications, name: "p", spacing: 2.4)
    #expect(spaced.events.map(\.time) == [0, 2.4])
    #expect(spaced.assumptions.first?.contains("2400 ms") == true)
  }

  @Test("stamps in whole seconds, or on some notifications only, are not used, and it is said")
  func unusableStamps() throws {
    let coarse = try NotificationDumpParser.parse(
      Self.paste({ "Jan 14 10:22:\(31 + Int($0)) iPhone App[4321] <Notice>: " }, gap: 2.4))
    #expect(coarse.allSatisfy { $0.loggedAt?.fractionDigits == 0 })
    let scenario = try Scenario(notifications: coarse, name: "p")
    #expect(scenario.events.map(\.time) == [0, 0.1])
    #expect(scenario.assumptions.first?.contains("whole seconds") == true)
    let partial = try NotificationDumpParser.parse(
      Self.paste({ $0 == 0 ? "2025-01-14 10:22:31.118 App[1:2] " : "" }, gap: 2.4))
    #expect(
      try Scenario(notifications: partial, name: "p").assumptions.first?.contains(
        "only 1 of its 2") == true)
  }

  @Test("a paste spanning minutes keeps its order; long rests are shortened and said")
  func longRest() throws {
    let notifications = try NotificationDumpParser.parse(
      Self.paste({ "2025-01-14 10:\(22 + Int($0 / 60)):31.118 App[1:2] " }, gap: 300))
    let scenario = try Scenario(notifications: notifications, name: "p")
    #expect(scenario.events.map(\.time) == [0, Scenario.longestDumpRest])
    #expect(scenario.assumptions.contains { $0.contains("shortened") })
  }
}
