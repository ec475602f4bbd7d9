public import CurveScopeTiming

/// One platform's code for a spring timing, with what that platform makes of it: the snippet,
/// the platform's model of it, and how far its motion is from the target.
public struct SpringPort: Sendable {
  /// The platform (`Flutter`).
  public var platform: String
  /// The API the snippet calls (`SpringSimulation + SpringDescription.withDampingRatio`).
  public var api: String
  /// Code to paste.
  public var code: String
  /// What the snippet animates and in which units (`controller value 0 → 1`).
  public var units: String
  /// The platform's model of the snippet, with the snippet's exact numbers.
  public var model: any PlatformSpringModel
  /// Whether the port is meant to be exact (the same differential equation) or an approximation
  /// (a parametrisation that can only come close, such as a whole number of milliseconds).
  public var isExact: Bool
  /// The largest |platform − target| on the grid's instants before either ends: the error of the
  /// spring motion itself.
  public var motionError: Double
  /// The error on the whole grid, with each side's end (the target's cut, the platform's rest).
  public var accuracy: FitAccuracy
  /// Extra facts worth a line (another release's end, a rounding).
  public var notes: [String]

  /// Creates a port.
  public init(
    platform: String, api: String, code: String, units: String, model: any PlatformSpringModel,
    isExact: Bool, motionError: Double, accuracy: FitAccuracy, notes: [String] = []
  ) {
    self.platform = platform
    self.api = api
    self.code = code
    self.units = units
    self.model = model
    self.isExact = isExact
    self.motionError = motionError
    self.accuracy = accuracy
    self.notes = notes
  }

  /// Where the platform ends the animation, in seconds (`.infinity` when it never does).
  public var endTime: Double { model.endTime }

  /// Measures `model` against `target` (whose spring is cut at `targetEnd` seconds) on `grid`:
  /// the motion error over instants before min(target end, platform end), and the full accuracy.
  /// - Parameters:
  ///   - model: the platform's model of a snippet.
  ///   - target: the timing it should reproduce.
  ///   - targetEnd: seconds after which the target shows 1.
  ///   - grid: the instants measured.
  public static func measure(
    _ model: any PlatformSpringModel, against target: Timing, targetEnd: Double, on grid: FitGrid
  ) -> (motionError: Double, accuracy: FitAccuracy) {
    let limit = min(targetEnd, model.endTime)
    var worst = 0.0
    for index in 0..<grid.count {
      let time = grid.time(at: index)
      guard time < limit else { break }
      let error = abs(model.progress(at: time) - target.progress(at: time))
      if !(error <= worst) { worst = error }
    }
    return (worst, FitAccuracy.measure(model.timing, against: target, on: grid))
  }
}
