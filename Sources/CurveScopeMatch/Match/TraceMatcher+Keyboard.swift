import CurveScopeCodec
import CurveScopeSync
import CurveScopeTrace

extension TraceMatcher {
  /// The keyboard fitted to `trace` (its model, the match, and the stretches of motion the bar's
  /// candidates are simulated on), under the profile the presets are played by: the one the
  /// matcher judges against, else the one the trace names, else the matched model's.
  /// - Throws: ``TraceMatchError`` when the keyboard never moves without events, or the events
  ///   contradict the recorded keyboard.
  func keyboardStretches(_ trace: Trace, frames: MatchFrames, ceiling: Double) throws -> (
    match: KeyboardModelMatch, model: KeyboardModel, stretches: [BarStretch]
  ) {
    try Self.checkKeyboardSteadiness(trace, frames: frames)
    var stretches: [BarStretch] = []
    let keyboard: KeyboardModelMatch
    do {
      if let scenario = trace.scenario {
        guard
          let found = KeyboardMatcher.matchEvents(
            trace, scenario: scenario, frames: frames, models: keyboardModels)
        else { throw TraceMatchError.keyboardNeverMoves(trace: trace.name) }
        try Self.checkEvents(
          trace, scenario: scenario, keyboard: found.match, judged: profile != nil)
        keyboard = found.match
        stretches = [
          try BarStretch(
            frames: 0..<frames.count, keyboard: found.stretches[0].keyboard,
            fileScenario: scenario, offset: found.offset, ceiling: ceiling)
        ]
      } else {
        guard
          let found = KeyboardMatcher.matchInferred(
            trace, frames: frames, models: keyboardModels)
        else { throw TraceMatchError.keyboardNeverMoves(trace: trace.name) }
        keyboard = found.match
        // The notification a device posts with such a keyboard: curve 0 for UIKit's
        // ease-in-out (iOS 6 and earlier), curve 7 otherwise (a profile rewrites it as its
        // system posts it: Android's carry no curve).
        let curve: AnimationCurve = keyboard.name == "ease-in-out" ? .easeInOut : .keyboard
        stretches = try found.stretches.map {
          try BarStretch(
            frames: $0.frames, keyboard: $0.keyboard, trace: trace, ceiling: ceiling,
            threshold: trace.motions.thresholdPoints, curve: curve)
        }
      }
    } catch let error as ScenarioError {
      throw TraceMatchError.simulation(trace: trace.name, error)
    }
    let model = keyboardModels.first { $0.name == keyboard.name } ?? .jump
    let named = trace.keyboardProfile.flatMap { KeyboardProfile.builtIn(named: $0) }
    if let played = profile ?? named ?? model.profile {
      for index in stretches.indices { stretches[index].scenario.keyboardProfile = played }
    }
    return (keyboard, model, stretches)
  }

  /// The most a recorded keyboard may stray from the best model of a trace's own notifications,
  /// as a fraction of its travel (at least ``contradictionFloor`` points): beyond it the
  /// notifications and the frames do not describe the same motion.
  static let contradictionFraction = 0.15
  /// The smallest keyboard RMS, in points, taken as a contradiction.
  static let contradictionFloor = 5.0

  /// Refuses a trace whose notifications contradict its frames: none of them within the
  /// recorded frames (up to a second before the first), or no keyboard model that runs them
  /// near the recorded keyboard (unless a profile is `judged`: then a keyboard far from it is
  /// the verdict, said with a low confidence, not a contradiction of the file).
  static func checkEvents(
    _ trace: Trace, scenario: Scenario, keyboard: KeyboardModelMatch, judged: Bool
  ) throws(TraceMatchError) {
    let moves = scenario.events.filter(\.kind.isBeforeAnimation)
    guard let first = trace.frames.first?.timeMilliseconds,
      let last = trace.frames.last?.timeMilliseconds
    else { return }
    let inside = moves.contains { event in
      let milliseconds = event.time * 1000
      return milliseconds >= first - 1000 && milliseconds <= last
    }
    if !moves.isEmpty, !inside {
      throw .eventsOutsideFrames(
        trace: trace.name, eventMilliseconds: moves.map { $0.time * 1000 },
        firstMilliseconds: first, lastMilliseconds: last)
    }
    let tops = trace.frames.compactMap(\.keyboardTop)
    let recordedTravel = (tops.max() ?? 0) - (tops.min() ?? 0)
    let notifiedTravel =
      moves.map { abs($0.frameEnd.minY - $0.frameBegin.minY) }.max() ?? 0
    let travel = max(recordedTravel, min(notifiedTravel, trace.screenHeight))
    let limit = max(contradictionFloor, contradictionFraction * travel)
    if !judged, keyboard.rmsPoints > limit {
      throw .eventsContradictKeyboard(
        trace: trace.name, keyboardRMSPoints: keyboard.rmsPoints, travelPoints: travel)
    }
  }

  /// The smallest step, in points, counted as a reversal of the keyboard's direction.
  static let flickerStepPoints = 10.0

  /// Refuses a keyboard that reverses direction by more than ``flickerStepPoints`` on at least
  /// a quarter of its consecutive steps (and at least four times): a keyboard reverses at most
  /// where a notification interrupts its motion.
  static func checkKeyboardSteadiness(_ trace: Trace, frames: MatchFrames) throws(TraceMatchError) {
    var values: [Double] = []
    for index in 0..<frames.count where !frames.keyboard[index].isNaN {
      values.append(frames.keyboard[index])
    }
    guard values.count >= 3 else { return }
    var reversals = 0
    var previous = 0.0
    for index in 1..<values.count {
      let step = values[index] - values[index - 1]
      if abs(step) > flickerStepPoints, abs(previous) > flickerStepPoints, step * previous < 0 {
        reversals += 1
      }
      previous = step
    }
    let steps = values.count - 1
    if reversals >= 4, reversals * 4 >= steps {
      throw .keyboardFlickers(
        trace: trace.name, reversals: reversals, steps: steps, low: values.min() ?? 0,
        high: values.max() ?? 0)
    }
  }
}
