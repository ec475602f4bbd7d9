import CurveScopeSupport

/// A diagnosis in the words of the app's platform: the causes of a desync found on the model,
/// said as an Android, React Native or Flutter engineer reads them (never a UIKit call, an
/// options mask or `UIKeyboardLayoutGuide` for an app that has none); on iOS, the explainer's
/// own words.
///
/// The model's causes are grouped by what the bar does wrong (a follower frames late, a start
/// delay, a timing of its own, a wrong target, moves not followed, a drag not followed); each
/// group becomes one finding with the model's code and numbers.
public enum PlatformWording {
  /// What a finding says the bar does wrong, whatever the platform.
  enum Fault: CaseIterable {
    case followerLate, startLate, ownTiming, target, missedMoves, modelValue, drag, unexplained

    init(_ code: SyncFindingCode) {
      switch code {
      case .frameLatency: self = .followerLate
      case .animationLatency: self = .startLate
      case .assumedHeight, .zeroEndFrame, .floatingKeyboard, .windowCoordinates, .frameHeight:
        self = .target
      case .ignoredNotifications, .latentIgnoredNotifications: self = .missedMoves
      case .modelValue: self = .modelValue
      case .untrackedDrag, .releaseVelocity: self = .drag
      case .unexplained, .overlap, .gap, .lag, .finalError: self = .unexplained
      default: self = .ownTiming
      }
    }
  }

  /// The causes of `explanation` (the model's) in `platform`'s words: on iOS as they are; on the
  /// others one finding per fault, keeping the first finding's code and every number.
  public static func problems(_ explanation: SyncExplanation, platform: AppPlatform)
    -> [SyncFinding]
  {
    guard platform != .ios else { return explanation.problems }
    var faults: [(fault: Fault, finding: SyncFinding)] = []
    for problem in explanation.problems {
      let fault = Fault(problem.code)
      if let index = faults.firstIndex(where: { $0.fault == fault }) {
        faults[index].finding.numbers += problem.numbers.filter { number in
          !faults[index].finding.numbers.contains { $0.name == number.name }
        }
      } else {
        faults.append((fault, problem))
      }
    }
    return faults.map { fault, finding in
      SyncFinding(
        finding.code,
        message(fault, finding: finding, platform: platform, rate: explanation.before.frameRate),
        numbers: finding.numbers)
    }
  }

  /// One fault in `platform`'s words.
  static func message(_ fault: Fault, finding: SyncFinding, platform: AppPlatform, rate: Double)
    -> String
  {
    func n(_ value: Double) -> String { NumberText.reading(value) }
    let keyboard = keyboardWords(platform)
    switch fault {
    case .followerLate:
      let frames = finding.number("latencyFrames") ?? 1
      let milliseconds = finding.number("latencyMs") ?? frames * 1000 / rate
      let step = finding.number("maxStepPoints").map {
        ": at \(n(rate)) Hz \(keyboard) moves up to \(n($0)) pt in that time, and the bar trails "
          + "it by as much"
      }
      return "The bar takes \(keyboard)'s position \(n(frames)) frame\(frames == 1 ? "" : "s") "
        + "(\(n(milliseconds)) ms) late, \(lateReason(platform))" + (step ?? "") + "."
    case .startLate:
      let milliseconds = finding.number("latencyMs") ?? 0
      return "The bar starts moving \(n(milliseconds)) ms after \(keyboard), which starts at "
        + "once: something runs before the bar's motion starts, likely \(delayReason(platform))."
    case .ownTiming:
      var text =
        "The bar runs an animation of its own (\(ownAnimation(platform))) instead of "
        + "following \(keyboard) frame by frame"
      if let bar = finding.number("bar99Ms"), let system = finding.number("keyboard99Ms") {
        text +=
          ": it is 99 % of the way at \(n(bar)) ms, \(keyboard) at \(n(system)) ms, and the two "
          + "curves part in between"
      }
      return text + "."
    case .target:
      return "The bar heads for a position of its own rather than \(keyboard)'s (a fixed "
        + "height, or a frame read in the wrong coordinates), so it ends away from it."
    case .missedMoves:
      return "The bar reacts to some of \(keyboard)'s moves only (a show or a hide, not a change "
        + "of height), so it stays behind when \(keyboard) changes height."
    case .modelValue:
      return "The bar reads where \(keyboard)'s animation ends, not where it is in this frame, so "
        + "it jumps ahead of it."
    case .drag:
      return "A finger drags \(keyboard) and the bar does not follow until the release."
    case .unexplained:
      return finding.message
    }
  }

  /// The keyboard as the platform calls it.
  package static func keyboardWords(_ platform: AppPlatform) -> String {
    platform == .android ? "the IME" : "the keyboard"
  }

  /// Why a follower reads late, on each platform.
  package static func lateReason(_ platform: AppPlatform) -> String {
    switch platform {
    case .ios:
      "as a display link reading the last frame's presentation layer does"
    case .android:
      "as a value read in one frame and applied in the next is (a posted Runnable, a layout "
        + "pass after the insets change, a padding read a frame late)"
    case .reactNative:
      "as a bar driven from JavaScript is (keyboard events sent to React state, or an Animated "
        + "value set from the JS thread)"
    case .flutter:
      "as a bar placed from a value kept in a listener and applied with setState in the next "
        + "frame is"
    }
  }

  /// Likely causes of a start delay, on each platform, as a noun phrase.
  package static func delayReason(_ platform: AppPlatform) -> String {
    switch platform {
    case .ios:
      "work on the main thread before the animation starts (a layout pass, a synchronous load) "
        + "or an asynchronous hop (DispatchQueue.main.async, a Combine or Rx scheduler)"
    case .android:
      "work on the main thread before the bar moves or a hop (Handler.post, a coroutine "
        + "dispatch, a layout pass)"
    case .reactNative:
      "a hop to the JavaScript thread (an event handled in JS, setState, a busy JS thread)"
    case .flutter:
      "an asynchronous gap (a Future, Future.delayed, a post-frame callback)"
    }
  }

  /// The animation of its own a bar typically runs, on each platform.
  package static func ownAnimation(_ platform: AppPlatform) -> String {
    switch platform {
    case .ios: "UIView.animate with a duration and curve of its own"
    case .android: "a ValueAnimator, animateLayoutChanges or a transition of its own"
    case .reactNative: "Animated.timing, LayoutAnimation or KeyboardAvoidingView's own easing"
    case .flutter: "an AnimatedPadding, AnimatedContainer or AnimationController"
    }
  }
}
