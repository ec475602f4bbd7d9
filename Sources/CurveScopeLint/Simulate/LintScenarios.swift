import CurveScopeNotifications
import CurveScopeSupport
package import CurveScopeSync

/// The scenarios every handler is simulated on: the keyboard showing and hiding on a 375×812
/// screen (291 pt, 0.25 s, curve 7), and a third-party keyboard's three notifications
/// (`Curves/scenarios/third-party-sogou-triple.json`: 282 → 216 → 282 pt at 0, 60 and 120 ms
/// on 375×667).
///
/// As UIKit does, each show and hide posts `willChangeFrame` together with `willShow` or
/// `willHide` (a handler observing only willChangeFrame moves too), and the did-notifications
/// follow when the keyboard's 0.5 s spring has finished (an assumption about their timing:
/// UIKit posts them from the animation's completion).
package struct LintScenarios: Sendable {
  /// The keyboard shows: willChangeFrame and willShow at 0, the did-notifications at 0.5 s.
  package let show: Scenario
  /// The keyboard hides.
  package let hide: Scenario
  /// A third-party keyboard: willChangeFrame and willShow for 282 pt, willChangeFrame to
  /// 216 pt at 60 ms and back to 282 pt at 120 ms, the did-notifications at 620 ms.
  package let thirdPartyTriple: Scenario

  /// The keyboard profiles every scenario is played with, the first deciding what the fix
  /// is built on (default: iOS up to 18 and iOS 26).
  package let profiles: [KeyboardProfile]

  /// The profiles lint checks by default: the current iOS and the previous one.
  package static let defaultProfiles: [KeyboardProfile] = [.ios, .ios26]

  /// The scenario in which a notification interrupts a running animation.
  package static let interruptingScenarioName = "third-party-sogou-triple"

  /// When the did-notifications arrive after the last will-notification, in seconds.
  package static let didDelay = 0.5

  /// Builds the three scenarios, played with `profiles` (at least one; duplicates dropped).
  /// - Throws: `ScenarioError` only if the built-in values were invalid (they are not).
  package init(profiles: [KeyboardProfile] = LintScenarios.defaultProfiles) throws {
    var unique: [KeyboardProfile] = []
    for profile in profiles where !unique.contains(where: { $0.name == profile.name }) {
      unique.append(profile)
    }
    self.profiles = unique.isEmpty ? [.ios] : unique
    let hidden = Rect(x: 0, y: 812, width: 375, height: 291)
    let shown = Rect(x: 0, y: 521, width: 375, height: 291)
    show = try Scenario(
      name: "show-375x812-291", title: "Keyboard shows on 375×812, 291 pt",
      screenWidth: 375, screenHeight: 812,
      events: Self.pair(.willShow, from: hidden, to: shown, at: 0)
        + Self.pair(.didShow, from: hidden, to: shown, at: Self.didDelay))
    hide = try Scenario(
      name: "hide-375x812-291", title: "Keyboard hides on 375×812, 291 pt",
      screenWidth: 375, screenHeight: 812,
      events: Self.pair(.willHide, from: shown, to: hidden, at: 0)
        + Self.pair(.didHide, from: shown, to: hidden, at: Self.didDelay))
    let offscreen = Rect(x: 0, y: 667, width: 375, height: 282)
    let tall = Rect(x: 0, y: 385, width: 375, height: 282)
    let short = Rect(x: 0, y: 451, width: 375, height: 216)
    thirdPartyTriple = try Scenario(
      name: "third-party-sogou-triple",
      title: "Third-party keyboard: three notifications, 282 → 216 → 282 pt",
      screenWidth: 375, screenHeight: 667,
      events: Self.pair(.willShow, from: offscreen, to: tall, at: 0)
        + [
          Self.event(.willChangeFrame, from: tall, to: short, at: 0.06),
          Self.event(.willChangeFrame, from: short, to: tall, at: 0.12),
        ]
        + Self.pair(.didShow, from: offscreen, to: tall, at: 0.12 + Self.didDelay))
  }

  /// The three, in report order.
  package var all: [Scenario] { [show, hide, thirdPartyTriple] }

  /// `scenario` played with each profile, in profile order.
  package func played(_ scenario: Scenario) -> [Scenario] {
    profiles.map { profile in
      var copy = scenario
      copy.keyboardProfile = profile
      return copy
    }
  }

  /// `kind` with the matching change-frame notification (UIKit posts both).
  private static func pair(
    _ kind: KeyboardEventKind, from begin: Rect, to end: Rect, at time: Double
  ) -> [KeyboardEvent] {
    let frame: KeyboardEventKind = kind.isBeforeAnimation ? .willChangeFrame : .didChangeFrame
    return [
      event(frame, from: begin, to: end, at: time), event(kind, from: begin, to: end, at: time),
    ]
  }

  private static func event(
    _ kind: KeyboardEventKind, from begin: Rect, to end: Rect, at time: Double
  ) -> KeyboardEvent {
    KeyboardEvent(time: time, kind: kind, frameBegin: begin, frameEnd: end)
  }
}
