/// How an axis chooses its data range.
public enum AxisRange: Sendable, Equatable {
  /// Exactly from `lower` to `upper` (swapped if given in reverse).
  case fixed(lower: Double, upper: Double)
  /// The data's extent, widened by `padding` (a fraction of the span) on each side and stretched
  /// to include every value of `including` (for example 0). With `nice`, the ends are then moved
  /// out to the enclosing ticks.
  case automatic(padding: Double, including: [Double], nice: Bool)

  /// The data's extent plus 4 % on each side, like matplotlib's default margins of 5 %.
  public static let padded = AxisRange.automatic(padding: 0.04, including: [], nice: false)
  /// The data's extent exactly (time axes that start at 0 and end at the last sample).
  public static let tight = AxisRange.automatic(padding: 0, including: [], nice: false)
}
