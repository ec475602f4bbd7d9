/// When the keyboard and the bar pass the middle of the keyboard's first travel: the two
/// instants behind ``SyncSummary/lagAtHalfTravelMilliseconds`` (lag = bar − keyboard).
public struct HalfTravelCrossing: Hashable, Sendable {
  /// The keyboard's half-travel level: the midpoint of ``FrameSeries/firstTravel``, in screen
  /// points.
  public var keyboardLevel: Double
  /// The bar's level: `keyboardLevel − margin`, in screen points.
  public var barLevel: Double
  /// When the keyboard's top edge reaches its level, in ms; `nil` if it never does.
  public var keyboardMilliseconds: Double?
  /// When the bar's bottom edge reaches its level, in ms; `nil` if it never does.
  public var barMilliseconds: Double?
}
