import CurveScope

/// The `strategy` target: the bytes as a custom strategy file, analysed on a show, an
/// interrupted show and the fuzz seed scenario at 60 and 120 Hz.
///
/// Invariants: the analyses' measures are consistent (see
/// ``SyncHarness/analyse(_:_:clock:mustSucceed:)``); any failure, of the decoding or the
/// analysis, is a typed error.
enum StrategyHarness {
  /// Scenarios every decoded strategy is analysed on.
  static let scenarios: [Scenario] = {
    var scenarios: [Scenario] = []
    for text in [FuzzSeeds.scenario, FuzzSeeds.hideScenario] {
      if let scenario = try? Scenario(json: Array(text.utf8)) { scenarios.append(scenario) }
    }
    if let show = try? Scenario.defaultShow(keyboardHeight: 336, curve: .easeInOut) {
      scenarios.append(show)
    }
    FuzzCheck.require(scenarios.count == 3, "the strategy target's scenarios do not decode")
    return scenarios
  }()

  static func run(_ bytes: [UInt8]) {
    let strategy: InputBarStrategy
    do {
      strategy = try InputBarStrategy(json: bytes, fallbackName: "fuzz")
    } catch {
      FuzzCheck.requireTyped(error, "InputBarStrategy(json:)")
      return
    }
    FuzzCheck.require(
      strategy.margin.isFinite && strategy.margin >= 0, "margin \(strategy.margin)")
    for scenario in scenarios {
      for rate in [FrameRate.hz60, .hz120] {
        SyncHarness.analyse(scenario, strategy, clock: FrameClock(rate), mustSucceed: false)
      }
    }
  }
}
