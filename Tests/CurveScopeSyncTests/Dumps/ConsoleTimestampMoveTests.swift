import CurveScopeNotifications
import CurveScopeSync
import CurveScopeTiming
import Testing

/// Pastes whose keyboard moves each log two will-notifications a few ms apart (a handler observing
/// both willChangeFrame and willShow), timed by `log stream`'s default stamps.
@Suite("Console timestamps, two notifications per move")
struct ConsoleTimestampMoveTests {
  /// One logged notification of a 346 pt keyboard on a 430×932 screen, stamped `seconds` after
  /// 14:03:07.254813 in `log stream`'s default style (`timestamp thread type activity pid ttl`).
  static func logged(_ name: String, from: Int, to: Int, at seconds: Double) -> String {
    let micros = 254_813 + Int((seconds * 1e6).rounded())
    let second = 7 + micros / 1_000_000
    let fraction = String(micros % 1_000_000)
    let stamp =
      "2026-03-02 14:03:\(second < 10 ? "0" : "")\(second)."
      + String(repeating: "0", count: 6 - fraction.count) + fraction
    return """
      \(stamp)-0500 0x1f2e3    Default     0x0    9876   0    Chat: (Keyboard) NSConcreteNotification \
      0x6000017a2b80 {name = UIKeyboard\(name)Notification; userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, \(from)}, {430, 346}}";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, \(to)}, {430, 346}}";
          UIKeyboardIsLocalUserInfoKey = 1;
      }}

      """
  }

  /// A show (willChangeFrame, then willShow `lag` s later) and, `rest` s later, a hide
  /// (willChangeFrame, willHide `lag` s later).
  static func paste(lag: Double, rest: Double) -> String {
    logged("WillChangeFrame", from: 932, to: 586, at: 0)
      + logged("WillShow", from: 932, to: 586, at: lag)
      + logged("WillChangeFrame", from: 586, to: 932, at: rest)
      + logged("WillHide", from: 586, to: 932, at: rest + lag)
  }

  @Test(
    "a paste logging two will-notifications per move gives the numbers of each notification alone",
    arguments: [(0.001, 2.4), (0.003, 3.137), (0.012, 1.871)])
  func twoPerMove(lag: Double, rest: Double) throws {
    let notifications = try NotificationDumpParser.parse(Self.paste(lag: lag, rest: rest))
    #expect(notifications.count == 4)
    #expect(notifications.allSatisfy { $0.loggedAt != nil })
    let pasted = try Scenario(notifications: notifications, name: "p")
    // The hide starts a whole 100 ms after the show, however far apart the show's two lines are.
    let hide = (rest * 10).rounded() / 10
    #expect(pasted.events.map(\.time) == [0, 0, hide, hide], "\(pasted.events.map(\.time))")
    let strategies: [InputBarStrategy] = [
      .kvoCenter, .displayLinkPredictive, .displayLink, .reportedDuration, .curveShift,
    ]
    for rate in [60.0, 120.0] {
      let clock = try FrameClock(rate: rate)
      for strategy in strategies {
        let together = try SyncAnalysis(scenario: pasted, strategy: strategy, clock: clock)
          .summary()
        var overlap = 0.0
        var gap = 0.0
        for single in notifications {
          let alone = try SyncAnalysis(
            scenario: Scenario(notifications: [single], name: "one"), strategy: strategy,
            clock: clock
          ).summary()
          overlap = max(overlap, alone.maxOverlapPoints)
          gap = max(gap, alone.maxGapPoints)
        }
        let label = "\(strategy.name) @ \(rate) Hz, lag \(lag)"
        #expect(abs(together.maxOverlapPoints - overlap) < 1e-9, "\(label)")
        #expect(abs(together.maxGapPoints - gap) < 1e-9, "\(label)")
      }
    }
    // The follower that predicts the next frame stays in sync on the paste as on each move.
    let predicted = try SyncAnalysis(
      scenario: pasted, strategy: .displayLinkPredictive, clock: FrameClock(rate: 120)
    ).summary()
    #expect(predicted.maxGapPoints == 0)
    #expect(predicted.maxOverlapPoints == 0)
  }
}
