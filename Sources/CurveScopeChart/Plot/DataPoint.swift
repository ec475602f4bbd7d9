/// A point in data units (for example time in ms and screen y in points).
public struct DataPoint: Hashable, Sendable {
  /// The horizontal data value.
  public var x: Double
  /// The vertical data value.
  public var y: Double

  /// Creates a data point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Whether both coordinates are finite (not NaN or infinite); others are skipped when drawn.
  public var isFinite: Bool { x.isFinite && y.isFinite }
}
