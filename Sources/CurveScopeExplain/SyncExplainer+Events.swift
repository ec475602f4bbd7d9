import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync

extension SyncExplainer {
  /// The visible keyboard height for an end frame: screen height − top edge, at least 0.
  static func visibleHeight(_ event: KeyboardEvent, in scenario: Scenario) -> Double {
    max(0, scenario.screenHeight - event.frameEnd.minY)
  }

  /// An assumed keyboard height that sends the bar elsewhere than the end frame.
  static func heightCauses(_ analysis: SyncAnalysis) -> [SyncFinding] {
    let strategy = analysis.strategy
    guard let assumed = strategy.assumedKeyboardHeight else { return [] }
    let scenario = analysis.scenario
    let (events, prefix) = examinedMoves(analysis)
    for event in events {
      let keyboardTop = analysis.profiled.geometry.edge(of: event.frameEnd)
      let target = strategy.barTarget(
        for: event.frameEnd, kind: event.kind, geometry: analysis.profiled.geometry)
      let offset = target - (keyboardTop - strategy.margin)
      guard abs(offset) > analysis.tolerance else { continue }
      let height = visibleHeight(event, in: scenario)
      let n = { (value: Double) in NumberText.reading(value) }
      let effect =
        offset > 0
        ? "\(n(offset)) pt lower than the keyboard's top: the keyboard covers it"
        : "\(n(-offset)) pt higher than the keyboard's top: a blank strip stays"
      return [
        SyncFinding(
          .assumedHeight,
          prefixed(
            prefix,
            "The app assumes a \(n(assumed)) pt keyboard instead of reading the end frame; the "
              + "\(label(event)) says \(n(height)) pt, so the bar heads for y = \(n(target)) pt, "
              + "\(effect)."),
          numbers: [
            .init("assumedHeightPoints", assumed), .init("endFrameHeightPoints", height),
            .init("offsetPoints", offset),
          ])
      ]
    }
    return []
  }

  /// Will-notifications that move the keyboard but that the strategy does not observe.
  static func ignoredMoves(_ analysis: SyncAnalysis) -> [KeyboardEvent] {
    guard case .animate = analysis.strategy.reaction else { return [] }
    let geometry = analysis.profiled.geometry
    var target = geometry.edge(of: analysis.profiled.initialFrame)
    var ignored: [KeyboardEvent] = []
    for event in analysis.profiled.notifications where event.kind.isBeforeAnimation {
      let edge = geometry.edge(of: event.frameEnd)
      if !analysis.strategy.handledKinds.contains(event.kind), edge != target {
        ignored.append(event)
      }
      target = edge
    }
    return ignored
  }

  /// Notifications that move the keyboard and go unanswered.
  static func ignoredCauses(_ analysis: SyncAnalysis) -> [SyncFinding] {
    let ignored = ignoredMoves(analysis)
    guard let first = ignored.first else { return [] }
    let kinds = Set(ignored.map(\.kind.rawValue)).sorted()
    let moves = ignored.map {
      "\(label($0)) to \(NumberText.reading(visibleHeight($0, in: analysis.scenario))) pt"
    }
    let count = ignored.count
    return [
      SyncFinding(
        .ignoredNotifications,
        "The app does not observe \(list(kinds)): \(count) notification\(count == 1 ? "" : "s") "
          + "that move\(count == 1 ? "s" : "") the keyboard go\(count == 1 ? "es" : "") "
          + "unanswered (\(moves.joined(separator: ", "))).",
        numbers: [.init("count", Double(count)), .init("firstAtMs", first.time * 1000)])
    ]
  }

  /// `beginFromCurrentState` on an animation that interrupts a running one, while the
  /// keyboard's animations combine by another rule.
  static func retargetCauses(_ analysis: SyncAnalysis, call: AnimationCall) throws
    -> [SyncFinding]
  {
    let scenario = analysis.scenario
    guard scenario.retargetRule != .fromCurrentState else { return [] }
    let latency = Double(analysis.strategy.latencyFrames) / analysis.clock.rate
    var runningUntil = -Double.infinity
    for event in analysis.profiled.notifications
    where analysis.strategy.handledKinds.contains(event.kind) && event.kind.isBeforeAnimation {
      let start = event.time + latency
      let timing = try call.timing(for: event, profile: scenario.keyboardProfile)
      if start < runningUntil, call.options(for: event).contains(.beginFromCurrentState) {
        return [
          SyncFinding(
            .beginFromCurrentState,
            "The options set beginFromCurrentState, so when the \(label(event)) interrupts the "
              + "bar's running animation the new one starts from the bar's on-screen position, "
              + "while the keyboard's animations combine by the \(scenario.retargetRule.rawValue) "
              + "rule: after each interruption the two follow different paths.",
            numbers: [.init("atMs", event.time * 1000)])
        ]
      }
      runningUntil = max(runningUntil, start + timing.duration)
    }
    return []
  }

  /// Latent problems of a strategy that is in sync here.
  static func latentNotes(_ analysis: SyncAnalysis) throws -> [SyncFinding] {
    guard case .animate = analysis.strategy.reaction else { return [] }
    let missing = KeyboardEventKind.willKinds.subtracting(analysis.strategy.handledKinds)
    guard !missing.isEmpty else { return [] }
    let names = missing.map(\.rawValue).sorted()
    return [
      SyncFinding(
        .latentIgnoredNotifications,
        "In sync here, but the app does not observe \(list(names)): third-party keyboards, "
          + "input-method switches and the predictive bar move the keyboard with "
          + "willChangeFrame alone, and the bar would not follow.")
    ]
  }
}
