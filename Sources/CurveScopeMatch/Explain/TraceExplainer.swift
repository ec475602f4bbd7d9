import CurveScopeExplain
import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming
public import CurveScopeTrace

/// Explains a recorded trace: its symptoms from the recorded frames, the strategy its bar moves
/// like, and — by running ``SyncExplainer`` on that strategy with the recording's notifications
/// (given or inferred) and its fitted latency — why it desyncs and what fixes it, in the words
/// of the app's platform (``PlatformWording``, ``PlatformFix``).
public enum TraceExplainer {
  /// Explains `trace`, matched by `matcher`, at `tolerance` points.
  /// - Throws: ``TraceMatchError`` when it cannot be matched; what ``SyncExplainer`` throws.
  public static func explain(
    _ trace: Trace, matcher: TraceMatcher = TraceMatcher(), tolerance: Double = 1,
    margin: Double? = nil
  ) throws -> TraceExplanation {
    try explain(trace, match: matcher.match(trace), tolerance: tolerance, margin: margin)
  }

  /// Explains `trace` with its `match` already made.
  /// - Throws: what ``SyncExplainer`` throws, or a bad `tolerance`.
  public static func explain(
    _ trace: Trace, match: TraceMatch, tolerance: Double = 1, margin: Double? = nil
  ) throws -> TraceExplanation {
    try explain(
      trace, match: match, recorded: trace.measure(tolerance: tolerance, margin: margin).summary,
      tolerance: tolerance)
  }

  /// Explains `trace` with its `match` made and its frames measured (`recorded`, at
  /// `tolerance`): a report that holds the measures passes them rather than measuring a second
  /// series of every frame.
  static func explain(
    _ trace: Trace, match: TraceMatch, recorded: SyncSummary, tolerance: Double
  ) throws -> TraceExplanation {
    let rate = match.modelClockRate ?? match.frameRate
    let strategy = match.matchedStrategy ?? match.customStrategy
    // A follower copies the keyboard below the bar's resting edge too: its lateness is
    // explained over the keyboard's whole travel, as the recording measured it.
    let whole =
      match.isFollower
      ? match.scenario.unclamped(from: match.scenario.screenHeight, to: trace.screenHeight)
      : nil
    let model = try strategy.map {
      try SyncExplainer.explain(
        scenario: whole ?? match.scenario, strategy: $0, clock: FrameClock(rate: rate),
        tolerance: tolerance)
    }
    var assumptions = match.assumptions(of: trace)
    if let model {
      let causes = irregularIntervalCauses(
        trace, match: match, recorded: recorded, model: model.before)
      let clamped = trace.screenHeight - match.scenario.screenHeight
      let inset = whole == nil ? max(trace.safeAreaBottom, match.safeAreaPoints) : 0
      assumptions.append(
        TraceAssumption(
          "regular-clock",
          "The model is simulated on a regular \(NumberText.reading(rate)) Hz clock ("
            + (match.modelClockRate == nil
              ? "the recording's median rate"
              : "\(NumberText.reading(rate / match.frameRate)) times the recording's median "
                + "rate, so that the bar's delay is a whole number of its frames")
            + ") without the recorder's faults"
            + (inset > 0 ? " or the \(NumberText.reading(inset)) pt safe area" : "")
            + ", so its numbers differ from the recording's"
            + (whole != nil && clamped > 0
              ? "; the keyboard travels to the screen's bottom, since a follower copies it below "
                + "the bar's \(NumberText.reading(clamped)) pt resting inset too"
              : "") + "." + causes.map { " " + $0 }.joined()))
    }
    let platform = match.platform
    var problems = withFollowerDelay(
      withLateNotificationCause(
        model.map { PlatformWording.problems($0, platform: platform) } ?? [], match: match),
      match: match)
    var confidence = match.confidence(of: trace)
    if !recorded.isInSync, model?.isInSync == true,
      let finding = desyncNotInModel(
        trace, match: match, recorded: recorded, confidence: &confidence)
    {
      problems.append(finding)
    }
    return TraceExplanation(
      recorded: recorded,
      symptoms: recorded.isInSync ? [] : SyncExplainer.symptoms(of: recorded),
      match: match, sentence: sentence(match, strategy: strategy), model: model,
      platform: platform, problems: problems, fix: PlatformFix(model?.fix, platform: platform),
      assumptions: assumptions, confidence: confidence)
  }

