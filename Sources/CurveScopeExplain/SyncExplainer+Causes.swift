import CurveScopeCodec
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming

extension SyncExplainer {
  /// Why the bar leaves the keyboard: every cause found, most important first.
  static func causes(_ analysis: SyncAnalysis) throws -> [SyncFinding] {
    let strategy = analysis.strategy
    switch strategy.reaction {
    case .follow:
      return followCauses(analysis) + followProfileCauses(analysis)
    case .animate(let call):
      // Ignored notifications first when the strategy handles none of the moves.
      let ignoredFirst = handledMoves(analysis).isEmpty
      var found = ignoredFirst ? ignoredCauses(analysis) : []
      found += interactiveCauses(analysis)
      found += frameCauses(analysis)
      found += try timingCauses(analysis, call: call)
      found += try profileCauses(analysis, call: call)
      found += heightCauses(analysis)
      if !ignoredFirst { found += ignoredCauses(analysis) }
      found += try retargetCauses(analysis, call: call)
      if strategy.latencyFrames > 0 {
        let milliseconds = Double(strategy.latencyFrames) * 1000 / analysis.clock.rate
        found.append(
          SyncFinding(
            .animationLatency,
            "Each bar animation starts \(frames(strategy.latencyFrames)) "
              + "(\(NumberText.reading(milliseconds)) ms) after the notification, while the "
              + "keyboard starts at once: something runs before it starts, likely "
              + PlatformWording.delayReason(.ios) + ".",
            numbers: [
              .init("latencyFrames", Double(strategy.latencyFrames)),
              .init("latencyMs", milliseconds),
            ]))
      }
      return found
    }
  }

  /// A follower's latency, with the largest distance the keyboard moves in that time.
  static func followCauses(_ analysis: SyncAnalysis) -> [SyncFinding] {
    let latency = analysis.strategy.latencyFrames
    let tracking = analysis.strategy.tracking
    if tracking.source == .model { return [modelValueCause(analysis)] }
    if tracking.leadFrames > 0 || tracking.predictionCurve != nil {
      return predictionCauses(analysis)
    }
    guard latency > 0 else { return [] }
    var largest = 0.0
    for index in 0..<analysis.frameCount {
      let now = analysis.keyboardTop(atFrame: index)
      let then = analysis.keyboard.value(at: analysis.clock.time(ofFrame: index - latency))
      largest = max(largest, abs(now - then))
    }
    let rate = analysis.clock.rate
    let milliseconds = Double(latency) * 1000 / rate
    return [
      SyncFinding(
        .frameLatency,
        "The bar copies the keyboard's on-screen position \(frames(latency)) "
          + "(\(NumberText.reading(milliseconds)) ms) late, as a display link reading the last "
          + "frame's presentation layer does: at \(NumberText.reading(rate)) Hz the keyboard "
          + "moves up to \(NumberText.reading(largest)) pt in that time, and the bar trails it "
          + "by as much.",
        numbers: [
          .init("latencyFrames", Double(latency)), .init("latencyMs", milliseconds),
          .init("fps", rate), .init("maxStepPoints", largest),
        ])
    ]
  }

  /// The will-notifications the strategy handles.
  static func handledMoves(_ analysis: SyncAnalysis) -> [KeyboardEvent] {
    analysis.profiled.notifications.filter {
      $0.kind.isBeforeAnimation && analysis.strategy.handledKinds.contains($0.kind)
    }
  }

  /// The moves whose timing and target are examined: those handled, or, when the strategy
  /// handles none, those it ignores (what it would do once it observes them), with a prefix
  /// for the messages.
  static func examinedMoves(_ analysis: SyncAnalysis) -> (events: [KeyboardEvent], prefix: String) {
    let handled = handledMoves(analysis)
    guard handled.isEmpty else { return (handled, "") }
    return (ignoredMoves(analysis), "Once the app observes it, ")
  }

