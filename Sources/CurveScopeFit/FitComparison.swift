import CurveScopeSupport
public import CurveScopeTiming

/// A fit, its target and the curves it is compared with, sampled on the fit's grid: the numbers
/// behind the fit figure and tables.
public struct FitComparison: Sendable {
  /// What a curve is in the comparison.
  public enum Role: String, Hashable, Sendable {
    /// The timing fitted.
    case target
    /// The fitted Bézier (rounded, as pasted).
    case fit
    /// A published stand-in.
    case standIn
  }

  /// One curve, sampled at ``FitComparison/timesMilliseconds``.
  public struct Curve: Sendable {
    /// A short name: the target's label, `fit`, or the stand-in's name.
    public var name: String
    /// The control points and duration (`(0.38, 0.7, 0.125, 1) over 0.5 s`); empty for the
    /// target.
    public var details: String
    /// What it is.
    public var role: Role
    /// Seconds it runs.
    public var duration: Double
    /// Progress (0 → 1) at each instant.
    public var progress: [Double]
    /// progress − target progress at each instant (all zero for the target).
    public var errors: [Double]
    /// Its accuracy against the target (`nil` for the target).
    public var accuracy: FitAccuracy?

    /// The name and the details, for legends.
    public var label: String { details.isEmpty ? name : "\(name) \(details)" }
  }

  /// The grid's instants, in milliseconds.
  public var timesMilliseconds: [Double]
  /// The grid.
  public var grid: FitGrid
  /// The target.
  public var target: Curve
  /// The fit first, then the stand-ins.
  public var candidates: [Curve]

  /// Samples `fit`'s target, its rounded curve and `standIns` on the fit's grid.
  /// - Parameters:
  ///   - fit: the fit whose target, grid and rounded curve are sampled.
  ///   - targetLabel: how the target is named (`keyboard (curve 7)`).
  ///   - standIns: published curves to compare with on the same grid.
  /// - Throws: ``TimingError`` only for stand-ins with invalid durations.
  public init(fit: BezierFit, targetLabel: String, standIns: [PublishedStandIn]) throws {
    let grid = fit.grid
    let times = grid.times
    let targetProgress = times.map { fit.target.progress(at: $0) }
    func curve(
      _ name: String, _ details: String, _ role: Role, _ timing: some TimingFunction,
      accuracy: FitAccuracy?
    ) -> Curve {
      let progress = times.map { timing.progress(at: $0) }
      let errors = zip(progress, targetProgress).map { $0 - $1 }
      return Curve(
        name: name, details: details, role: role, duration: timing.duration, progress: progress,
        errors: errors, accuracy: accuracy)
    }
    self.grid = grid
    timesMilliseconds = times.map { $0 * 1000 }
    target = curve(targetLabel, "", .target, fit.target, accuracy: nil)
    var candidates = [
      curve(
        "fit", Self.describe(fit.rounded.curve, duration: fit.rounded.duration), .fit,
        try fit.rounded.timing(), accuracy: fit.rounded.accuracy)
    ]
    for standIn in standIns {
      let timing = try standIn.timing()
      candidates.append(
        curve(
          "stand-in", Self.describe(standIn.curve, duration: standIn.duration), .standIn,
          timing, accuracy: FitAccuracy.measure(timing, against: fit.target, on: grid)))
    }
    self.candidates = candidates
  }

  /// `(0.2258, 0.1706, 0.1485, 0.9988) over 0.384 s`.
  public static func describe(_ curve: CubicBezier, duration: Double) -> String {
    let points = [curve.x1, curve.y1, curve.x2, curve.y2].map { JSONValue.number($0) }
    return "(\(points.joined(separator: ", "))) over \(JSONValue.number(duration)) s"
  }
}
