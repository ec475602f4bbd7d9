import CurveScopeTiming

/// Fits Android `PathInterpolator` paths of 2, 3, … cubic segments to a timing, for when one
/// Bézier is not close enough.
///
/// Start: the single fitted Bézier, split at equal parameter steps by de Casteljau (the same
/// curve, so the start's error is the one-segment error). Then Nelder–Mead over a smooth (C1)
/// parametrisation (`BezierPathParameters`: knots, tangents, handle lengths, duration), first
/// on the L^16 mean of the errors on a 150-interval grid, then on the maximum on the fit's grid.
/// The result is rounded (4 decimals, whole milliseconds) and measured on the fit's grid; if it
/// is not better than the path with one segment fewer, that path with its longest segment split
/// in two is used, so the error never rises with the segment count.
///
/// Deterministic. Complexity: a few thousand path evaluations on the grids.
public enum BezierPathFitter {
  /// Segment counts accepted: 1…6.
  public static let segmentRange = 1...6

  /// Fits for 1…`maximumSegments` segments, starting from the Bézier fit `single`.
  /// - Parameters:
  ///   - single: the one-segment fit: its target, grid and rounded curve are the start.
  ///   - maximumSegments: the most segments fitted (1…6).
  /// - Throws: ``FitError`` for a segment count outside ``segmentRange``.
  public static func fit(_ single: BezierFit, maximumSegments: Int = 3) throws -> [BezierPathFit] {
    guard segmentRange.contains(maximumSegments) else {
      throw FitError.pathSegments(maximumSegments, range: segmentRange)
    }
    let target = single.target
    let grid = single.grid
    let curve = single.rounded.curve
    let one = try BezierPath(segments: [
      BezierPathSegment(
        x0: 0, y0: 0, x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2, x3: 1, y3: 1)
    ])
    var fits = [try measured(one, duration: single.rounded.duration, target: target, grid: grid)]
    let coarse = try FitGrid(window: grid.window, intervals: min(grid.intervals, 150))
    let range =
      (BezierFitter.shortestDurationFactor * target.duration)...grid.window
    var previousFound: (path: BezierPath, duration: Double)?
    for count in 2...max(2, maximumSegments) where count <= maximumSegments {
      let parameters = BezierPathParameters(segments: count, durationRange: range)
      var start = one
      var startDuration = single.rounded.duration
      if let previous = previousFound {
        // Warm start: the previous count's optimum with its longest segment split in two.
        start = try previous.path.splitting(Self.longest(previous.path), at: 0.5)
        startDuration = previous.duration
      } else {
        for piece in 1..<count {
          // Split the last segment so the pieces cover equal parameter steps of the original.
          start = try start.splitting(piece - 1, at: 1 / Double(count - piece + 1))
        }
      }
      var vector = parameters.vector(start.segments, duration: startDuration)
      let smooth = PathObjective(target: target, grid: coarse, parameters: parameters)
      let sharp = PathObjective(target: target, grid: grid, parameters: parameters)
      let steps = [Double](repeating: 0.1, count: vector.count)
      vector =
        NelderMead(maximumEvaluations: 2000, valueTolerance: 1e-10, pointTolerance: 1e-7)
        .minimize({ smooth.value($0, exponentLog2: 4) }, from: vector, steps: steps).point
      for step in [0.02, 0.005] {
        vector =
          NelderMead(maximumEvaluations: 600, valueTolerance: 1e-12, pointTolerance: 1e-9)
          .minimize(
            { sharp.value($0, exponentLog2: nil) }, from: vector,
            steps: [Double](repeating: step, count: vector.count)
          ).point
      }
      let found = parameters.path(vector)
      previousFound = (try BezierPath(segments: found.segments), found.duration)
      var fit = try rounded(found.segments, duration: found.duration, target: target, grid: grid)
      if let previous = fits.last, !(fit.accuracy.maxError < previous.accuracy.maxError) {
        fit = try measured(
          try previous.path.splitting(Self.longest(previous.path), at: 0.5),
          duration: previous.duration,
          target: target, grid: grid)
      }
      fits.append(fit)
    }
    return fits
  }

  /// The index of the widest segment (in x).
  static func longest(_ path: BezierPath) -> Int {
    let segments = path.segments
    var longest = 0
    for i in segments.indices
    where segments[i].x3 - segments[i].x0 > segments[longest].x3 - segments[longest].x0 {
      longest = i
    }
    return longest
  }

  /// The path rounded to 4 decimals (control x kept within each segment) over whole
  /// milliseconds, measured.
  static func rounded(
    _ segments: [BezierPathSegment], duration: Double, target: Timing, grid: FitGrid
  ) throws -> BezierPathFit {
    func r(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
    var parts: [BezierPathSegment] = []
    for (index, s) in segments.enumerated() {
      let x0 = index == 0 ? 0 : parts[index - 1].x3
      let y0 = index == 0 ? 0 : parts[index - 1].y3
      let last = index == segments.count - 1
      let x3 = last ? 1 : r(s.x3)
      let y3 = last ? 1 : r(s.y3)
      parts.append(
        BezierPathSegment(
          x0: x0, y0: y0, x1: min(max(r(s.x1), x0), x3), y1: r(s.y1),
          x2: min(max(r(s.x2), x0), x3), y2: r(s.y2), x3: x3, y3: y3))
    }
    let milliseconds = max((duration * 1000).rounded(), 1)
    return try measured(
      try BezierPath(segments: parts), duration: milliseconds / 1000, target: target, grid: grid)
  }

  /// `path` over `duration`, measured on `grid`.
  static func measured(_ path: BezierPath, duration: Double, target: Timing, grid: FitGrid) throws
    -> BezierPathFit
  {
    let timing = try BezierPathTiming(path: path, duration: duration)
    return BezierPathFit(
      path: path, duration: duration,
      accuracy: FitAccuracy.measure(timing, against: target, on: grid))
  }
}
