import CurveScopeMeasure
import CurveScopeSync
import CurveScopeTiming

/// Runs ``SyncAnalysis`` for strategies on the lint scenarios, remembering results: handlers
/// of the same shape (most of an app's) cost one analysis per scenario.
struct LintSimulator: Sendable {
  /// The scenarios.
  let scenarios: LintScenarios
  /// The display clock.
  let clock: FrameClock
  /// |gap| beyond which a frame is out of sync, in points.
  let tolerance: Double
  /// Per strategy (name and summary blanked), the measures by scenario number: one hash of
  /// the strategy per lookup of all its scenarios.
  private var cache: [InputBarStrategy: [Int: SyncSummary]] = [:]
  /// Whole selections already simulated: per strategy (name and summary blanked) and selection
  /// number, the results.
  private var selections: [InputBarStrategy: [Int: [LintScenarioResult]]] = [:]
  /// Strategies already built from a behaviour (the preset it equals, or a named custom one).
  var strategies: [InputBarStrategy: InputBarStrategy] = [:]
  /// Motions already simulated, by what their simulation depends on (`nil`: could not be
  /// simulated): a handler of a known shape costs one lookup.
  var motions: [SimulationKey: SimulatedMotion?] = [:]
  /// Fixes already searched: handlers of the same shape (most of an app's) get the same fix.
  var fixes: [FixKey: (fix: LintFix?, revealed: Set<LintCode>)] = [:]

  /// What a fix search depends on.
  struct FixKey: Hashable {
    /// The strategy, name and summary blanked.
    var strategy: InputBarStrategy
    /// The finding's codes.
    var codes: [LintCode]
    /// The scenarios it is simulated on.
    var selection: Int
    /// Whether the verdict's keyboards are out of sync.
    var outOfSync: Bool
  }

  /// Closest presets already found, by strategy.
  private var closest: [InputBarStrategy: String] = [:]

  /// The name of the preset `strategy` is (or is closest to).
  mutating func closestPresetName(to strategy: InputBarStrategy) -> String {
    if InputBarStrategy.presets.contains(where: { $0.name == strategy.name }) {
      return strategy.name
    }
    if let known = closest[strategy] { return known }
    let name = StrategyBuilder.closestPreset(to: strategy).name
    closest[strategy] = name
    return name
  }

  /// `strategy` with its name and summary blanked (the key of every cache).
  static func anonymous(_ strategy: InputBarStrategy) -> InputBarStrategy {
    var result = strategy
    result.name = ""
    result.summary = ""
    return result
  }

  /// The results of `strategy` on the selection numbered `selection`, if simulated before
  /// (renamed after `strategy`).
  func results(of strategy: InputBarStrategy, selection: Int) -> [LintScenarioResult]? {
    guard var results = selections[Self.anonymous(strategy)]?[selection] else { return nil }
    for position in results.indices { results[position].summary.strategy = strategy.name }
    return results
  }

  /// Remembers `results` of `strategy` on the selection numbered `selection`.
  mutating func remember(
    _ results: [LintScenarioResult], of strategy: InputBarStrategy, selection: Int
  ) {
    selections[Self.anonymous(strategy), default: [:]][selection] = results
  }

  /// A simulator at `clock` with `tolerance`.
  init(scenarios: LintScenarios, clock: FrameClock, tolerance: Double) {
    self.scenarios = scenarios
    self.clock = clock
    self.tolerance = tolerance
  }

  /// The measures of `strategy` in each of `played` (a number that identifies the scenario and
  /// profile, and the scenario), in order.
  /// - Throws: ``MotionError`` or ``TimingError`` from the analysis (bounded scenarios and
  ///   strategies built from checked values do not throw).
  mutating func summaries(
    of strategy: InputBarStrategy, in played: [(id: Int, scenario: Scenario)]
  ) throws -> [SyncSummary] {
    var anonymous = strategy
    anonymous.name = ""
    anonymous.summary = ""
    var known = cache[anonymous] ?? [:]
    var missed = false
    var result: [SyncSummary] = []
    result.reserveCapacity(played.count)
    for (id, scenario) in played {
      if var cached = known[id] {
        cached.strategy = strategy.name
        result.append(cached)
        continue
      }
      let summary = try SyncAnalysis(
        scenario: scenario, strategy: strategy, clock: clock, tolerance: tolerance
      ).summary()
      known[id] = summary
      missed = true
      result.append(summary)
    }
    if missed { cache[anonymous] = known }
    return result
  }
}
