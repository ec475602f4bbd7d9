import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync

extension SyncExplainer {
  /// End frames read the wrong way for this screen: a floating keyboard's, `CGRect.zero`, a
  /// window's coordinates, a hardware keyboard's mostly off-screen frame.
  static func frameCauses(_ analysis: SyncAnalysis) -> [SyncFinding] {
    let strategy = analysis.strategy
    guard strategy.assumedKeyboardHeight == nil else { return [] }
    let geometry = analysis.profiled.geometry
    let n = { (value: Double) in NumberText.reading(value) }
    var found: [SyncFinding] = []
    var seen = Set<SyncFindingCode>()
    for event in handledMoves(analysis) {
      let frame = event.frameEnd
      let target = strategy.barTarget(for: frame, kind: event.kind, geometry: geometry)
      let rest = geometry.windowBottom - strategy.margin
      let isZero = frame.width == 0 && frame.height == 0 && frame.x == 0 && frame.y == 0
      if isZero, event.kind != .willHide, !seen.contains(.zeroEndFrame) {
        seen.insert(.zeroEndFrame)
        let edge = analysis.keyboard.value(at: event.time + 1e-6)
        let effect =
          target < rest - 0.5
          ? "sends the bar up to y = \(n(target)) pt" : "leaves the bar down at y = \(n(target)) pt"
        found.append(
          SyncFinding(
            .zeroEndFrame,
            "With Reduce Motion (cross-fade) the \(label(event)) reports CGRect.zero as its end "
              + "frame while the keyboard fades in with its top at y = \(n(edge)) pt; the "
              + "handler reads the zero frame and \(effect) (didShow brings the real frame "
              + "later).",
            numbers: [.init("barTargetPoints", target), .init("keyboardTopPoints", edge)]))
      } else if geometry.isFloating(frame), strategy.frameReading != .dockedOnly,
        !seen.contains(.floatingKeyboard)
      {
        seen.insert(.floatingKeyboard)
        found.append(
          SyncFinding(
            .floatingKeyboard,
            "The \(label(event)) reports a keyboard that does not reach the screen's bottom "
              + "(\(rectText(frame)): a floating keyboard), which covers nothing of the window's "
              + "bottom; the handler reads it as docked and sends the bar to y = \(n(target)) pt "
              + "instead of leaving it at \(n(rest)) pt.",
            numbers: [.init("barTargetPoints", target), .init("restPoints", rest)]))
      }
      if strategy.frameReading == .screenAsWindow, let window = geometry.window,
        window.minY != 0, !seen.contains(.windowCoordinates)
      {
        seen.insert(.windowCoordinates)
        let right = InputBarStrategy.convertedTop(frame, geometry) - strategy.margin
        found.append(
          SyncFinding(
            .windowCoordinates,
            "The window is \(rectText(window)) on the screen (Stage Manager, Slide Over); the "
              + "handler takes the \(label(event))'s screen-coordinate frame as the window's and "
              + "puts the bar at y = \(n(target)) pt, \(n(abs(target - right))) pt from y = "
              + "\(n(right)) pt.",
            numbers: [.init("windowY", window.minY), .init("offsetPoints", target - right)]))
      }
      if strategy.frameReading == .height, frame.maxY > geometry.screenHeight + 0.5,
        frame.minY < geometry.screenHeight, !seen.contains(.frameHeight)
      {
        seen.insert(.frameHeight)
        let visible = geometry.screenHeight - frame.minY
        found.append(
          SyncFinding(
            .frameHeight,
            "The \(label(event))'s end frame is \(n(frame.height)) pt tall but only "
              + "\(n(visible)) pt of it is on screen (a hardware keyboard shows just its shortcut "
              + "bar); the handler lifts the bar by the whole \(n(frame.height)) pt.",
            numbers: [
              .init("frameHeightPoints", frame.height), .init("visibleHeightPoints", visible),
            ]))
      }
    }
    return found
  }

  /// `{{x, y}, {w, h}}`.
  static func rectText(_ rect: Rect) -> String {
    let n = { (value: Double) in NumberText.reading(value) }
    return "{{\(n(rect.x)), \(n(rect.y))}, {\(n(rect.width)), \(n(rect.height))}}"
  }
}
