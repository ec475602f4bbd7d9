import CurveScopeNotifications
import CurveScopeSync
import CurveScopeTiming
import CurveScopeTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keyboard matched with the file's own events: one time offset fitted for every event.
extension KeyboardMatcher {
  /// The keyboard running `scenario`'s events with `model`, shifted by `offset` seconds.
  static func keyboard(_ scenario: Scenario, _ model: KeyboardModel, offset: Double)
    -> FittedKeyboard
  {
    var level = scenario.initialKeyboardTop
    var animations: [FittedKeyboard.Animation] = []
    for event in scenario.events where event.kind.isBeforeAnimation {
      let target = event.frameEnd.minY
      animations.append(
        FittedKeyboard.Animation(
          time: event.time + offset, from: level, to: target,
          timing: model.timing(for: event, from: level, to: target)))
      level = target
    }
    return FittedKeyboard(
      initialLevel: scenario.initialKeyboardTop, animations: animations,
      rule: scenario.retargetRule)
  }

  /// The closest model for the file's events, with the fitted offset.
  static func matchEvents(
    _ trace: Trace, scenario: Scenario, frames: MatchFrames, models: [KeyboardModel]
  ) -> (match: KeyboardModelMatch, stretches: [Stretch], offset: Double)? {
    guard !models.isEmpty else { return nil }
    var usable = (0..<frames.count).filter { frames.hasKeyboard($0) }
    guard !usable.isEmpty else { return nil }
    let stride = max(1, usable.count / 20_000)
    if stride > 1 {
      usable = Swift.stride(from: 0, to: usable.count, by: stride).map { usable[$0] }
    }
    func error(_ keyboard: FittedKeyboard) -> Double {
      usable.reduce(0) {
        let residual = frames.keyboard[$1] - keyboard.value(at: frames.times[$1])
        return $0 + residual * residual
      }
    }
    var scores: [Double] = []
    var offsets: [Double] = []
    for model in models {
      let best = TimeSearch.minimize(
        low: offsetRange.lowerBound, high: offsetRange.upperBound, step: 0.004, tolerance: 0.0001
      ) { error(keyboard(scenario, model, offset: $0)) }
      scores.append((best.value / Double(usable.count)).squareRoot())
      offsets.append(best.x)
    }
    let best = models.indices.min { scores[$0] < scores[$1] } ?? 0
    let fitted = keyboard(scenario, models[best], offset: offsets[best])
    let all = (0..<frames.count).filter { frames.hasKeyboard($0) }
    let stretch = Stretch(
      frames: 0..<frames.count, keyboard: fitted,
      squaredError: all.reduce(0) {
        let residual = frames.keyboard[$1] - fitted.value(at: frames.times[$1])
        return $0 + residual * residual
      }, count: all.count)
    let candidates = models.indices.map {
      KeyboardModelMatch.Candidate(name: models[$0].name, rmsPoints: scores[$0])
    }.sorted { $0.rmsPoints < $1.rmsPoints }
    let match = KeyboardModelMatch(
      name: models[best].name, rmsPoints: rms([stretch]), candidates: candidates, events: .file,
      offsetMilliseconds: offsets[best] * 1000, animationCount: fitted.animations.count,
      sampledStretches: 1)
    return (match, [stretch], offsets[best])
  }
}
