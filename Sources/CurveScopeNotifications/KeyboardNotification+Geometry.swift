public import CurveScopeSupport

extension KeyboardNotification {
  /// The frame before the animation: `frameBegin`, or for iOS 3 dumps the rectangle of
  /// `bounds`' size centred on `centerBegin`.
  ///
  /// iOS 3 centres are in window coordinates, which equal screen coordinates for a full-screen
  /// portrait window, the only case those dumps show.
  public var resolvedFrameBegin: Rect? {
    frameBegin ?? Self.frame(centeredOn: centerBegin, size: bounds)
  }

  /// The frame after the animation: `frameEnd`, or the iOS 3 equivalent from `bounds` and
  /// `centerEnd` (see ``resolvedFrameBegin``).
  public var resolvedFrameEnd: Rect? {
    frameEnd ?? Self.frame(centeredOn: centerEnd, size: bounds)
  }

  /// The keyboard's height after the animation, points: the end frame's height (0 for an
  /// undocked or hardware keyboard on some systems), else the height of `bounds`, which UIKit
  /// documents as the keyboard's size.
  public var endHeight: Double? {
    resolvedFrameEnd?.height ?? bounds?.height
  }

  /// The keyboard's height before the animation, points.
  public var beginHeight: Double? {
    resolvedFrameBegin?.height
  }

  /// The vertical distance the keyboard's top edge moves, points: end `minY` − begin `minY`
  /// (negative while showing, positive while hiding, 0 for a change in place at the same top).
  public var verticalTravel: Double? {
    guard let begin = resolvedFrameBegin, let end = resolvedFrameEnd else { return nil }
    return end.minY - begin.minY
  }

  /// Whether the animation has a duration above zero (a predictive-bar toggle reports 0).
  public var isAnimated: Bool? {
    duration.map { $0 > 0 }
  }

  /// How much of a screen `screenHeight` points tall the end frame covers, points:
  /// `max(0, min(maxY, screenHeight) − max(minY, 0))`. This is what an input bar must clear.
  ///
  /// A 291 pt keyboard at `{{0, 521}, {375, 291}}` covers 291 pt of an 812 pt screen; after a
  /// hide, at `{{0, 812}, {375, 291}}`, it covers 0.
  public func visibleEndHeight(screenHeight: Double) -> Double? {
    resolvedFrameEnd.map { Self.visibleHeight(of: $0, screenHeight: screenHeight) }
  }

  /// How much of the screen the begin frame covers, points (see ``visibleEndHeight(screenHeight:)``).
  public func visibleBeginHeight(screenHeight: Double) -> Double? {
    resolvedFrameBegin.map { Self.visibleHeight(of: $0, screenHeight: screenHeight) }
  }

  /// Whether the keyboard is on screen after the animation: its end frame covers more than
  /// zero points of a screen `screenHeight` points tall.
  public func isEndFrameOnScreen(screenHeight: Double) -> Bool? {
    visibleEndHeight(screenHeight: screenHeight).map { $0 > 0 }
  }

  /// Whether the keyboard is on screen before the animation.
  public func isBeginFrameOnScreen(screenHeight: Double) -> Bool? {
    visibleBeginHeight(screenHeight: screenHeight).map { $0 > 0 }
  }

  /// A guess of the screen height, points, for a keyboard docked at the bottom: the smaller
  /// `maxY` of the begin and end frames that have a height (a docked keyboard's bottom edge is
  /// the screen's bottom at one end of the animation at least; the other end is off screen
  /// below it or at the same place).
  ///
  /// Shown `{{0, 812}, {375, 291}}` → `{{0, 521}, {375, 291}}` gives min(1103, 812) = 812.
  /// Wrong for undocked, split or floating iPad keyboards and for the rotated coordinates of
  /// iOS 7 and older in landscape.
  public var inferredScreenHeight: Double? {
    let bottoms = [resolvedFrameBegin, resolvedFrameEnd].compactMap { frame -> Double? in
      guard let frame, frame.height > 0 else { return nil }
      return frame.maxY
    }
    return bottoms.min()
  }

  private static func visibleHeight(of frame: Rect, screenHeight: Double) -> Double {
    let top = Swift.max(Swift.min(frame.minY, frame.maxY), 0)
    let bottom = Swift.min(Swift.max(frame.minY, frame.maxY), screenHeight)
    return Swift.max(0, bottom - top)
  }

  private static func frame(centeredOn center: Point?, size bounds: Rect?) -> Rect? {
    guard let center, let bounds else { return nil }
    return Rect(
      x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
      width: bounds.width, height: bounds.height)
  }
}
