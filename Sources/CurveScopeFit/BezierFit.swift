public import CurveScopeTiming

/// The result of fitting a cubic Bézier to a timing function: the optimum, the same rounded for
/// pasting, and how it was measured.
public struct BezierFit: Sendable {
  /// Decimals of the control points in ``rounded`` (and in the snippets).
  public static let controlPointDecimals = 4

  /// The timing fitted.
  public var target: Timing
  /// The grid the errors are measured on.
  public var grid: FitGrid
  /// The options used.
  public var options: BezierFitOptions
  /// The optimum at full precision.
  public var optimum: FittedBezier
  /// The curve to paste: control points rounded to ``controlPointDecimals`` decimals (the best of
  /// the neighbouring roundings) and, when the duration was free, a whole number of
  /// milliseconds, the control points refitted for that duration. Its accuracy is measured for
  /// exactly these numbers.
  public var rounded: FittedBezier
  /// Objective evaluations the search spent.
  public var evaluations: Int

  /// Creates a result.
  public init(
    target: Timing, grid: FitGrid, options: BezierFitOptions, optimum: FittedBezier,
    rounded: FittedBezier, evaluations: Int
  ) {
    self.target = target
    self.grid = grid
    self.options = options
    self.optimum = optimum
    self.rounded = rounded
    self.evaluations = evaluations
  }
}
