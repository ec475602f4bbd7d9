/// One recorded frame of a ``Trace``: when it was seen and where the keyboard's top edge and the
/// input bar's bottom edge were.
///
/// Screen points, y downward as in UIKit. An edge that was not seen on this frame is `nil`.
public struct TraceFrame: Hashable, Sendable {
  /// Milliseconds since the trace's time origin (``Trace/timeOrigin``); negative before it.
  public var timeMilliseconds: Double
  /// The keyboard's top edge (the screen height while hidden), or `nil` when not seen.
  public var keyboardTop: Double?
  /// The bar's bottom edge, or `nil` when not seen.
  public var barBottom: Double?

  /// Creates a frame.
  public init(timeMilliseconds: Double, keyboardTop: Double?, barBottom: Double?) {
    self.timeMilliseconds = timeMilliseconds
    self.keyboardTop = keyboardTop
    self.barBottom = barBottom
  }
}
