extension SyncExplainer {
  /// Why the bar leaves the keyboard: every cause found, most important first.
  static func causes(_ analysis: SyncAnalysis) throws -> [SyncFinding] {
    let strategy = analysis.strategy
    switch strategy.reaction {
    case .follow:
      return followCauses(analysis)
    case .animate(let call):
      // Ignored notifications first when the strategy handles none of the moves.
      let ignoredFirst = handledMoves(analysis).isEmpty
      var found = ignoredFirst ? ignoredCauses(analysis) : []
      found += try timingCauses(analysis, call: call)
      found += heightCauses(analysis)
      if !ignoredFirst { found += ignoredCauses(analysis) }
      found += try retargetCauses(analysis, call: call)
      if strategy.latencyFrames > 0 {
        let milliseconds = Double(strategy.latencyFrames) * 1000 / analysis.clock.rate
        found.append(
          SyncFinding(
            .animationLatency,
            "Each bar animation starts \(frames(strategy.latencyFrames)) "
              + "(\(TimingWords.number(milliseconds)) ms) after the notification, as code "
              + "dispatched asynchronously does, while the keyboard starts at once.",
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
          + "(\(TimingWords.number(milliseconds)) ms) late, as a display link reading the last "
          + "frame's presentation layer does: at \(TimingWords.number(rate)) Hz the keyboard "
          + "moves up to \(TimingWords.number(largest)) pt in that time, and the bar trails it "
          + "by as much.",
        numbers: [
          .init("latencyFrames", Double(latency)), .init("latencyMs", milliseconds),
          .init("fps", rate), .init("maxStepPoints", largest),
        ])
    ]
  }

  /// The will-notifications the strategy handles.
  static func handledMoves(_ analysis: SyncAnalysis) -> [KeyboardEvent] {
    analysis.scenario.events.filter {
      $0.kind.isBeforeAnimation && analysis.strategy.handledKinds.contains($0.kind)
    }
  }

  /// The moves whose timing and target are examined: those handled, or, when the strategy
  /// handles none, those it ignores (what it would do once it observes them), with a prefix
  /// for the messages.
  static func examinedMoves(_ analysis: SyncAnalysis) -> (events: [KeyboardEvent], prefix: String)
  {
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
    "\(event.kind.rawValue) at \(TimingWords.number(event.time * 1000)) ms"
  }

  /// The keyboard's side of a timing mismatch, in words.
  static func keyboardWords(_ event: KeyboardEvent, _ timing: Timing) -> String {
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
    for event in events {
      let keyboard = KeyboardAnimation(event: event)
      let bar = try call.timing(for: event, keyboard: keyboard)
      let keyboardTiming = try keyboard.timing()
      if bar != keyboardTiming { mismatches.append((event, bar, keyboardTiming)) }
    }
    guard let first = mismatches.first else { return [] }
    let comparison = TimingWords.comparison(first.bar, with: first.keyboard)
    let others = mismatches.count > 1 ? " The same holds for \(mismatches.count - 1) more." : ""
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
          "\(keyboardWords(first.event, first.keyboard)); the bar runs "
            + "\(TimingWords.describe(first.bar)), which \(comparison.text).\(others)"),
        numbers: numbers))
    found += reasons(for: first.event, call: call, keyboard: first.keyboard, bar: first.bar)
    return found
  }

  /// Why the bar runs the timing it runs for `event`.
  static func reasons(
    for event: KeyboardEvent, call: AnimationCall, keyboard: Timing, bar: Timing
  ) -> [SyncFinding] {
    var found: [SyncFinding] = []
    let options = call.options(for: event)
    var ownCurve = true
    var ownDuration = true
    if call.insideHandler {
      let overrides = options.intersection(StrategyChange.overrideFlags)
      ownDuration = options.contains(.overrideInheritedDuration)
      ownCurve =
        options.contains(.overrideInheritedCurve) || options.contains(.overrideInheritedOptions)
      if !overrides.isEmpty {
        let bits = overrides.flagNames.joined(separator: ", ")
        found.append(
          SyncFinding(
            .overrideBits,
            "The change is made inside the handler, where it would inherit the keyboard's "
              + "animation, but its options (\(options.hex)) set \(bits), which stops that: it "
              + "runs \(TimingWords.describe(bar)) instead.",
            numbers: [
              .init("optionsRawValue", Double(options.rawValue)),
              .init("overrideBits", Double(overrides.rawValue)),
            ]))
      }
    }
    if ownDuration, event.duration == nil, case .reported(let fallback) = call.duration,
      fallback != KeyboardAnimation.assumedDuration
    {
      let reads = fallback == 0 ? "reads it as 0 s" : "falls back to \(TimingWords.seconds(fallback))"
      let effect = fallback == 0 ? ", so UIKit makes the change without animating" : ""
      found.append(
        SyncFinding(
          .missingDuration,
          "The \(label(event)) has no duration key (old iPad dumps lack it); the handler "
            + "\(reads)\(effect).",
          numbers: [.init("fallbackSeconds", fallback)]))
    }
    if ownCurve, event.curve == nil, case .notification(_, let fallback) = call.curve,
      fallback != KeyboardAnimation.assumedCurve
    {
      found.append(
        SyncFinding(
          .missingCurve,
          "The \(label(event)) has no curve key; the handler falls back to curve "
            + "\(fallback.rawValue) (\(fallback)), while the keyboard is assumed to run UIKit's "
            + "default, ease-in-out.",
          numbers: [.init("fallbackCurve", Double(fallback.rawValue))]))
    }
    guard ownCurve else { return found }
    let curveWords = event.curve.map { "curve \($0.rawValue)" } ?? "curve"
    // The curve the keyboard runs (assumed ease-in-out without a curve key).
    let keyboardCurve = event.curve ?? KeyboardAnimation.assumedCurve
    switch call.curve {
    case .notification(shifted: false, let fallback) where (event.curve ?? fallback).rawValue != 0:
      let raw = (event.curve ?? fallback).rawValue
      let decoded = CurveCodec.decode(options: options)
      let flags = options.flags.flagNames
      let flagText = flags.isEmpty ? "sets no flag" : "sets \(list(flags))"
      let intended = AnimationOptions(curve: AnimationCurve(rawValue: raw))
      found.append(
        SyncFinding(
          .unshiftedCurve,
          "The handler passes \(curveWords) as UIView.AnimationOptions(rawValue: UInt(curve)) "
            + "without << 16: the mask \(options.hex) \(flagText), and the curve field (bits "
            + "16–19) stays \(decoded.options.curve.rawValue), so UIKit runs "
            + "\(curveName(decoded.options.curve)) (\(intended.hex) was meant).",
          numbers: [
            .init("curveRawValue", Double(raw)), .init("optionsRawValue", Double(options.rawValue)),
            .init("curveField", Double(options.curve.rawValue)),
          ]))
    case .options(let mask) where mask.curve != keyboardCurve:
      let what =
        mask.curve == .easeInOut
        ? "passes no curve (options \(options.hex)), so UIKit runs its default, ease-in-out,"
        : "passes a fixed curve (\(mask.curve), options \(options.hex))"
      found.append(
        SyncFinding(
          .noCurve, "The animation call \(what) instead of the notification's \(curveWords).",
          numbers: [.init("optionsRawValue", Double(options.rawValue))]))
    case .timing(let spec):
      found.append(
        SyncFinding(
          .customTiming,
          "The bar runs a timing of its own, \(spec.name ?? spec.text), instead of the "
            + "notification's \(curveWords)."))
    case .notification, .options:
      break
    }
    if ownDuration, case .fixed(let seconds) = call.duration, seconds != event.duration,
      bar.duration != keyboard.duration, !(bar == Timing.keyboardCurve)
    {
      let reported =
        event.duration.map { "the notification's \(TimingWords.seconds($0))" }
        ?? "the \(TimingWords.seconds(KeyboardAnimation.assumedDuration)) the keyboard is assumed "
        + "to run without a duration key"
      found.append(
        SyncFinding(
          .fixedDuration,
          "The call animates for a fixed \(TimingWords.seconds(seconds)) instead of \(reported).",
          numbers: [.init("fixedDurationSeconds", seconds)]))
    }
    return found
  }

  /// `1 frame`, `2 frames`.
  static func frames(_ count: Int) -> String {
    count == 1 ? "1 frame" : "\(count) frames"
  }

  /// `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
