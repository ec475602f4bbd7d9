public import CurveScopeNotifications
public import CurveScopeSupport

extension InputBarStrategy {
  /// Where the bar's bottom edge goes (screen y) when a notification of `kind` reports `frame`,
  /// read the strategy's way (``frameReading``), `margin` above it; with an assumed keyboard
  /// height, that height above the window's bottom while the frame's top is on screen.
  ///
  /// With the window filling the screen and a docked keyboard every reading gives
  /// `frame.minY − margin`, as ``barTarget(forKeyboardTop:screenHeight:)`` does.
  public func barTarget(
    for frame: Rect, kind: KeyboardEventKind, geometry: KeyboardGeometry
  ) -> Double {
    let bottom = geometry.windowBottom
    if let assumed = assumedKeyboardHeight {
      let isShown = frame.minY < geometry.screenHeight
      return (isShown ? bottom - assumed : bottom) - margin
    }
    switch frameReading {
    case .top:
      return Self.convertedTop(frame, geometry) - margin
    case .screenAsWindow:
      guard let window = geometry.window else { return frame.minY - margin }
      return window.minY + min(frame.minY, window.height) - margin
    case .height:
      let shows =
        kind != .willHide && kind != .didHide && frame.minY < geometry.screenHeight
        && frame.height > 0
      return (shows ? bottom - frame.height : bottom) - margin
    case .dockedOnly:
      if frame.width < geometry.screenWidth && frame.maxY < geometry.screenHeight {
        return bottom - margin
      }
      return Self.convertedTop(frame, geometry) - margin
    }
  }

  /// The frame's top converted into the window and clamped to its bottom (the frame's top when
  /// the window fills the screen).
  package static func convertedTop(_ frame: Rect, _ geometry: KeyboardGeometry) -> Double {
    guard let window = geometry.window else { return frame.minY }
    return min(frame.minY, window.maxY)
  }
}
