import CurveScopeNotifications
public import CurveScopeSupport

extension Scenario {
  /// An interactive dismissal: a docked keyboard `keyboardHeight` tall is shown on a
  /// `screenWidth`×`screenHeight` screen, the finger `track` drags it, and at the release UIKit
  /// posts willChangeFrame + willHide (it hides) or willChangeFrame + willShow (it returns), from
  /// the keyboard's frame at the release, with `reportedDuration` and curve 7.
  ///
  /// Times run from the drag's start (0); nothing is posted during the drag.
  /// - Throws: ``ScenarioError`` for a bad screen, height or duration; ``PanTrackError`` for a
  ///   bad hide velocity.
  public static func interactiveDismissal(
    name: String, title: String? = nil, summary: String = "", screenWidth: Double = 375,
    screenHeight: Double = 812, keyboardHeight: Double = 291, track: PanTrack,
    gesture: PanGesture? = nil, hideVelocity: Double = PanInteraction.defaultHideVelocity,
    reportedDuration: Double = 0.25, keyboardProfile: KeyboardProfile = .ios,
    window: Rect? = nil, preferredFrameRate: Double? = nil
  ) throws -> Scenario {
    guard screenWidth.isFinite, screenHeight.isFinite, screenWidth > 0, screenHeight > 0,
      screenWidth <= 100_000, screenHeight <= 100_000
    else {
      throw ScenarioError.screen(width: screenWidth, height: screenHeight)
    }
    guard keyboardHeight.isFinite, keyboardHeight > 0, keyboardHeight <= screenHeight else {
      throw ScenarioError.keyboardHeight(keyboardHeight, screenHeight: screenHeight)
    }
    guard NumberRange.closed(0, KeyboardEventLimits.maximumDuration).contains(reportedDuration)
    else {
      throw ScenarioError.duration(reportedDuration)
    }
    let shown = Rect(
      x: 0, y: screenHeight - keyboardHeight, width: screenWidth, height: keyboardHeight)
    let interaction = try PanInteraction(
      track: track, keyboardFrame: shown, hideVelocity: hideVelocity, gesture: gesture)
    let release = Rect(
      x: 0, y: interaction.releaseKeyboardTop(screenHeight: screenHeight), width: screenWidth,
      height: keyboardHeight)
    let hides = interaction.hides(screenHeight: screenHeight)
    let end =
      hides ? Rect(x: 0, y: screenHeight, width: screenWidth, height: keyboardHeight) : shown
    let events = [KeyboardEventKind.willChangeFrame, hides ? .willHide : .willShow].map { kind in
      KeyboardEvent(
        time: interaction.releaseTime, kind: kind, frameBegin: release, frameEnd: end,
        duration: reportedDuration, curve: .keyboard, isLocal: true)
    }
    return try Scenario(
      name: name, title: title, summary: summary, screenWidth: screenWidth,
      screenHeight: screenHeight, events: events, retargetRule: .additive,
      preferredFrameRate: preferredFrameRate, keyboardProfile: keyboardProfile, window: window,
      interaction: interaction)
  }

  /// A named dismissal gesture over the default 375×812 screen with a 291 pt keyboard.
  /// - Throws: as ``interactiveDismissal(name:title:summary:screenWidth:screenHeight:keyboardHeight:track:gesture:hideVelocity:reportedDuration:keyboardProfile:window:preferredFrameRate:)``.
  public static func interactiveDismissal(
    _ gesture: PanGesture, screenWidth: Double = 375, screenHeight: Double = 812,
    keyboardHeight: Double = 291, touchRate: Double = 120,
    keyboardProfile: KeyboardProfile = .ios
  ) throws -> Scenario {
    guard keyboardHeight.isFinite, keyboardHeight > 0, keyboardHeight <= screenHeight else {
      throw ScenarioError.keyboardHeight(keyboardHeight, screenHeight: screenHeight)
    }
    let track = try gesture.track(
      keyboardTop: screenHeight - keyboardHeight, keyboardHeight: keyboardHeight,
      touchRate: touchRate)
    return try interactiveDismissal(
      name: "interactive-\(gesture.rawValue)",
      title:
        "Interactive dismissal, \(gesture.rawValue.split(separator: "-").joined(separator: " "))",
      summary: "The finger drags a \(JSONValue.number(keyboardHeight)) pt keyboard "
        + "(\(gesture.rawValue)); no notification until the release.",
      screenWidth: screenWidth, screenHeight: screenHeight, keyboardHeight: keyboardHeight,
      track: track, gesture: gesture, keyboardProfile: keyboardProfile)
  }
}
