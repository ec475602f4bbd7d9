/// One displayed frame of a ``FrameSeries``: when it was shown and where the keyboard's top edge
/// and the input bar's bottom edge were.
///
/// Screen points, y downward as in UIKit. An edge that was not seen on this frame (a recording
/// that lost it) is `nil`, and so is the gap then: nothing is invented for a missing frame.
public struct SeriesFrame: Hashable, Sendable {
  /// Seconds since the first notification (negative before it, in a recording).
  public var time: Double
  /// The same instant in milliseconds, as produced (a simulation's `time × 1000`, a trace's
  /// recorded value), so that no conversion rounds it twice.
  public var timeMilliseconds: Double
  /// The keyboard's top edge, in screen points; the screen height while hidden.
  public var keyboardTop: Double?
  /// The bar's bottom edge, in screen points.
  public var barBottom: Double?
  /// keyboardTop − barBottom − margin, with |gap| < 1e-9 pt taken as 0: positive is a blank strip
  /// between bar and keyboard, negative an overlap (the keyboard covers the bar); `nil` when
  /// either edge is missing.
  public var gap: Double?

  /// Creates a frame; the gap is computed with ``FrameSeries/gap(keyboardTop:barBottom:margin:)``.
  public init(
    time: Double, timeMilliseconds: Double, keyboardTop: Double?, barBottom: Double?,
    margin: Double
  ) {
    self.time = time
    self.timeMilliseconds = timeMilliseconds
    self.keyboardTop = keyboardTop
    self.barBottom = barBottom
    if let keyboardTop, let barBottom {
      gap = FrameSeries.gap(keyboardTop: keyboardTop, barBottom: barBottom, margin: margin)
    } else {
      gap = nil
    }
  }

  /// Whether both edges were seen on this frame.
  public var isComplete: Bool { gap != nil }
}
