public import CurveScopeTiming

/// How far a candidate timing is from a target on a ``FitGrid``: the largest and the RMS
/// position error, as fractions of the travel.
///
/// The error at instant tᵢ is eᵢ = candidate(tᵢ) − target(tᵢ) (both progress, 0 → 1, so a
/// fraction of the travel; × keyboard height gives points). Max error = maxᵢ |eᵢ|, RMS error =
/// √(Σ eᵢ² / count), over every instant of the grid.
public struct FitAccuracy: Hashable, Sendable {
  /// maxᵢ |eᵢ|, a fraction of the travel.
  public var maxError: Double
  /// √(mean eᵢ²), a fraction of the travel.
  public var rmsError: Double
  /// When the largest error happens (the first such instant), in seconds.
  public var maxErrorTime: Double
  /// The signed error there: positive when the candidate is ahead of the target.
  public var signedMaxError: Double

  /// Creates an accuracy record.
  public init(maxError: Double, rmsError: Double, maxErrorTime: Double, signedMaxError: Double) {
    self.maxError = maxError
    self.rmsError = rmsError
    self.maxErrorTime = maxErrorTime
    self.signedMaxError = signedMaxError
  }

  /// Measures `candidate` against `target` on `grid`.
  ///
  /// Complexity: O(grid.count) evaluations of each.
  public static func measure(
    _ candidate: some TimingFunction, against target: some TimingFunction, on grid: FitGrid
  ) -> FitAccuracy {
    var worst = 0.0
    var worstIndex = 0
    var worstSigned = 0.0
    var sumOfSquares = 0.0
    for index in 0..<grid.count {
      let time = grid.time(at: index)
      let error = candidate.progress(at: time) - target.progress(at: time)
      sumOfSquares += error * error
      if abs(error) > worst || error.isNaN {
        worst = abs(error)
        worstIndex = index
        worstSigned = error
      }
    }
    return FitAccuracy(
      maxError: worst, rmsError: (sumOfSquares / Double(grid.count)).squareRoot(),
      maxErrorTime: grid.time(at: worstIndex), signedMaxError: worstSigned)
  }

  /// The error series eᵢ on `grid`, for figures: (time in seconds, error).
  public static func errors(
    of candidate: some TimingFunction, against target: some TimingFunction, on grid: FitGrid
  ) -> [(time: Double, error: Double)] {
    (0..<grid.count).map { index in
      let time = grid.time(at: index)
      return (time, candidate.progress(at: time) - target.progress(at: time))
    }
  }
}