  /// `prefix` + `text`, the first letter of `text` lower-cased after a non-empty prefix.
  static func prefixed(_ prefix: String, _ text: String) -> String {
    guard !prefix.isEmpty, let first = text.first else { return text }
    return prefix + first.lowercased() + text.dropFirst()
  }

  /// `willShow at 0 ms`.
  static func label(_ event: KeyboardEvent) -> String {
    "\(event.kind.rawValue) at \(NumberText.reading(event.time * 1000)) ms"
  }

  /// The keyboard's side of a timing mismatch, in words.
  static func keyboardWords(_ event: KeyboardEvent, _ timing: Timing, profile: KeyboardProfile)
    -> String
  {
    if !profile.isDefault {
      return "Under the \(profile.name) profile the keyboard runs \(TimingWords.describe(timing)) "
        + "for the \(label(event))"
    }
    switch (event.curve, event.duration) {
    case (let curve?, let duration?) where curve == .keyboard:
      return "The notification (\(label(event))) says \(TimingWords.seconds(duration)), but "
        + "curve 7 runs \(TimingWords.describe(timing)) whatever the duration"
    case (let curve?, _?):
      return "For the \(label(event)) the keyboard runs \(TimingWords.describe(timing)) "
        + "(curve \(curve.rawValue))"
    default:
      let missing = [event.curve == nil ? "curve" : nil, event.duration == nil ? "duration" : nil]
        .compactMap { $0 }.joined(separator: " or ")
      return "The \(label(event)) has no \(missing) key, so the keyboard is assumed to run "
        + "UIKit's default, \(TimingWords.describe(timing))"
    }
  }

  /// A curve field's value in words: `ease-in-out`, `the keyboard's spring`.
  static func curveName(_ curve: AnimationCurve) -> String {
    switch curve.rawValue {
    case 0: "ease-in-out"
    case 1: "ease-in"
    case 2: "ease-out"
    case 3: "linear"
    case 7: "the keyboard's spring"
    default: "ease-in-out (assumed for curve \(curve.rawValue))"
    }
  }

  /// Where the bar's timing differs from the keyboard's, and why.
  static func timingCauses(_ analysis: SyncAnalysis, call: AnimationCall) throws -> [SyncFinding] {
    var found: [SyncFinding] = []
    var mismatches: [(event: KeyboardEvent, bar: Timing, keyboard: Timing)] = []
    let (events, prefix) = examinedMoves(analysis)
    let profile = analysis.scenario.keyboardProfile
    for event in events {
      let bar = try call.timing(for: event, profile: profile)
      let keyboardTiming = try profile.keyboardTiming(
        for: event, from: event.frameBegin.minY, to: event.frameEnd.minY)
      if bar != keyboardTiming { mismatches.append((event, bar, keyboardTiming)) }
    }
    guard let first = mismatches.first else { return [] }
    let comparison = TimingWords.comparison(first.bar, with: first.keyboard)
    let more = mismatches.count - 1
    let others =
      more > 0 ? " The same holds for \(more) more notification\(more == 1 ? "" : "s")." : ""
    var numbers: [SyncFinding.Number] = []
    if let reported = first.event.duration {
      numbers.append(.init("reportedDurationSeconds", reported))
    }
    numbers += [
      .init("keyboardDurationSeconds", first.keyboard.duration),
      .init("barDurationSeconds", first.bar.duration),
      .init("keyboard99Ms", comparison.keyboardMilliseconds),
      .init("bar99Ms", comparison.barMilliseconds),
      .init("notifications", Double(mismatches.count)),
    ]
    found.append(
      SyncFinding(
        .timingMismatch,
        prefixed(
          prefix,
          "\(keyboardWords(first.event, first.keyboard, profile: profile)); the bar runs "
            + "\(TimingWords.describe(first.bar)), which \(comparison.text).\(others)"),
        numbers: numbers))
    found += reasons(for: first.event, call: call, keyboard: first.keyboard, bar: first.bar)
    return found
  }
}