  /// The sentence naming the strategy the bar moves like, what it does, and what its latency
  /// means.
  static func sentence(_ match: TraceMatch, strategy: InputBarStrategy?) -> String {
    func pt(_ value: Double) -> String { "\(NumberText.reading(value, decimals: 2)) pt" }
    let latency = match.latencyMilliseconds
    guard match.isPreset, let strategy else {
      let what = match.custom.map {
        $0.isJump ? "it moves in \($0.motionText)" : "it animates with its own \($0.motionText)"
      }
      let closest = match.candidates.first.map {
        "; the closest preset, \($0.strategy), is \(pt($0.rmsPoints)) off (a preset matches "
          + "within \(pt(match.residualLimitPoints)))"
      }
      var text =
        "Your bar moves like no preset (RMS \(pt(match.rmsPoints)))"
        + (what.map { ": \($0)" } ?? "") + (closest ?? "") + "."
      if let custom = match.custom, let unexplained = unexplainedStart(custom, match: match) {
        text += " " + unexplained
      }
      return text
    }
    let rate = NumberText.reading(match.frameRate)
    var name = PlatformWording.presetText(match.strategy, platform: match.platform)
    var late = ""
    switch match.latency {
    case .follower(let frames):
      name += ", \(frames) frame\(frames == 1 ? "" : "s") late"
    case .startDelay(let milliseconds, let frames):
      name +=
        match.isFollower
        ? ", \(NumberText.reading(milliseconds)) ms late"
        : " started \(NumberText.reading(milliseconds)) ms late"
      late = " (\(NumberText.reading(frames)) frames at \(rate) Hz)"
    case .leads, .onTime:
      break
    }
    var text =
      "Your bar moves like \(name) (RMS \(pt(match.rmsPoints)), latency "
      + "\(NumberText.signed(latency)) ms\(late)): it \(does(strategy, match: match))"
    switch match.latency {
    case .follower(let frames):
      if let same = match.sameMotionText {
        let animated =
          match.sameMotion == TraceMatch.keyboardCurveMotion
          ? " A bar run by \(same)" : " A bar animated like \(same)"
        text +=
          animated + " but started \(frames) frame\(frames == 1 ? "" : "s") late moves the same "
          + "way here; the follower is named, the simpler mechanism."
      }
    case .startDelay(_, let frames) where match.isFollower:
      text +=
        " That is \(NumberText.reading(frames)) display frames, not a whole number: a display "
        + "link that reads the keyboard's last frame is whole frames late, so something else "
        + "delays the bar as well, likely " + PlatformWording.delayReason(match.platform) + "."
    case .startDelay(let milliseconds, _):
      text +=
        " No preset starts that late: something delays the bar, likely "
        + PlatformWording.delayReason(match.platform)
        + (lateNotificationCause(milliseconds: milliseconds, platform: match.platform).map {
          ", or \($0)"
        } ?? "") + "."
    case .leads, .onTime:
      break
    }
    let others = match.equivalents.filter { $0 != match.sameMotion }.map {
      PlatformWording.presetText($0, platform: match.platform)
    }
    if !others.isEmpty {
      text +=
        " This recording cannot tell it from \(others.joined(separator: ", ")): they move the "
        + "bar the same way here."
    }
    return text
  }

  /// For a custom bar that starts far from the keyboard (later than any preset is tried, or
  /// before it), the sentence that says its start is unexplained; `nil` otherwise.
  static func unexplainedStart(_ custom: CustomBar, match: TraceMatch) -> String? {
    let delay = custom.startDelayMilliseconds
    let range = TraceMatcher.latencyRange
    guard delay > range.upperBound * 1000 || delay < range.lowerBound * 1000 else { return nil }
    return "Its start, \(NumberText.signed(delay)) ms after the keyboard's, is unexplained: the "
      + "trace does not show what moved it so far from the notification"
      + (delay > 0 ? " (commonly \(PlatformWording.delayReason(match.platform)))" : "")
      + ", and the fitted curve is only a description of the motion."
  }

  /// What `strategy` does, as the rest of a sentence starting `it `, in the platform's words.
  static func does(_ strategy: InputBarStrategy, match: TraceMatch) -> String {
    let platform = match.platform
    let keyboard = PlatformWording.keyboardWords(platform)
    if case .follow = strategy.reaction, strategy.tracking.isPlain {
      let frames = strategy.latencyFrames
      guard frames > 0 else {
        return platform == .ios
          ? lowered(strategy.summary)
          : "follows \(keyboard)'s position in every frame, as it is drawn."
      }
      var count = frames == 1 ? "one frame" : "\(frames) frames"
      if case .startDelay(let milliseconds, _) = match.latency {
        count = "\(NumberText.reading(milliseconds)) ms"
      }
      return "reads \(keyboard)'s position every frame and applies it \(count) late, "
        + PlatformWording.lateReason(platform) + "."
    }
    guard platform != .ios else { return lowered(strategy.summary) }
    if case .follow = strategy.reaction {
      return "follows \(keyboard) frame by frame, reading it in its own way (\(strategy.name))."
    }
    return "animates to where \(keyboard) ends on a timing of its own "
      + "(\(PlatformWording.ownAnimation(platform))) instead of following it frame by frame."
  }

  /// `text` with its first letter lower-cased.
  static func lowered(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
