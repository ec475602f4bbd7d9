/// Chooses where an axis's ticks go (matplotlib's `Locator`); labels come from a `TickFormatter`.
public protocol TickLocator: Sendable {
  /// The tick values within `lower...upper`, ascending; `targetCount` is a wish, not a promise.
  /// Must not trap on NaN, infinite or reversed bounds (return `[]` or a best effort).
  func ticks(from lower: Double, to upper: Double, targetCount: Int) -> [Double]
}
