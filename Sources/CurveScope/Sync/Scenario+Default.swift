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
  /// - Throws: ``ScenarioError`` for a non-finite or negative height or duration.
  public static func defaultShow(
    keyboardHeight: Double = 291, duration: Double = 0.25, curve: AnimationCurve = .keyboard,
    screenWidth: Double = 375, screenHeight: Double = 812
  ) throws -> Scenario {
    guard keyboardHeight.isFinite, keyboardHeight >= 0, keyboardHeight <= screenHeight else {
      throw ScenarioError(
        subject: "keyboard height \(keyboardHeight)",
        problem: "must be a number of points in [0, \(Int(screenHeight))]")
    }
    let hidden = Rect(x: 0, y: screenHeight, width: screenWidth, height: keyboardHeight)
    let shown = Rect(
      x: 0, y: screenHeight - keyboardHeight, width: screenWidth, height: keyboardHeight)
    let name = "show-\(Int(screenWidth))x\(Int(screenHeight))-\(JSONValue.number(keyboardHeight))"
    return try Scenario(
      name: name,
      title: "Keyboard shows on \(Int(screenWidth))×\(Int(screenHeight)), "
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
