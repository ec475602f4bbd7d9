import CurveScopeNotifications
import CurveScopeSupport

/// The times a paste's timestamps give its notifications, or why they cannot be used.
///
/// Used when every notification has a stamp finer than ``finestUsable``: times in seconds after
/// the first, a time of day that goes back more than 12 hours taken to cross midnight, rests
/// (gaps longer than ``restBetweenMoves``) longer than ``Scenario/longestDumpRest`` shortened to
/// it, and the notification after a rest put at a whole 100 ms after the first. Not used (`times` is `nil`) when
/// none has a stamp, when only some do, when they are whole seconds, or when they go back.
struct DumpTimes {
  /// The coarsest stamp resolution used, in seconds.
  static let finestUsable = 0.01

  /// Seconds after the first notification, one per notification; `nil` when not used.
  var times: [Double]?
  /// Why the stamps were not used, or what was shortened, in words.
  var reason: String?
  /// The shape the stamps came in.
  var shape: ConsoleTimestamp.Shape?
  /// Rests shortened to ``Scenario/longestDumpRest``.
  var shortened = 0
  /// Rests rounded to whole 100 ms.
  var rounded100 = 0
  /// A gap between two notifications longer than this, in seconds, is a rest: the keyboard's
  /// animation (0.5 s) and a bar's have ended.
  static let restBetweenMoves = 1.0

  init(_ notifications: [KeyboardNotification]) {
    let stamps = notifications.compactMap(\.loggedAt)
    shape = stamps.first?.shape
    guard !stamps.isEmpty else { return }
    guard stamps.count == notifications.count else {
      reason = "only \(stamps.count) of its \(notifications.count) notifications have a timestamp"
      return
    }
    guard let coarsest = stamps.map(\.resolution).max(), coarsest <= Self.finestUsable else {
      reason = "its timestamps are whole seconds, too coarse to time the notifications"
      return
    }
    var times = [0.0]
    var previous = 0.0
    var day = 0.0
    for stamp in stamps.dropFirst() {
      var seconds = stamp.seconds(since: stamps[0]) + day
      if seconds < previous - 43_200, stamp.shape != .dateTime, stamp.shape != .systemLog {
        day += 86_400
        seconds += 86_400
      }
      guard seconds >= previous else {
        reason = "its timestamps go back in time (\(stamp.text))"
        return
      }
      var gap = seconds - previous
      var time = (times.last ?? 0) + min(gap, Scenario.longestDumpRest)
      if gap > Scenario.longestDumpRest {
        gap = Scenario.longestDumpRest
        shortened += 1
      }
      if gap > Self.restBetweenMoves {
        // A rest: the keyboard and the bar are still. The move after it starts at a whole
        // 100 ms after the paste's first notification (the time itself, not only the rest, is
        // rounded: the notifications before the rest may be a few ms apart), which puts it on
        // the frames of every common display rate (30, 60, 90, 120, 240 Hz) as it would meet
        // them alone, so that moves that do not interact measure as they do alone.
        let rounded = (time * 10).rounded() / 10
        if rounded != time { rounded100 += 1 }
        time = rounded
      }
      times.append(time)
      previous = seconds
    }
    self.times = times
  }

  /// What a scenario built with these times assumes, one sentence each.
  func assumptions(spacing: Double) -> [String] {
    let assumed =
      "keyboard moves are spaced \(NumberText.reading(spacing * 1000)) ms apart (assumed; "
      + "--spacing MS sets it) and each did-notification follows when the keyboard's animation "
      + "ends"
    guard times != nil else {
      let why =
        reason.map { "The paste's times are not used: \($0); " } ?? "The paste has no "
        + "timestamps (print and po output carry none): "
      return [why + assumed + "."]
    }
    var notes = [
      "Times are the console's timestamps (\(shape?.rawValue ?? "logged")): each notification "
        + "at the time it was logged, not when UIKit posted it (the two differ by the handler's "
        + "own work before it logs)."
    ]
    if rounded100 > 0 {
      notes.append(
        "\(rounded100) rest\(rounded100 == 1 ? "" : "s") of the keyboard longer than 1 s "
          + "\(rounded100 == 1 ? "is" : "are") rounded to whole 100 ms (the move after it starts "
          + "a whole number of 100 ms after the first notification), so that each move meets "
          + "the display's frames as it would alone (the times after move by under 50 ms).")
    }
    if shortened > 0 {
      notes.append(
        "\(shortened) rest\(shortened == 1 ? "" : "s") longer than "
          + "\(NumberText.reading(Scenario.longestDumpRest)) s (the keyboard still) "
          + "\(shortened == 1 ? "is" : "are") shortened to it; later times move by as much.")
    }
    return notes
  }
}
