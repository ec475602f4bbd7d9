import CurveScopeTiming

/// The evaluation state of one ``ClusterKeyboardFitter``: each animation's progress column in
/// one flat buffer, the level solver and its scratch, so that a trial start time costs no
/// allocation.
///
/// A search over animation j's start (``beginSearch(_:earliest:)``) sums once the frames before
/// the earliest start it may try: there column j is 0 whatever the trial, so those frames' sums
/// are the same for every trial. A trial then continues from those sums over the later frames
/// only, in the same order, so its error is bit for bit the one a full evaluation gives; a
/// trial before a summed frame (a rounding at the range's edge) is evaluated in full.
struct KeyboardFitWorkspace {
  /// The fitted frames' times and values.
  let times: [Double]
  let values: [Double]
  /// Each animation's timing (`nil`: a step).
  let timings: [Timing?]
  /// The known levels and the guesses the solver falls back on.
  let known: [Double?]
  let guesses: [Double]
  /// Whether the times never decrease (the prefix sums need it).
  let ascending: Bool
  /// The columns, animation after animation, one value per frame.
  private var columns: [Double]
  /// Scratch weights for one frame.
  private var weights: [Double]
  /// The solver of the last evaluation (its ``LevelSolver/levels`` are that evaluation's).
  private(set) var solver: LevelSolver
  /// The sums over the frames before ``prefix`` for the current search.
  private var prefixSums: LevelSolver
  /// How many leading frames ``prefixSums`` holds.
  private var prefix = 0
  /// The animation the current search moves.
  private var searched = 0

  /// A workspace for `fitter`'s frames and animations, every column 0.
  init(_ fitter: ClusterKeyboardFitter) {
    times = fitter.times
    values = fitter.values
    timings = fitter.starts.indices.map { fitter.timing($0) }
    known = fitter.known
    guesses = fitter.guesses
    var ascending = true
    for index in times.indices.dropFirst() where !(times[index - 1] <= times[index]) {
      ascending = false
    }
    self.ascending = ascending
    columns = Array(repeating: 0, count: timings.count * times.count)
    weights = Array(repeating: 0, count: timings.count + 1)
    solver = LevelSolver(levels: timings.count + 1)
    prefixSums = LevelSolver(levels: timings.count + 1)
  }

  /// Sets animation `j`'s column to its progress when it starts at `start`, at every frame.
  mutating func setColumn(_ j: Int, start: Double) {
    fill(j, start: start, from: 0)
  }

  private mutating func fill(_ j: Int, start: Double, from: Int) {
    let frames = times.count
    let timing = timings[j]
    times.withUnsafeBufferPointer { times in
      columns.withUnsafeMutableBufferPointer { columns in
        let column = UnsafeMutableBufferPointer(
          rebasing: columns[(j * frames)..<((j + 1) * frames)])
        ClusterKeyboardFitter.fill(column, times: times, timing: timing, start: start, from: from)
      }
    }
  }

  /// Sums `frames` into ``prefixSums`` (`toPrefix`) or ``solver``, in place.
  private mutating func add(_ frames: Range<Int>, toPrefix: Bool) {
    values.withUnsafeBufferPointer { values in
      columns.withUnsafeBufferPointer { columns in
        weights.withUnsafeMutableBufferPointer { weights in
          if toPrefix {
            prefixSums.add(values, columns: columns, frames: frames, weights: weights)
          } else {
            solver.add(values, columns: columns, frames: frames, weights: weights)
          }
        }
      }
    }
  }

  /// The squared error of the levels fitted to the current columns, over every frame.
  mutating func squaredError() -> Double {
    solver.reset()
    add(0..<times.count, toPrefix: false)
    return solver.solveInPlace(known: known, fallback: guesses)
  }

  /// Starts a search over animation `j`'s start, which tries no start before `earliest`: sums
  /// the frames before `earliest` once (column j is 0 there).
  mutating func beginSearch(_ j: Int, earliest: Double) {
    searched = j
    prefix = 0
    if ascending {
      while prefix < times.count, times[prefix] < earliest { prefix += 1 }
    }
    let frames = times.count
    columns.withUnsafeMutableBufferPointer { columns in
      for frame in 0..<prefix { columns[j * frames + frame] = 0 }
    }
    prefixSums.reset()
    add(0..<prefix, toPrefix: true)
  }

  /// The squared error with the searched animation starting at `start` (the column keeps that
  /// trial until ``setColumn(_:start:)``).
  mutating func trialError(start: Double) -> Double {
    let summed = prefix == 0 || !(times[prefix - 1] - start >= 0)
    let from = summed ? prefix : 0
    fill(searched, start: start, from: from)
    if summed { solver.setSums(from: prefixSums) } else { solver.reset() }
    add(from..<times.count, toPrefix: false)
    return solver.solveInPlace(known: known, fallback: guesses)
  }
}
