/// One touch of a dismissal gesture: when, and the finger's screen y.
public struct PanSample: Hashable, Sendable {
  /// Seconds since the drag began.
  public var time: Double
  /// The finger's screen y in points (y downward).
  public var y: Double

  /// Creates a sample.
  public init(time: Double, y: Double) {
    self.time = time
    self.y = y
  }
}
