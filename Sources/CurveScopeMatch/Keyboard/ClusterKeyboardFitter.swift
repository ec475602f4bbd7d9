import CurveScopeTiming

/// Fits one keyboard model to the recorded keyboard of one cluster of motions: the start time of
/// each animation by coordinate descent (``TimeSearch``), the unknown levels by least squares
/// (``LevelSolver``) for every trial of the times.
///
/// Model: value(t) = L_K + Σ_j (L_{j−1} − L_j)·(1 − p_j(t − τ_j)) (UIKit's additive
/// retargeting), linear in the levels L for fixed start times τ; p_j is the model's rise or fall
/// timing (by the direction of the initial guesses), or a step for a jump.
struct ClusterKeyboardFitter {
  /// The frames fitted: times in seconds and keyboard values.
  let times: [Double]
  let values: [Double]
  /// The start times τ_j.
  var starts: [Double]
  /// The range each start may take.
  var ranges: [ClosedRange<Double>]
  /// Levels L_0…L_K that the recording fixes (rests); `nil` for the ones to solve.
  var known: [Double?]
  /// Guesses for the levels (used when the frames cannot determine one).
  var guesses: [Double]
  /// Whether animation j is a jump.
  var jumps: [Bool]
  /// The model.
  let model: KeyboardModel

  /// The timing of animation `j` under the model.
  func timing(_ j: Int) -> Timing? {
    jumps[j] ? nil : model.timing(from: guesses[j], to: guesses[j + 1])
  }

  /// The progress of animation `j` at every frame if it starts at `start`.
  func column(_ j: Int, start: Double) -> [Double] {
    guard let timing = timing(j) else {
      return times.map { $0 - start >= 0 ? 1 : 0 }
    }
    return times.map { timing.progress(at: $0 - start) }
  }

  /// The levels and squared error for the start times `trial`.
  func solve(_ trial: [Double]) -> (levels: [Double], squaredError: Double) {
    solve(columns: trial.indices.map { column($0, start: trial[$0]) })
  }

  /// The levels and squared error for the animations' progress `columns` (one per animation,
  /// one value per frame).
  func solve(columns: [[Double]]) -> (levels: [Double], squaredError: Double) {
    let count = columns.count
    var solver = LevelSolver(levels: count + 1)
    var weights = [Double](repeating: 0, count: count + 1)
    weights.withUnsafeMutableBufferPointer { weights in
      for (frame, value) in values.enumerated() {
        weights[0] = 1 - columns[0][frame]
        for j in 1..<count { weights[j] = columns[j - 1][frame] - columns[j][frame] }
        weights[count] = columns[count - 1][frame]
        solver.add(value, weights: UnsafeBufferPointer(weights))
      }
    }
    return solver.solve(known: known, fallback: guesses)
  }

  /// Coordinate descent over the start times, keeping them in order, with a pattern move
  /// (Hooke and Jeeves 1961) after each pass: start times and levels trade off along narrow
  /// valleys (an earlier hide with a lower first target), which plain coordinate steps follow
  /// slowly. The first pass searches each start's whole range on a grid of `step`; later passes
  /// search ±2 steps around it. Stops after `passes` passes without a gain of 1e-7 relative, at
  /// most 4 × `passes`.
  mutating func optimize(passes: Int = 2, step: Double = 0.004, tolerance: Double = 0.0001) {
    var columns = starts.indices.map { column($0, start: starts[$0]) }
    var error = solve(columns: columns).squaredError
    var calm = 0
    var pass = 0
    while calm < passes, pass < 4 * passes {
      pass += 1
      let before = starts
      let previous = error
      for j in starts.indices {
        var low = max(ranges[j].lowerBound, j > 0 ? starts[j - 1] + 0.001 : -.infinity)
        var high = min(
          ranges[j].upperBound, j + 1 < starts.count ? starts[j + 1] - 0.001 : .infinity)
        if pass > 1 {
          low = max(low, starts[j] - 2 * step)
          high = min(high, starts[j] + 2 * step)
        }
        guard high > low else { continue }
        var trial = columns
        let best = TimeSearch.minimize(
          low: low, high: high, step: pass > 1 ? step / 2 : step, tolerance: tolerance
        ) {
          trial[j] = column(j, start: $0)
          return solve(columns: trial).squaredError
        }
        if best.value < error {
          starts[j] = best.x
          columns[j] = column(j, start: best.x)
          error = best.value
        }
      }
      if starts.count > 1 {
        let moved = zip(starts, before).map { $0 + ($0 - $1) }
        let inRange = moved.indices.allSatisfy {
          ranges[$0].contains(moved[$0]) && ($0 == 0 || moved[$0] > moved[$0 - 1])
        }
        if inRange {
          let movedColumns = moved.indices.map { column($0, start: moved[$0]) }
          let value = solve(columns: movedColumns).squaredError
          if value < error {
            starts = moved
            columns = movedColumns
            error = value
          }
        }
      }
      calm = previous - error > 1e-7 * max(previous, 1e-12) ? 0 : calm + 1
    }
  }

  /// The fitted keyboard and its squared error.
  func result() -> (keyboard: FittedKeyboard, squaredError: Double) {
    let (levels, error) = solve(starts)
    let animations = starts.indices.map { j in
      FittedKeyboard.Animation(
        time: starts[j], from: levels[j], to: levels[j + 1], timing: timing(j))
    }
    return (FittedKeyboard(initialLevel: levels[0], animations: animations), error)
  }
}
