/// `linear()` fits for every number of stops from 2 up, non-increasing in error by
/// construction, and the one chosen.
public struct LinearEasingFitTable: Sendable {
  /// The fits for 2, 3, … stops, in order.
  public var fits: [LinearEasingFit]
  /// The error goal the default stop count meets (0.002 of the travel).
  public var goal: Double
  /// The smallest stop count whose fit meets ``goal``, or the largest tried when none does.
  public var defaultStopCount: Int
  /// The fit asked for (or the default).
  public var chosen: LinearEasingFit

  /// Creates a table.
  public init(
    fits: [LinearEasingFit], goal: Double, defaultStopCount: Int, chosen: LinearEasingFit
  ) {
    self.fits = fits
    self.goal = goal
    self.defaultStopCount = defaultStopCount
    self.chosen = chosen
  }
}
