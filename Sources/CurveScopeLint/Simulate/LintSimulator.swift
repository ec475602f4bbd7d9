import CurveScopeMeasure
import CurveScopeMotion
import CurveScopeSync

/// Runs ``SyncAnalysis`` for strategies on the lint scenarios, remembering results: handlers
/// of the same shape (most of an app's) cost one analysis per scenario.
struct LintSimulator: Sendable {
  /// The scenarios.
  let scenarios: LintScenarios
  /// The display clock.
  let clock: FrameClock
  /// |gap| beyond which a frame is out of sync, in points.
  let tolerance: Double
  private var cache: [Key: SyncSummary] = [:]

  private struct Key: Hashable {
    var strategy: InputBarStrategy
    var scenario: String
    var profile: String
  }

  /// A simulator at `clock` with `tolerance`.
  init(scenarios: LintScenarios, clock: FrameClock, tolerance: Double) {
    self.scenarios = scenarios
    self.clock = clock
    self.tolerance = tolerance
  }

  /// The measures of `strategy` in `scenario`.
  /// - Throws: ``MotionError`` or ``TimingError`` from the analysis (bounded scenarios and
  ///   strategies built from checked values do not throw).
  mutating func summary(of strategy: InputBarStrategy, in scenario: Scenario) throws -> SyncSummary
  {
    var anonymous = strategy
    anonymous.name = ""
    anonymous.summary = ""
    let key = Key(
      strategy: anonymous, scenario: scenario.name, profile: scenario.keyboardProfile.name)
    if var cached = cache[key] {
      cached.strategy = strategy.name
      return cached
    }
    let summary = try SyncAnalysis(
      scenario: scenario, strategy: strategy, clock: clock, tolerance: tolerance
    ).summary()
    cache[key] = summary
    return summary
  }
}
