import CurveScopeTiming

/// The error of a path candidate against the target on one grid, as the path optimiser sees it:
/// the target sampled once, each candidate evaluated at every instant.
struct PathObjective {
  let times: [Double]
  let targetValues: [Double]
  let parameters: BezierPathParameters

  init(target: Timing, grid: FitGrid, parameters: BezierPathParameters) {
    times = grid.times
    targetValues = times.map { target.progress(at: $0) }
    self.parameters = parameters
  }

  /// The L^p mean of the errors (p = 2^exponentLog2), or their maximum when `nil`.
  func value(_ vector: [Double], exponentLog2: Int?) -> Double {
    let (segments, duration) = parameters.path(vector)
    var largest = 0.0
    var errors = [Double](repeating: 0, count: times.count)
    var segment = 0
    var u = 0.0
    for index in times.indices {
      let x = times[index] / duration
      let y: Double
      if x >= 1 {
        y = 1
      } else {
        while segment < segments.count - 1 && x > segments[segment].x3 {
          segment += 1
          u = 0
        }
        (y, u) = segments[segment].y(atX: x, from: u)
      }
      let error = abs(y - targetValues[index])
      errors[index] = error
      if !(error <= largest) { largest = error }
    }
    guard let exponentLog2, largest > 0, largest.isFinite else { return largest }
    var sum = 0.0
    for error in errors {
      var ratio = error / largest
      for _ in 0..<exponentLog2 { ratio *= ratio }
      sum += ratio
    }
    var mean = sum / Double(errors.count)
    for _ in 0..<exponentLog2 { mean = mean.squareRoot() }
    return largest * mean
  }
}
