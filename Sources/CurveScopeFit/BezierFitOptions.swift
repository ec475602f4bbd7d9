/// What a Bézier fit may change and how finely it measures: a free or fixed duration, whether
/// y1 and y2 may leave [0, 1], and the grid's number of intervals.
public struct BezierFitOptions: Hashable, Sendable {
  /// The fitted curve's duration.
  public enum Duration: Hashable, Sendable {
    /// Chosen by the fit, between 0.1 × the target's duration and the window (1.2 × it).
    case free
    /// Given, in seconds (> 0, ≤ 10).
    case fixed(Double)
  }

  /// y1 and y2 without overshoot: [0, 1], the curve stays between start and end.
  public static let boundedYRange: ClosedRange<Double> = 0...1
  /// y1 and y2 with `allowsOvershoot`: [−1, 2], wide enough for any practical overshoot.
  public static let overshootYRange: ClosedRange<Double> = -1...2
  /// The longest fixed duration, in seconds.
  public static let maximumDuration = 10.0

  /// The fitted curve's duration: free (default) or fixed.
  public var duration: Duration
  /// Whether y1 and y2 may leave [0, 1] (default `false`).
  public var allowsOvershoot: Bool
  /// The number of grid intervals the error is measured on (default 600).
  public var intervals: Int

  /// Creates options.
  public init(
    duration: Duration = .free, allowsOvershoot: Bool = false,
    intervals: Int = FitGrid.defaultIntervals
  ) {
    self.duration = duration
    self.allowsOvershoot = allowsOvershoot
    self.intervals = intervals
  }

  /// The range y1 and y2 are searched in.
  public var yRange: ClosedRange<Double> {
    allowsOvershoot ? Self.overshootYRange : Self.boundedYRange
  }
}
