import CurveScopeSync

extension BarStretch {
  /// The most stretches whose inferred notifications are joined into the scenario the
  /// explanation runs (the cost of the explanation grows with the scenario's span).
  static let maximumJoinedStretches = 64

  /// The scenario the match is explained on: the file's notifications (one stretch holds them
  /// all), or the notifications inferred for every stretch, joined on the trace's clock, so that
  /// a trace without notifications is explained on its shows and its hides alike, as its twin
  /// with notifications is (the first stretch alone holds only the first move: a show's overlap
  /// without the hide's gap). Falls back to the first stretch's scenario when the joined one
  /// cannot be built (a span over the scenario limit).
  static func explained(_ stretches: [BarStretch]) -> Scenario? {
    guard let first = stretches.first else { return nil }
    guard stretches.count > 1 else { return first.scenario }
    var events = first.scenario.events
    for stretch in stretches.dropFirst().prefix(maximumJoinedStretches - 1) {
      let shift = stretch.origin - first.origin
      for var event in stretch.scenario.events {
        event.time += shift
        events.append(event)
      }
    }
    let base = first.scenario
    guard
      var joined = try? Scenario(
        name: base.name, title: base.title, summary: base.summary,
        screenWidth: base.screenWidth, screenHeight: base.screenHeight, events: events,
        retargetRule: base.retargetRule)
    else { return first.scenario }
    joined.keyboardProfile = base.keyboardProfile
    return joined
  }
}
