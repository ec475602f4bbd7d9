import CurveScopeTiming

extension MotionPortComparison {
  /// The comparison for a timing fitted with `fit`: the exact springs (one per distinct end, at
  /// most `maximumSprings`), the CSS `linear()` fit with the default number of stops, the
  /// Android path of 2 segments.
  /// - Parameters:
  ///   - fit: the Bézier fit of the target (its target, grid and curve).
  ///   - targetLabel: how the target is named in legends.
  ///   - travel: the snippets' travel in points (the keyboard height).
  ///   - maximumSprings: the most springs drawn.
  /// - Throws: what the fitters throw (``FitError``, ``TimingError``).
  public static func fitted(
    _ fit: BezierFit, targetLabel: String, travel: Double, maximumSprings: Int = 5
  ) throws -> MotionPortComparison {
    let target = fit.target
    let grid = fit.grid
    var springs: [SpringPort] = []
    var ends: Set<Int> = []
    for port in try SpringPorts.ports(for: target, travel: travel, grid: grid) ?? []
    where port.isExact && springs.count < maximumSprings {
      let end = port.endTime.isFinite ? Int((port.endTime * 1000).rounded()) : -1
      if ends.insert(end).inserted { springs.append(port) }
    }
    let linear = try LinearEasingFitter.fit(target, grid: grid, extraRows: 0).chosen
    let paths = try BezierPathFitter.fit(fit, maximumSegments: 2)
    let path =
      paths.dropFirst().first { $0.accuracy.maxError <= LinearEasingFitter.defaultGoal }
      ?? paths[paths.count - 1]
    let approximations: [(label: String, timing: any TimingFunction)] = [
      ("CSS linear(), \(linear.stopCount) stops", try linear.timing()),
      (
        "Android Path, \(path.segmentCount) cubics",
        try BezierPathTiming(path: path.path, duration: path.duration)
      ),
    ]
    return MotionPortComparison(
      target: target, targetLabel: targetLabel, grid: grid, springs: springs,
      approximations: approximations)
  }

  /// The comparison for the iOS keyboard's curve 7 (its built-in Bézier fit), named
  /// `keyboard (curve 7)`, with snippets for a keyboard `keyboardHeight` points tall.
  /// - Throws: what the fitters throw (not for the built-in keyboard curve).
  public static func keyboardCurve(keyboardHeight: Double = 291) throws -> MotionPortComparison {
    try fitted(
      BezierFitter.keyboardCurveFit.get(), targetLabel: "keyboard (curve 7)",
      travel: keyboardHeight)
  }
}
