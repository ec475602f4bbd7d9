public import CurveScopeSync
public import CurveScopeTrace

extension Trace {
  /// The trace's notifications as a scenario the simulator plays: its screen, events (shifted
  /// like the frames) and retarget rule, under the built-in keyboard profile ``keyboardProfile``
  /// names (iOS when it names none or another); `nil` when the trace has no events.
  public var scenario: Scenario? {
    guard !events.isEmpty else { return nil }
    do {
      return try Scenario(
        name: name, title: title, summary: summary, screenWidth: screenWidth,
        screenHeight: screenHeight, events: events, retargetRule: retargetRule,
        preferredFrameRate: preferredFrameRate,
        keyboardProfile: keyboardProfile.flatMap { KeyboardProfile.builtIn(named: $0) } ?? .ios)
    } catch {
      // The trace checked its screen and events as a scenario checks them.
      preconditionFailure("a trace's events make no scenario: \(error)")
    }
  }
}
