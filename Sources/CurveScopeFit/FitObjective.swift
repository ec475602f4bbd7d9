import CurveScopeTiming

/// The error of a candidate Bézier against the target on one grid, as the optimiser sees it.
///
/// The target is sampled once on the grid; each evaluation maps the optimiser's angles to a
/// curve (``FitParameterBox``), evaluates it at every instant with ``BezierSweep`` and reduces
/// the errors eᵢ = fit(tᵢ) − target(tᵢ) with a ``Norm``. Not thread-safe: it owns scratch
/// buffers so evaluations allocate nothing.
final class FitObjective {
  /// How the errors are reduced to one number.
  enum Norm {
    /// The L^p mean (Σ|eᵢ|^p / count)^(1/p) with p = 2^`exponentLog2`: smooth, and close to the
    /// maximum for large p (within a factor count^(1/p)).
    case power(exponentLog2: Int)
    /// maxᵢ |eᵢ|, what the fit is judged on.
    case maximum
  }

  let box: FitParameterBox
  private let times: [Double]
  private let targetValues: [Double]
  private var fractions: [Double]
  private var values: [Double]
  /// Evaluations made so far.
  private(set) var evaluations = 0

  /// The objective for `target` on `grid` within `box`.
  init(target: Timing, grid: FitGrid, box: FitParameterBox) {
    self.box = box
    times = grid.times
    targetValues = times.map { target.progress(at: $0) }
    fractions = [Double](repeating: 0, count: times.count)
    values = [Double](repeating: 0, count: times.count)
  }

  /// The reduced error for optimiser angles θ.
  func value(_ angles: [Double], norm: Norm) -> Double {
    let p = box.parameters(angles)
    return value(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2, duration: p.duration, norm: norm)
  }

  /// The reduced error for a curve over `duration` seconds.
  func value(
    x1: Double, y1: Double, x2: Double, y2: Double, duration: Double, norm: Norm
  ) -> Double {
    evaluations += 1
    let scale = 1 / duration
    let count = times.count
    times.withUnsafeBufferPointer { times in
      fractions.withUnsafeMutableBufferPointer { fractions in
        for index in 0..<count { fractions[index] = times[index] * scale }
      }
    }
    let sweep = BezierSweep(x1: x1, y1: y1, x2: x2, y2: y2)
    fractions.withUnsafeBufferPointer { fractions in
      values.withUnsafeMutableBufferPointer { values in
        sweep.evaluate(fractions, into: values)
      }
    }
    return values.withUnsafeBufferPointer { values in
      targetValues.withUnsafeBufferPointer { target in
        Self.reduce(values, target, norm: norm)
      }
    }
  }

  private static func reduce(
    _ values: UnsafeBufferPointer<Double>, _ target: UnsafeBufferPointer<Double>, norm: Norm
  ) -> Double {
    var largest = 0.0
    for index in values.indices {
      largest = max(largest, abs(values[index] - target[index]))
    }
    guard case .power(let exponentLog2) = norm, largest > 0 else { return largest }
    // Σ (|eᵢ| / max)^p by repeated squaring: no overflow or underflow trouble, no pow per point.
    let inverse = 1 / largest
    var sum = 0.0
    for index in values.indices {
      var ratio = abs(values[index] - target[index]) * inverse
      for _ in 0..<exponentLog2 { ratio *= ratio }
      sum += ratio
    }
    // (mean)^(1/p) by repeated square roots.
    var mean = sum / Double(values.count)
    for _ in 0..<exponentLog2 { mean = mean.squareRoot() }
    return largest * mean
  }
}
