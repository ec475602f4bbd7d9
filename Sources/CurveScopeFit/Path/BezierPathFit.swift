/// A multi-segment Bézier path fitted to a timing, over a duration, with its accuracy (of the
/// rounded numbers it prints).
public struct BezierPathFit: Hashable, Sendable {
  /// The path, coordinates rounded to 4 decimals.
  public var path: BezierPath
  /// Seconds the path runs (whole milliseconds).
  public var duration: Double
  /// Its error against the target on the fit's grid.
  public var accuracy: FitAccuracy

  /// Creates a record.
  public init(path: BezierPath, duration: Double, accuracy: FitAccuracy) {
    self.path = path
    self.duration = duration
    self.accuracy = accuracy
  }

  /// The number of segments.
  public var segmentCount: Int { path.segments.count }

  /// The Kotlin snippet: the path, `PathInterpolator(path)` and the duration in milliseconds.
  public var androidSnippet: String {
    "val path = \(path.androidPath()); animator.interpolator = PathInterpolator(path); "
      + "animator.duration = \(Int((duration * 1000).rounded()))"
  }
}
