/// The keyboard and the bar at one displayed frame.
public struct SyncFrame: Hashable, Sendable {
  /// Frame number, 0 at the first event.
  public var index: Int
  /// Time of the frame in milliseconds since the first event (index / rate × 1000).
  public var timeMilliseconds: Double
  /// The keyboard's top edge, in screen points (y downward).
  public var keyboardTop: Double
  /// The bar's bottom edge, in screen points (y downward).
  public var barBottom: Double
  /// keyboardTop − barBottom − margin: positive is a blank strip between bar and keyboard,
  /// negative is overlap (the keyboard covers the bar).
  public var gap: Double
  /// The keyboard's top edge velocity, points per second (negative when rising).
  public var keyboardVelocity: Double
  /// The bar's bottom edge velocity, points per second.
  public var barVelocity: Double

  /// Creates a frame.
  public init(
    index: Int, timeMilliseconds: Double, keyboardTop: Double, barBottom: Double, gap: Double,
    keyboardVelocity: Double, barVelocity: Double
  ) {
    self.index = index
    self.timeMilliseconds = timeMilliseconds
    self.keyboardTop = keyboardTop
    self.barBottom = barBottom
    self.gap = gap
    self.keyboardVelocity = keyboardVelocity
    self.barVelocity = barVelocity
  }
}
