import CurveScopeSupport
import CurveScopeSync

extension Scenario {
  /// The scenario with the keyboard's hidden edge back at the screen's bottom: frames whose top
  /// (or bottom) is at `ceiling`, the bar's resting edge the match clamped them to, are moved to
  /// `screenHeight`, and the screen ends there.
  ///
  /// A follower copies the keyboard wherever it is, also below the bar's resting edge, and its
  /// lateness costs as many points as the keyboard moves in that time over its whole travel; on
  /// the clamped scenario the keyboard travels the safe area less, and every step is shorter by
  /// that fraction (50 pt where a recording with a 34 pt safe area measured 56). `nil` when the
  /// scenario cannot be rebuilt; the scenario itself when nothing is clamped.
  func unclamped(from ceiling: Double, to screenHeight: Double) -> Scenario? {
    let extra = screenHeight - ceiling
    guard extra > 0, abs(self.screenHeight - ceiling) < 1e-9 else { return self }
    func moved(_ rect: Rect) -> Rect {
      var result = rect
      if abs(rect.y - ceiling) < 1e-6 {
        result.y = screenHeight
      } else if abs(rect.y + rect.height - ceiling) < 1e-6 {
        result.height += extra
      }
      return result
    }
    let events = events.map { event in
      var changed = event
      changed.frameBegin = moved(event.frameBegin)
      changed.frameEnd = moved(event.frameEnd)
      return changed
    }
    guard
      var rebuilt = try? Scenario(
        name: name, title: title, summary: summary, screenWidth: screenWidth,
        screenHeight: screenHeight, events: events, retargetRule: retargetRule,
        preferredFrameRate: preferredFrameRate, keyboardProfile: keyboardProfile)
    else { return nil }
    rebuilt.assumptions = assumptions
    return rebuilt
  }
}
