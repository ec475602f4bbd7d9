extension BezierPathFitter {
  /// The path to use among `fits` (by segment count from 1): the fewest segments beyond one
  /// whose maximum error is within `goal` of the travel, else the one with the most segments;
  /// `nil` without fits.
  ///
  /// A single Bézier is never chosen here: the multi-segment path is only offered when one cubic
  /// misses the goal (``isNeeded(_:goal:)``).
  public static func chosen(_ fits: [BezierPathFit], goal: Double) -> BezierPathFit? {
    fits.dropFirst().first { $0.accuracy.maxError <= goal } ?? fits.last
  }

  /// Whether one cubic Bézier (the first of `fits`) misses `goal`, so that a multi-segment path
  /// is worth offering.
  public static func isNeeded(_ fits: [BezierPathFit], goal: Double) -> Bool {
    (fits.first?.accuracy.maxError ?? 0) > goal
  }
}
