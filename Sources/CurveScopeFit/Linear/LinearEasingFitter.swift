public import CurveScopeTiming

/// Fits CSS `linear()` stops to a timing: the N stops (first 0 at 0 %, last 1 at 100 %) whose
/// piecewise-linear easing over the timing's duration has the smallest maximum error on the
/// fit's grid.
///
/// 1. **Placement where the curve bends**: the interior stops start where the interpolation
///    error of a piecewise-linear function is spread evenly, knot density ∝ √|f″| (the error on
///    a knot interval of width h is about h²·|f″|/8), f″ from second differences of the target.
/// 2. **Minimax values**: for given positions, the values come from `LinearSplineMinimax`
///    (Lawson's algorithm), so the error oscillates around the curve instead of touching it.
/// 3. **Minimax positions**: the intervals are resized to equalise their errors (w ← w·(ē/e)^½,
///    damped), then each position is nudged by a shrinking pattern search, keeping only
///    improvements.
/// 4. **Rounding**: positions to 0.01 % and values (refitted for them) to 4 decimals; the error
///    reported is that of the rounded stops, evaluated with ``LinearEasing`` as the spec does.
/// 5. **Monotone in N**: N + 1 stops start from both a fresh placement and the N-stop solution
///    with a stop inserted in its worst interval; if neither beats N stops after rounding, the
///    N-stop easing with one stop repeated (the same function) is used, so the table never rises.
///
/// Deterministic. Complexity: O(N² × samples) per table row.
public enum LinearEasingFitter {
  /// The error goal of the default stop count: 0.002 of the travel.
  public static let defaultGoal = 0.002
  /// Stop counts accepted: 2…64.
  public static let stopRange = 2...64
  /// Rows of the table beyond the default or requested count.
  public static let extraRows = 4

  /// The table of fits for `target` on `grid`, from 2 stops up to the larger of the requested
  /// count and the default count plus ``extraRows`` (the default count: the smallest meeting
  /// `goal`, searched up to ``stopRange``'s upper bound).
  /// - Throws: ``FitError`` for a target without motion or a stop count outside ``stopRange``.
  /// - Parameters:
  ///   - target: the timing to approximate, run over its own duration.
  ///   - grid: the instants the error is measured at.
  ///   - stopCount: the count whose fit is ``LinearEasingFitTable/chosen`` (default: the fewest
  ///     meeting `goal`).
  ///   - goal: the largest error the default count must meet (0.002 of the travel).
  ///   - extraRows: rows beyond the default count (0 when only the default fit is wanted).
  public static func fit(
    _ target: Timing, grid: FitGrid, stopCount: Int? = nil, goal: Double = defaultGoal,
    extraRows: Int = LinearEasingFitter.extraRows
  ) throws -> LinearEasingFitTable {
    if let stopCount, !stopRange.contains(stopCount) {
      throw FitError.linearStops(stopCount, range: stopRange)
    }
    let duration = target.duration
    guard duration.isFinite, duration > 0 else {
      throw FitError.targetDuration(duration, limit: BezierFitter.maximumTargetDuration)
    }
    let problem = LinearEasingProblem(target: target, duration: duration, grid: grid)
    var fits: [LinearEasingFit] = []
    var previousKnots: [Double]?
    var defaultCount: Int?
    var count = stopRange.lowerBound
    while count <= stopRange.upperBound {
      let (fit, knots) = try problem.fit(
        stops: count, warmStart: previousKnots, previous: fits.last)
      fits.append(fit)
      previousKnots = knots
      if defaultCount == nil && fit.accuracy.maxError <= goal { defaultCount = count }
      let wanted = max(stopCount ?? 0, (defaultCount ?? stopRange.upperBound) + max(extraRows, 0))
      if count >= min(wanted, stopRange.upperBound) { break }
      count += 1
    }
    let defaultStops = defaultCount ?? count
    let chosenCount = stopCount ?? defaultStops
    let chosen = fits.first { $0.stopCount == chosenCount } ?? fits[fits.count - 1]
    return LinearEasingFitTable(
      fits: fits, goal: goal, defaultStopCount: defaultStops, chosen: chosen)
  }
}
