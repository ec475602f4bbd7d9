public import CurveScopeSupport

/// The screen and the app's window a keyboard scenario plays on, and where a keyboard frame puts
/// the edge an input bar must rest on.
///
/// Keyboard frames are in screen coordinates; a window that does not fill the screen (Stage
/// Manager, Slide Over) has its own. The bar's edge is the keyboard's top edge where the keyboard
/// covers the window's bottom, the window's bottom where it does not (hidden, floating, or below
/// the window) — what `UIKeyboardLayoutGuide` tracks for a docked keyboard.
public struct KeyboardGeometry: Hashable, Sendable {
  /// Screen width in points.
  public var screenWidth: Double
  /// Screen height in points.
  public var screenHeight: Double
  /// The app's window in screen coordinates; `nil` when it fills the screen.
  public var window: Rect?

  /// Creates a geometry.
  public init(screenWidth: Double, screenHeight: Double, window: Rect? = nil) {
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.window = window
  }

  /// The window's bottom edge in screen y: the screen's bottom when the window fills it.
  public var windowBottom: Double { window?.maxY ?? screenHeight }

  /// Whether `frame` is a visible keyboard that does not reach the screen's bottom (a floating
  /// or undocked iPad keyboard), with half a point of slack.
  public func isFloating(_ frame: Rect) -> Bool {
    frame.height > 0 && frame.minY < screenHeight && frame.maxY < screenHeight - 0.5
  }

  /// The screen y of the edge the bar must rest on while the keyboard is at `frame`: the
  /// window's bottom for a floating keyboard; with a window, the keyboard's top clamped to the
  /// window's bottom; without one, the keyboard's top (the screen's height when hidden).
  public func edge(of frame: Rect) -> Double {
    if isFloating(frame) { return windowBottom }
    guard let window else { return frame.minY }
    return min(frame.minY, window.maxY)
  }
}
