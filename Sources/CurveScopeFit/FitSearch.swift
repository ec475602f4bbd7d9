import CurveScopeTiming

/// The search behind ``BezierFitter``: Nelder–Mead from fixed starting curves on a smooth
/// objective, then on the true maximum error, with restarts.
///
/// 1. Every starting curve (a fixed list of familiar shapes, each at 0.75 and 1 × the target's
///    duration when the duration is free) runs on a coarse grid (≤ 150 intervals) against the
///    L^16 mean of the errors, which is smooth and already close to the maximum.
/// 2. The two best, by their maximum error on the coarse grid, run on the fine grid (≤ 1200
///    intervals) against the L^64 mean, then against the maximum itself, restarted from the best
///    vertex with smaller and smaller simplices (the maximum is not smooth, and Nelder–Mead
///    stalls on its ridges until restarted).
/// 3. When the fit's grid is finer still, the best is polished on it with one short restart
///    (at most ``fullGridEvaluations`` evaluations, so the finest grid stays well under a
///    second).
/// No randomness: the same target and options give the same result.
struct FitSearch {
  /// Familiar shapes to start from: ease-in-out, ease-out, ease-in, CoreAnimation's default,
  /// linear, the published keyboard stand-in, Android's IME curve and a fast-start curve.
  static let startingShapes: [(x1: Double, y1: Double, x2: Double, y2: Double)] = [
    (0.42, 0, 0.58, 1), (0, 0, 0.58, 1), (0.42, 0, 1, 1), (0.25, 0.1, 0.25, 1),
    (1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3), (0.38, 0.7, 0.125, 1), (0.2, 0, 0, 1),
    (0.1, 0.6, 0.3, 1),
  ]
  /// Starting durations, as fractions of the target's duration (free duration only).
  static let startingDurationFactors = [0.75, 1.0]
  /// Intervals of the coarse grid of stage 1.
  static let coarseIntervals = 150
  /// Intervals of the fine grid of stage 2.
  static let fineIntervals = 1200
  /// Candidates kept from stage 1.
  static let candidateCount = 2
  /// The most evaluations of the polish on a grid finer than the fine one.
  static let fullGridEvaluations = 100
  /// Simplex sizes (in angle units) of the restarts on the maximum.
  static let restartSteps = [0.03, 0.01, 0.003]

  let box: FitParameterBox
  let targetDuration: Double
  let coarse: FitObjective
  let fine: FitObjective
  /// The fit's own grid, when finer than the fine grid.
  let full: FitObjective?

  /// A search for `target` on `grid` within `box`.
  init(target: Timing, grid: FitGrid, box: FitParameterBox) throws {
    self.box = box
    targetDuration = target.duration
    let coarseGrid = try FitGrid(
      window: grid.window, intervals: min(grid.intervals, Self.coarseIntervals))
    let fineGrid = try FitGrid(
      window: grid.window, intervals: min(grid.intervals, Self.fineIntervals))
    coarse = FitObjective(target: target, grid: coarseGrid, box: box)
    fine = FitObjective(target: target, grid: fineGrid, box: box)
    full =
      grid.intervals > fineGrid.intervals ? FitObjective(target: target, grid: grid, box: box) : nil
  }

  /// Evaluations spent on every grid.
  var evaluations: Int { coarse.evaluations + fine.evaluations + (full?.evaluations ?? 0) }

  /// The starting points, as angles.
  var starts: [[Double]] {
    let durations =
      box.fixedDuration.map { [$0] }
      ?? Self.startingDurationFactors.map { factor in
        let range = box.ranges[4]
        return min(max(factor * targetDuration, range.lowerBound), range.upperBound)
      }
    return durations.flatMap { duration in
      Self.startingShapes.map { shape in
        box.angles(x1: shape.x1, y1: shape.y1, x2: shape.x2, y2: shape.y2, duration: duration)
      }
    }
  }

  /// Runs the three stages; returns the best angles and their maximum error on the fit's grid.
  func run() -> (angles: [Double], maxError: Double) {
    let stage1 = NelderMead(maximumEvaluations: 400, valueTolerance: 1e-7, pointTolerance: 1e-4)
    var candidates: [(angles: [Double], value: Double)] = starts.map { start in
      let found = stage1.minimize(
        { coarse.value($0, norm: .power(exponentLog2: 4)) }, from: start,
        steps: [Double](repeating: 0.25, count: start.count))
      return (found.point, coarse.value(found.point, norm: .maximum))
    }
    candidates.sort { $0.value < $1.value }
    var best: (angles: [Double], maxError: Double)?
    for candidate in candidates.prefix(Self.candidateCount) {
      let smooth = NelderMead(maximumEvaluations: 600, valueTolerance: 1e-10, pointTolerance: 1e-7)
        .minimize(
          { fine.value($0, norm: .power(exponentLog2: 6)) }, from: candidate.angles,
          steps: [Double](repeating: 0.05, count: candidate.angles.count))
      let refined = refineMaximum(fine, from: smooth.point)
      if best.map({ refined.maxError < $0.maxError }) ?? true { best = refined }
    }
    guard var result = best else { return (starts[0], .infinity) }
    if let full {
      result = refineMaximum(
        full, from: result.angles, steps: [0.002], evaluations: Self.fullGridEvaluations)
    }
    return result
  }

  /// Nelder–Mead on the maximum error, restarted from the best vertex with each simplex size in
  /// `steps`, each run spending at most `evaluations`; returns the best angles and their
  /// maximum error.
  func refineMaximum(
    _ objective: FitObjective, from start: [Double], steps: [Double] = FitSearch.restartSteps,
    evaluations: Int = 300
  ) -> (angles: [Double], maxError: Double) {
    let method = NelderMead(
      maximumEvaluations: evaluations, valueTolerance: 1e-12, pointTolerance: 1e-9)
    var point = start
    var value = objective.value(point, norm: .maximum)
    for step in steps {
      let found = method.minimize(
        { objective.value($0, norm: .maximum) }, from: point,
        steps: [Double](repeating: step, count: point.count))
      if found.value < value {
        point = found.point
        value = found.value
      }
    }
    return (point, value)
  }
}
