public import CurveScopeCodec
import CurveScopeNotifications
import CurveScopeSupport

extension Scenario {
  /// The scenario `compare` uses without a file: the keyboard shows once on a 375×812 screen.
  ///
  /// - Parameters:
  ///   - keyboardHeight: keyboard height in points (default 291, iPhone X class without
  ///     QuickType).
  ///   - duration: the reported duration in seconds (default 0.25, as since iOS 7).
  ///   - curve: the reported curve (default 7, the keyboard's spring).
  ///   - screenWidth: screen width in points (default 375).
  ///   - screenHeight: screen height in points (default 812).
  /// - Throws: ``ScenarioError/keyboardHeight(_:screenHeight:)`` or
  ///   ``ScenarioError/duration(_:)`` for a height or duration out of range,
  ///   ``ScenarioError/screen(width:height:)`` for a bad screen.
  public static func defaultShow(
    keyboardHeight: Double = 291, duration: Double = 0.25, curve: AnimationCurve = .keyboard,
    screenWidth: Double = 375, screenHeight: Double = 812
  ) throws(ScenarioError) -> Scenario {
    guard screenWidth.isFinite, screenHeight.isFinite, screenWidth > 0, screenHeight > 0,
      screenWidth <= 100_000, screenHeight <= 100_000
    else {
      throw ScenarioError.screen(width: screenWidth, height: screenHeight)
    }
    guard keyboardHeight.isFinite, keyboardHeight >= 0, keyboardHeight <= screenHeight else {
      throw ScenarioError.keyboardHeight(keyboardHeight, screenHeight: screenHeight)
    }
    guard NumberRange.closed(0, KeyboardEventLimits.maximumDuration).contains(duration) else {
      throw ScenarioError.duration(duration)
    }
    let hidden = Rect(x: 0, y: screenHeight, width: screenWidth, height: keyboardHeight)
    let shown = Rect(
      x: 0, y: screenHeight - keyboardHeight, width: screenWidth, height: keyboardHeight)
    let width = JSONValue.number(screenWidth)
    let height = JSONValue.number(screenHeight)
    let name = "show-\(width)x\(height)-\(JSONValue.number(keyboardHeight))"
    return try Scenario(
      name: name,
      title: "Keyboard shows on \(width)×\(height), "
        + "\(JSONValue.number(keyboardHeight)) pt",
      summary:
        "willShow with duration \(JSONValue.number(duration)) s and curve \(curve.rawValue).",
      screenWidth: screenWidth, screenHeight: screenHeight,
      events: [
        KeyboardEvent(
          time: 0, kind: .willShow, frameBegin: hidden, frameEnd: shown, duration: duration,
          curve: curve, isLocal: true)
      ])
  }
}
