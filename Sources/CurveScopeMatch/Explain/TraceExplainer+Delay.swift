import CurveScopeExplain
import CurveScopeSupport

extension TraceExplainer {
  /// The start delay, in seconds, from which a bar may be reacting to the keyboard's
  /// did-notification rather than its will-notification: the reported duration of the
  /// keyboard's animation (0.25 s), after which the did-notification is posted at the earliest.
  static let didNotificationDelay = 0.25

  /// Why a bar may start `milliseconds` late besides work before its animation: from
  /// ``didNotificationDelay`` on, reacting to the notification posted once the keyboard has
  /// moved, in `platform`'s words; `nil` for a shorter delay or a platform without such a
  /// notification (Flutter).
  static func lateNotificationCause(milliseconds: Double, platform: AppPlatform) -> String? {
    guard milliseconds >= didNotificationDelay * 1000 else { return nil }
    switch platform {
    case .ios:
      return "a handler of keyboardDidShow or keyboardDidChangeFrame instead of the "
        + "will-notification (posted once the keyboard has moved; curvescope lint reports it as "
        + "late-notification)"
    case .android:
      return "moving the bar in the insets callback's onEnd, or from an "
        + "OnApplyWindowInsetsListener that only sees the final insets"
    case .reactNative:
      return "a Keyboard.addListener('keyboardDidShow') handler (posted once the keyboard has "
        + "moved) instead of keyboardWillShow or useKeyboardHandler"
    case .flutter:
      return nil
    }
  }

  /// `problems` with the follower's lateness said in the recording's display frames when it is
  /// between whole frames: the model runs on a finer clock, so the finding's `latencyFrames`
  /// becomes the recording's display frames (1.5, not the finer clock's 3) and the finer clock's
  /// count moves to `modelClockFrames`.
  static func withFollowerDelay(_ problems: [SyncFinding], match: TraceMatch) -> [SyncFinding] {
    guard match.isFollower, case .startDelay(let milliseconds, let frames) = match.latency else {
      return problems
    }
    let keyboard = PlatformWording.keyboardWords(match.platform)
    return problems.map { problem in
      guard problem.code == .frameLatency else { return problem }
      var found = problem
      if let index = found.numbers.firstIndex(where: { $0.name == "latencyFrames" }) {
        let modelFrames = found.numbers[index].value
        found.numbers[index] = SyncFinding.Number("latencyFrames", frames)
        found.numbers.insert(SyncFinding.Number("modelClockFrames", modelFrames), at: index + 1)
      }
      let step = problem.number("maxStepPoints").map {
        ": \(keyboard) moves up to \(NumberText.reading($0)) pt in that time, and the bar "
          + "trails it by as much"
      }
      found.message =
        "The bar copies \(keyboard)'s position \(NumberText.reading(milliseconds)) ms "
        + "(\(NumberText.reading(frames, decimals: 2)) display frames at "
        + "\(NumberText.reading(match.frameRate)) Hz) late, not a whole number of frames: a "
        + "follower that reads the last frame is whole frames late, "
        + PlatformWording.lateReason(match.platform) + ", and something delays this one more"
        + (step ?? "") + "."
      return found
    }
  }

  /// `problems` with the did-notification cause (``lateNotificationCause(milliseconds:platform:)``)
  /// added to the start delay's finding, when the match is a start delay that long.
  static func withLateNotificationCause(_ problems: [SyncFinding], match: TraceMatch)
    -> [SyncFinding]
  {
    guard case .startDelay(let milliseconds, _) = match.latency,
      let cause = lateNotificationCause(milliseconds: milliseconds, platform: match.platform)
    else { return problems }
    return problems.map { problem in
      guard problem.code == .animationLatency else { return problem }
      var found = problem
      found.message +=
        " A delay of \(NumberText.reading(milliseconds)) ms may also be \(cause)."
      return found
    }
  }
}
