import CurveScopeSync

/// One strategy fitted to a recorded bar: what is reported, the predictor chosen, and the
/// latency it is evaluated at (0 for a follower held on the recording's clock, whose reported
/// latency is its frames).
struct CandidateFit: Sendable {
  /// The strategy's name, residual and reported latency.
  var candidate: BarCandidate
  /// The prediction.
  var predictor: BarPredictor
  /// The strategy, margin set.
  var strategy: InputBarStrategy
  /// The latency the predictor is evaluated at, in seconds.
  var latency: Double
  /// For a follower that copies the keyboard frames late: the keyboard's own motion started as
  /// late (a constant delay, not held from frame to frame), which is how an animation with the
  /// keyboard's own curve and duration started late moves the bar; with its RMS in points.
  var delayedCopy: (predictor: BarPredictor, latency: Double, rmsPoints: Double)?
}
