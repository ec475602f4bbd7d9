public import CurveScopeTiming

/// Fits a cubic Bézier (and, optionally, its duration) to any timing function, minimising the
/// largest position error over the target's motion.
///
/// The error is measured on a ``FitGrid`` over a window of 1.2 × the target's duration (the
/// keyboard: the first 0.6 s, the window every sync analysis covers), or the fixed duration when
/// longer, so that the moments when either curve still moves are all measured. A free duration
/// is searched in [0.1, 1.2] × the target's duration. x1, x2 ∈ [0, 1]; y1, y2 ∈ [0, 1] unless
/// overshoot is allowed ([−1, 2] then).
///
/// The search (`FitSearch`) is Nelder–Mead from fixed starting curves, first on a smooth L^p
/// mean of the errors, then on their maximum with restarts; it is deterministic. The result is
/// then rounded for pasting (four decimals, whole milliseconds) and both curves are measured
/// with ``FitAccuracy`` on the fit's grid.
///
/// Example, the keyboard's curve 7 with y in [0, 1] and the duration free (600 intervals):
/// (0.2255, 0.1707, 0.1481, 1) over 0.385 s, max error ≈ 0.0092 of the travel, eight times
/// below the published stand-in's 0.077.
public enum BezierFitter {
  /// The window as a multiple of the target's duration.
  public static let windowFactor = 1.2
  /// The shortest free duration, as a fraction of the target's duration.
  public static let shortestDurationFactor = 0.1
  /// The longest target duration accepted, in seconds.
  public static let maximumTargetDuration = 60.0

  /// The window a fit is measured over: max(1.2 × target duration, fixed duration).
  public static func window(forTargetDuration duration: Double, fixedDuration: Double?) -> Double {
    max(windowFactor * duration, fixedDuration ?? 0)
  }

  /// Fits `target`.
  /// - Throws: ``FitError`` when the target does not move (duration 0) or runs longer than a
  ///   minute, a fixed duration is not in (0, 10] s, or the intervals are out of bounds.
  public static func fit(_ target: Timing, options: BezierFitOptions = BezierFitOptions()) throws
    -> BezierFit
  {
    let targetDuration = target.duration
    guard targetDuration.isFinite, targetDuration > 0,
      targetDuration <= Self.maximumTargetDuration
    else {
      throw FitError.targetDuration(targetDuration, limit: Self.maximumTargetDuration)
    }
    var fixedDuration: Double?
    if case .fixed(let seconds) = options.duration {
      guard seconds.isFinite, seconds > 0, seconds <= BezierFitOptions.maximumDuration else {
        throw FitError.duration(seconds, limit: BezierFitOptions.maximumDuration)
      }
      fixedDuration = seconds
    }
    let window = window(forTargetDuration: targetDuration, fixedDuration: fixedDuration)
    let grid = try FitGrid(window: window, intervals: options.intervals)
    let box = FitParameterBox(
      yRange: options.yRange, duration: fixedDuration,
      durationRange: (Self.shortestDurationFactor * targetDuration)...window)
    let search = try FitSearch(target: target, grid: grid, box: box)
    let found = search.run()
    let best = box.parameters(found.angles)
    let optimum = try measured(
      x1: best.x1, y1: best.y1, x2: best.x2, y2: best.y2, duration: best.duration,
      target: target, grid: grid)
    let (rounded, refitEvaluations) = try roundedFit(
      from: found.angles, search: search, target: target, grid: grid, options: options)
    return BezierFit(
      target: target, grid: grid, options: options, optimum: optimum, rounded: rounded,
      evaluations: search.evaluations + refitEvaluations)
  }

  /// A curve measured against `target` on `grid` with the library's own Bézier solver.
  static func measured(
    x1: Double, y1: Double, x2: Double, y2: Double, duration: Double, target: Timing,
    grid: FitGrid
  ) throws -> FittedBezier {
    let curve = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    let timing = try BezierTiming(curve: curve, duration: duration)
    return FittedBezier(
      curve: curve, duration: duration,
      accuracy: FitAccuracy.measure(timing, against: target, on: grid))
  }

  /// The curve to paste: with a free duration, the duration rounded to whole milliseconds and
  /// the control points refitted for it (on the fine grid); then the best of the 16 roundings of the control points
  /// to ``BezierFit/controlPointDecimals`` decimals (each rounded down or up, kept in range),
  /// by maximum error, then RMS error.
  static func roundedFit(
    from angles: [Double], search: FitSearch, target: Timing, grid: FitGrid,
    options: BezierFitOptions
  ) throws -> (fit: FittedBezier, evaluations: Int) {
    var parameters = search.box.parameters(angles)
    var evaluations = 0
    if search.box.fixedDuration == nil {
      let range = search.box.ranges[4]
      let milliseconds = (parameters.duration * 1000).rounded()
      let snapped = min(max(milliseconds / 1000, range.lowerBound), range.upperBound)
      let box = FitParameterBox(
        yRange: options.yRange, duration: snapped, durationRange: range)
      let refit = try FitSearch(target: target, grid: grid, box: box)
      let start = box.angles(
        x1: parameters.x1, y1: parameters.y1, x2: parameters.x2, y2: parameters.y2,
        duration: snapped)
      let found = refit.refineMaximum(refit.fine, from: start)
      parameters = box.parameters(found.angles)
      evaluations = refit.evaluations
    }
    var scale = 1.0
    for _ in 0..<BezierFit.controlPointDecimals { scale *= 10 }
    func choices(_ value: Double, in range: ClosedRange<Double>) -> [Double] {
      let down = (value * scale).rounded(.down) / scale
      let up = (value * scale).rounded(.up) / scale
      let candidates = (down == up ? [down] : [down, up]).map {
        min(max($0, range.lowerBound), range.upperBound)
      }
      return candidates
    }
    let xRange = 0.0...1.0
    let yRange = options.yRange
    var best: FittedBezier?
    for x1 in choices(parameters.x1, in: xRange) {
      for y1 in choices(parameters.y1, in: yRange) {
        for x2 in choices(parameters.x2, in: xRange) {
          for y2 in choices(parameters.y2, in: yRange) {
            let candidate = try measured(
              x1: x1, y1: y1, x2: x2, y2: y2, duration: parameters.duration, target: target,
              grid: grid)
            if let current = best,
              (current.accuracy.maxError, current.accuracy.rmsError)
                <= (candidate.accuracy.maxError, candidate.accuracy.rmsError)
            {
              continue
            }
            best = candidate
          }
        }
      }
    }
    // The choices always hold the optimum's own rounded values, so there is a candidate.
    guard let best else { preconditionFailure("BezierFitter.rounded: no candidate was measured") }
    return (best, evaluations)
  }
}
