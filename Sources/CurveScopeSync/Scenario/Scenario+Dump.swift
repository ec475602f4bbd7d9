public import CurveScopeNotifications
import CurveScopeSupport

extension Scenario {
  /// The gap between two notifications of a paste's timestamps beyond which the keyboard is long
  /// at rest: it is shortened to this, in seconds, so that a paste spanning minutes fits a
  /// scenario (nothing measured changes; times after it move).
  public static let longestDumpRest = 10.0
  /// Will-notifications of one move (same begin and end frames) logged less than this many
  /// seconds apart are taken as posted together.
  public static let sameMoveWindow = 0.05

  /// Builds a scenario from notifications parsed from a console dump.
  ///
  /// Times come from the console's timestamps when every notification has one finer than 10 ms
  /// (``KeyboardNotification/loggedAt``: `NSLog`, `log stream`, Console.app …): each event at
  /// its logged time after the first (will-notifications of one move logged within
  /// ``sameMoveWindow`` at one time), the move after a rest of more than 1 s started at a whole
  /// 100 ms after the first notification (each move then meets the frames of a 30, 60, 90, 120
  /// or 240 Hz display as it would alone, even when its notifications before the rest were logged
  /// a few ms apart), rests longer than ``longestDumpRest`` shortened to it.
  /// Otherwise (`print` and `po` output have none) they are reconstructed, and
  /// ``assumptions`` says so:
  /// - will-notifications describing the same keyboard move (same begin and end frames; UIKit
  ///   posts willChangeFrame and willShow together) share one time;
  /// - each further will-notification arrives `spacing` seconds after the previous one;
  /// - a did-notification arrives when the keyboard's animation of the preceding will-move ends
  ///   (0.5 s for curve 7, the duration otherwise).
  /// A notification without a name (the bare dictionary forms) is a willShow when its begin frame
  /// is off screen and its end frame on, a willHide for the reverse, else a willChangeFrame.
  /// Notifications without an end frame are skipped.
  ///
  /// - Parameters:
  ///   - notifications: the parsed notifications, in dump order.
  ///   - name: the scenario's name (e.g. the dump's file name).
  ///   - screenHeight: the screen height in points; when `nil`, the smallest bottom edge of any
  ///     notification's frames (a docked keyboard on screen ends at the screen's bottom; one off
  ///     screen ends below it).
  ///   - spacing: seconds between distinct keyboard moves when the paste has no timestamps
  ///     (default 0.1).
  /// - Throws: ``ScenarioError`` when no notification has an end frame, the screen cannot be
  ///   inferred, or a value is out of range.
  public init(
    notifications: [KeyboardNotification], name: String, screenHeight: Double? = nil,
    spacing: Double = 0.1
  ) throws {
    guard spacing.isFinite, spacing >= 0, spacing <= 10 else {
      throw ScenarioError.eventSpacing(spacing)
    }
    let usable = notifications.filter { $0.resolvedFrameEnd != nil }
    guard let first = usable.first, let firstEnd = first.resolvedFrameEnd else {
      throw ScenarioError.noEndFrame(dump: name)
    }
    let height =
      screenHeight ?? usable.compactMap(\.inferredScreenHeight).min() ?? firstEnd.maxY
    let width = usable.compactMap { $0.resolvedFrameEnd?.width }.max() ?? firstEnd.width
    if screenHeight == nil, !(height > 0 && height <= 100_000 && width > 0 && width <= 100_000) {
      // Name the notification whose frames gave the screen, not a derived screen alone.
      let source = usable.first { ($0.inferredScreenHeight ?? $0.resolvedFrameEnd?.maxY) == height }
      throw ScenarioError.inferredScreen(
        width: width, height: height, line: (source ?? first).line)
    }
    let logged = DumpTimes(usable)
    var events: [KeyboardEvent] = []
    var lastMove: KeyboardEvent?
    for (index, notification) in usable.enumerated() {
      guard let end = notification.resolvedFrameEnd else { continue }
      let begin = notification.resolvedFrameBegin ?? lastMove?.frameEnd ?? end
      let kind =
        notification.name?.kind
        ?? Self.inferredKind(begin: begin, end: end, screenHeight: height)
      var event = KeyboardEvent(
        time: 0, kind: kind, frameBegin: begin, frameEnd: end, duration: notification.duration,
        curve: notification.curve, isLocal: notification.isLocal)
      if let times = logged.times {
        event.time = times[index]
        if kind.isBeforeAnimation {
          // UIKit posts willChangeFrame and willShow of one move together; the handlers log
          // them a few ms apart.
          if let lastMove, lastMove.frameBegin == begin, lastMove.frameEnd == end,
            event.time - lastMove.time < Self.sameMoveWindow
          {
            event.time = lastMove.time
          }
          lastMove = event
        }
      } else if kind.isBeforeAnimation {
        if let lastMove {
          let sameMove = lastMove.frameBegin == begin && lastMove.frameEnd == end
          event.time = lastMove.time + (sameMove ? 0 : spacing)
        }
        lastMove = event
      } else if let lastMove {
        let timing = try KeyboardAnimation(event: lastMove).timing()
        event.time = lastMove.time + timing.duration
      }
      events.append(event)
    }
    try self.init(
      name: name, title: "Dump \(name)",
      summary: "\(events.count) notifications reconstructed from a console dump.",
      screenWidth: width, screenHeight: height, events: events)
    assumptions = logged.assumptions(spacing: spacing)
  }

  private static func inferredKind(begin: Rect, end: Rect, screenHeight: Double)
    -> KeyboardEventKind
  {
    let beginShown = begin.minY < screenHeight && begin.height > 0
    let endShown = end.minY < screenHeight && end.height > 0
    switch (beginShown, endShown) {
    case (false, true): return .willShow
    case (true, false): return .willHide
    default: return .willChangeFrame
    }
  }
}
