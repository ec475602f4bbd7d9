import CurveScope

/// The `scenario` target: the bytes as a scenario file, then the analysis with every preset at
/// the scenario's rate (as `compare` runs it).
///
/// Invariants: a decoded scenario holds 1…``Scenario/maximumEventCount`` events sorted by time,
/// the first at 0 s (an interactive dismissal's at its release) and none past
/// ``Scenario/maximumEventTime``; every preset analyses it
/// without an error (see ``SyncHarness/analyse(_:_:clock:mustSucceed:)``); a failure is a
/// typed error.
enum ScenarioHarness {
  static func run(_ bytes: [UInt8]) {
    let scenario: Scenario
    do {
      scenario = try Scenario(json: bytes, fallbackName: "fuzz")
    } catch {
      FuzzCheck.requireTyped(error, "Scenario(json:)")
      return
    }
    check(scenario)
    let clock = SyncHarness.clock(for: scenario)
    for strategy in InputBarStrategy.presets {
      SyncHarness.analyse(scenario, strategy, clock: clock, mustSucceed: true)
    }
  }

  /// The invariants of a valid scenario.
  static func check(_ scenario: Scenario) {
    let events = scenario.events
    FuzzCheck.require(
      (1...Scenario.maximumEventCount).contains(events.count),
      "\(scenario.name): \(events.count) events")
    // Times start at the first event, or for an interactive dismissal at the drag's start (its
    // notifications come at the release).
    let origin = scenario.interaction?.releaseTime ?? 0
    FuzzCheck.require(
      events[0].time == origin, "\(scenario.name): first event at \(events[0].time)")
    for (earlier, later) in zip(events, events.dropFirst()) {
      FuzzCheck.require(earlier.time <= later.time, "\(scenario.name): events out of order")
    }
    FuzzCheck.require(
      events[events.count - 1].time <= Scenario.maximumEventTime,
      "\(scenario.name): last event at \(events[events.count - 1].time) s")
  }
}
