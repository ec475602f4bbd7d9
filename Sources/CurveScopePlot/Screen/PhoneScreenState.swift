/// What moves on a drawn phone screen at one instant: plain numbers, so any source (a
/// simulation, a measured trace, a hand-written table) can drive the drawing.
public struct PhoneScreenState: Sendable, Hashable {
  /// Time in milliseconds (blinks the text caret: shown for 500 ms, hidden for 500 ms).
  public var timeMilliseconds: Double
  /// The keyboard's top edge in screen points, y downward (the screen height when hidden).
  public var keyboardTop: Double
  /// The input bar's bottom edge in screen points, y downward.
  public var barBottom: Double

  /// Creates a state.
  public init(timeMilliseconds: Double, keyboardTop: Double, barBottom: Double) {
    self.timeMilliseconds = timeMilliseconds
    self.keyboardTop = keyboardTop
    self.barBottom = barBottom
  }
}
