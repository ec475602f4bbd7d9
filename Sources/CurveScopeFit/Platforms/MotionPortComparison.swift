public import CurveScopeTiming

/// The keyboard's motion on other platforms, sampled on a fit's grid: the target, the platforms'
/// exact springs (each with its own end) and the approximations (CSS `linear()`, an Android
/// multi-segment path, the cubic Bézier): the numbers behind the motion-ports figure.
public struct MotionPortComparison: Sendable {
  /// What a curve is.
  public enum Kind: String, Hashable, Sendable {
    /// The timing ported.
    case target
    /// A platform's spring, run by its own model.
    case spring
    /// A curve that can only approximate the spring.
    case approximation
  }

  /// One curve on the grid.
  public struct Curve: Sendable {
    /// A legend label (`Flutter SpringSimulation, ends 675 ms`).
    public var label: String
    /// What it is.
    public var kind: Kind
    /// Progress at each instant.
    public var progress: [Double]
    /// Progress − target progress at each instant.
    public var errors: [Double]
    /// Its accuracy against the target (`nil` for the target).
    public var accuracy: FitAccuracy?
  }

  /// The grid.
  public var grid: FitGrid
  /// The instants, in milliseconds.
  public var timesMilliseconds: [Double]
  /// The target.
  public var target: Curve
  /// The springs, then the approximations.
  public var candidates: [Curve]
  /// Seconds after which the target shows 1 (the keyboard: 0.5).
  public var targetDuration: Double

  /// Samples `target` and the candidates on `grid`.
  /// - Parameters:
  ///   - target: the timing ported.
  ///   - targetLabel: how the target is named in legends.
  ///   - grid: the instants sampled.
  ///   - springs: ports to draw (one per distinct end is enough: the motions coincide).
  ///   - approximations: labelled timings that approximate the target.
  public init(
    target: Timing, targetLabel: String, grid: FitGrid, springs: [SpringPort],
    approximations: [(label: String, timing: any TimingFunction)]
  ) {
    self.grid = grid
    targetDuration = target.duration
    let times = grid.times
    timesMilliseconds = times.map { $0 * 1000 }
    let targetProgress = times.map { target.progress(at: $0) }
    func curve(_ label: String, _ kind: Kind, _ timing: any TimingFunction) -> Curve {
      let progress = times.map { timing.progress(at: $0) }
      return Curve(
        label: label, kind: kind, progress: progress,
        errors: zip(progress, targetProgress).map { $0 - $1 },
        accuracy: FitAccuracy.measure(timing, against: target, on: grid))
    }
    self.target = Curve(
      label: targetLabel, kind: .target, progress: targetProgress,
      errors: [Double](repeating: 0, count: times.count), accuracy: nil)
    candidates =
      springs.map { port in
        let end = port.endTime.isFinite ? "\(Int((port.endTime * 1000).rounded())) ms" : "never"
        return curve("\(port.platform), ends \(end)", .spring, port.model.timing)
      } + approximations.map { curve($0.label, .approximation, $0.timing) }
  }
}
