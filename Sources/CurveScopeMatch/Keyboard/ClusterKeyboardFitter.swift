import CurveScopeTiming

/// Fits one keyboard model to the recorded keyboard of one cluster of motions: the start time of
/// each animation by coordinate descent (``TimeSearch``), the unknown levels by least squares
/// (``LevelSolver``) for every trial of the times.
///
/// Model: value(t) = L_K + Σ_j (L_{j−1} − L_j)·(1 − p_j(t − τ_j)) (UIKit's additive
/// retargeting), linear in the levels L for fixed start times τ; p_j is the model's rise or fall
/// timing (by the direction of the initial guesses), or a step for a jump.
///
/// The search evaluates thousands of trial start times per fit, each changing one animation's
/// column of progress: the columns live in one flat buffer, a trial rewrites only its own
/// column, and the frames before the earliest start a search can try (where that column is 0
/// whatever the trial) are summed once per search (``KeyboardFitWorkspace``). Every sum is
/// taken in the same order as a full evaluation, so the results are the same to the last bit.
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
    var column = [Double](repeating: 0, count: times.count)
    let timing = timing(j)
    times.withUnsafeBufferPointer { times in
      column.withUnsafeMutableBufferPointer { column in
        Self.fill(column, times: times, timing: timing, start: start, from: 0)
      }
    }
    return column
  }

  /// Writes the progress of an animation run by `timing` (`nil`: a step) from `start` at
  /// `times[from...]` into `column[from...]`.
  ///
  /// Every ``Timing`` is exactly 0 before its start (and at a NaN time) and exactly 1 from its
  /// duration on; only the frames in between call ``Timing/progress(at:)``, with the same
  /// argument, so each value is the one a full evaluation gives.
  static func fill(
    _ column: UnsafeMutableBufferPointer<Double>, times: UnsafeBufferPointer<Double>,
    timing: Timing?, start: Double, from: Int
  ) {
    guard let timing else {
      for frame in from..<times.count { column[frame] = times[frame] - start >= 0 ? 1 : 0 }
      return
    }
    let duration = timing.duration
    for frame in from..<times.count {
      let seconds = times[frame] - start
      column[frame] =
        !(seconds >= 0) ? 0 : seconds >= duration ? 1 : timing.progress(at: seconds)
    }
  }

  /// The levels and squared error for the start times `trial`.
  func solve(_ trial: [Double]) -> (levels: [Double], squaredError: Double) {
    var workspace = KeyboardFitWorkspace(self)
    for j in trial.indices { workspace.setColumn(j, start: trial[j]) }
    let error = workspace.squaredError()
    return (workspace.solver.levels, error)
  }

  /// Coordinate descent over the start times, keeping them in order, with a pattern move
  /// (Hooke and Jeeves 1961) after each pass: start times and levels trade off along narrow
  /// valleys (an earlier hide with a lower first target), which plain coordinate steps follow
  /// slowly. The first pass searches each start's whole range on a grid of `step`; later passes
  /// search ±2 steps around it. Stops after `passes` passes without a gain of 1e-7 relative, at
  /// most 4 × `passes`.
  mutating func optimize(passes: Int = 2, step: Double = 0.004, tolerance: Double = 0.0001) {
    var workspace = KeyboardFitWorkspace(self)
    for j in starts.indices { workspace.setColumn(j, start: starts[j]) }
    var error = workspace.squaredError()
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
        workspace.beginSearch(j, earliest: low)
        let best = TimeSearch.minimize(
          low: low, high: high, step: pass > 1 ? step / 2 : step, tolerance: tolerance
        ) {
          workspace.trialError(start: $0)
        }
        if best.value < error {
          starts[j] = best.x
          error = best.value
        }
        workspace.setColumn(j, start: starts[j])
      }
      if starts.count > 1 {
        let moved = zip(starts, before).map { $0 + ($0 - $1) }
        let inRange = moved.indices.allSatisfy {
          ranges[$0].contains(moved[$0]) && ($0 == 0 || moved[$0] > moved[$0 - 1])
        }
        if inRange {
          var trial = workspace
          for j in moved.indices { trial.setColumn(j, start: moved[j]) }
          let value = trial.squaredError()
          if value < error {
            starts = moved
            workspace = trial
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
