#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bounds of a fit's parameters and the change of variables that removes them.
///
/// Each bounded parameter v ∈ [low, high] is written v = low + (high − low)·sin²θ, so the
/// optimiser searches θ freely and every θ gives a valid curve (x1, x2 ∈ [0, 1] keep time
/// moving forward). The map is smooth, periodic and reaches both bounds (θ = 0, π/2), where its
/// derivative vanishes, so an optimum on a bound (y2 = 1 for the keyboard) is found without
/// penalties. Variables: x1, y1, x2, y2 and, when free, the duration.
struct FitParameterBox: Sendable {
  /// The range of each variable, in the order x1, y1, x2, y2[, duration].
  let ranges: [ClosedRange<Double>]
  /// The duration when it is not a variable.
  let fixedDuration: Double?

  /// The box for y ranges `yRange` and a free duration in `durationRange`, or a fixed one.
  init(yRange: ClosedRange<Double>, duration: Double?, durationRange: ClosedRange<Double>) {
    var ranges = [0.0...1.0, yRange, 0.0...1.0, yRange]
    if duration == nil { ranges.append(durationRange) }
    self.ranges = ranges
    self.fixedDuration = duration
  }

  /// The number of variables.
  var dimension: Int { ranges.count }

  /// The parameters (x1, y1, x2, y2, duration) for angles θ.
  @inline(__always)
  func parameters(_ angles: [Double]) -> (
    x1: Double, y1: Double, x2: Double, y2: Double, duration: Double
  ) {
    func value(_ index: Int) -> Double {
      let range = ranges[index]
      let s = sin(angles[index])
      return range.lowerBound + (range.upperBound - range.lowerBound) * (s * s)
    }
    return (value(0), value(1), value(2), value(3), fixedDuration ?? value(4))
  }

  /// Angles θ for parameter values (clamped into their ranges): θ = asin(√((v − low)/(high − low))).
  func angles(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double) -> [Double] {
    let values = [x1, y1, x2, y2, duration]
    return ranges.indices.map { index in
      let range = ranges[index]
      let width = range.upperBound - range.lowerBound
      let fraction = width > 0 ? (values[index] - range.lowerBound) / width : 0
      return asin(min(max(fraction, 0), 1).squareRoot())
    }
  }
}
