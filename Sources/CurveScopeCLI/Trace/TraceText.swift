import CurveScopeExplain
import CurveScopeMatch
import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeTrace

/// The human-readable lines of a trace report.
enum TraceText {
  /// The header: name and title, what recorded it, its quality, its time origin and settings.
  static func header(_ report: TraceReport) -> String {
    let trace = report.trace
    let quality = trace.quality
    func ms(_ value: Double?) -> String { value.map { NumberText.reading($0, decimals: 2) } ?? "—" }
    // Names, titles and source fields come from the file: escaped, each kept on its line.
    var lines = [
      TerminalString("\(trace.name): \(trace.title)").text,
      TerminalText.escaped(trace.recordingText),
    ]
    let first = NumberText.reading(trace.frames.first?.timeMilliseconds ?? 0)
    let last = NumberText.reading(trace.frames.last?.timeMilliseconds ?? 0)
    var qualityParts = [
      "\(quality.frameCount) frames (\(first)–\(last) ms)",
      "median interval \(ms(quality.medianIntervalMilliseconds)) ms"
        + (quality.frameRate.map { " (\(NumberText.reading($0)) Hz)" } ?? ""),
    ]
    if let jitter = quality.jitterMilliseconds { qualityParts.append("jitter \(ms(jitter)) ms") }
    qualityParts.append("missing \(quality.missingFrameCount)")
    qualityParts.append("repeated \(quality.repeatedFrameCount)")
    qualityParts.append("dropped \(quality.droppedFrameCount)")
    if quality.pauseCount > 0 {
      qualityParts.append(
        "\(quality.pauseCount) pause\(quality.pauseCount == 1 ? "" : "s") of the recorder")
    }
    lines.append(qualityParts.joined(separator: " · "))
    switch trace.timeOrigin {
    case .firstEvent:
      let events = trace.events.map {
        "\($0.kind.rawValue) at \(NumberText.reading($0.time * 1000)) ms"
      }
      lines.append("t = 0: the first notification (\(events.joined(separator: ", ")))")
    case .firstMotion:
      lines.append(
        "t = 0: the last frame before the keyboard moves (no notifications in the trace: inferred)")
    case .fileClock:
      lines.append("t = 0: the recorder's clock (the keyboard does not move)")
    }
    let summary = report.measurement.summary
    lines.append(
      "tolerance \(NumberText.reading(summary.tolerancePoints, decimals: 2)) pt · margin "
        + "\(NumberText.reading(summary.marginPoints)) pt"
        + (trace.safeAreaBottom > 0
          ? " · safe area \(NumberText.reading(trace.safeAreaBottom)) pt" : ""))
    return lines.joined(separator: "\n")
  }

  /// The measures of the recording and of its model, one row each.
  static func table(_ report: TraceReport) -> String {
    SyncText.table(
      [report.measurement.summary] + (report.modelMeasurement.map { [$0.summary] } ?? [])
    ).text
  }

  /// The match lines: the strategy, and the keyboard model.
  static func match(_ report: TraceReport) -> String {
    guard let match = report.match else {
      return "Match: — (\(report.matchProblem?.problem ?? "not matched"))"
    }
    func pt(_ value: Double) -> String { "\(NumberText.reading(value, decimals: 2)) pt" }
    func latency(_ value: Double) -> String { "\(NumberText.signed(value)) ms" }
    var lines: [String] = []
    let others = match.candidates.filter {
      $0.strategy != match.strategy && !match.equivalents.contains($0.strategy)
    }.prefix(3).map { "\($0.strategy) \(pt($0.rmsPoints))" }
    if let custom = match.custom, !match.isPreset {
      let closest = match.candidates.first
      lines.append(
        "Match: custom — no preset within \(pt(match.residualLimitPoints))"
          + (closest.map { " (closest \($0.strategy), \(pt($0.rmsPoints)))" } ?? "")
          + ": \(custom.motionText), RMS " + pt(custom.rmsPoints))
    } else {
      var line =
        "Match: \(name(match)) — RMS \(pt(match.rmsPoints)), latency "
        + "\(latency(match.latencyMilliseconds)) (presets within \(pt(match.residualLimitPoints)) match)"
      if !match.equivalents.isEmpty {
        let equivalents = match.equivalents.map {
          PlatformWording.presetText($0, platform: match.platform)
        }
        line += "; this trace cannot tell it from \(equivalents.joined(separator: ", "))"
      }
      lines.append(line)
      if match.latency != .onTime { lines.append("  latency: \(match.latency.text)") }
      if !others.isEmpty { lines.append("  next: " + others.joined(separator: ", ")) }
    }
    if match.marginPoints > 0 {
      lines.append(
        "  the bar rests \(pt(match.marginPoints)) above the shown keyboard (fitted margin)")
    }
    if match.safeAreaPoints > 0 {
      let hint =
        report.trace.safeAreaBottom > 0
        ? ""
        : "; if that is the safe area, --safe-area-bottom "
          + "\(NumberText.reading(match.safeAreaPoints)) measures against it"
      lines.append(
        "  the bar rests \(pt(match.safeAreaPoints)) above the screen's bottom while the keyboard "
          + "is hidden\(hint)")
    }
    let keyboard = match.keyboardModel
    var keyboardLine =
      "Keyboard: \(keyboard.name) — RMS \(pt(keyboard.rmsPoints)), "
      + (keyboard.events == .file
        ? "the file's events"
          + (keyboard.offsetMilliseconds.map { ", recorded \(latency($0)) after them" } ?? "")
        : "\(keyboard.animationCount) animation\(keyboard.animationCount == 1 ? "" : "s") inferred")
    let next = keyboard.candidates.filter { $0.name != keyboard.name }.prefix(2)
    if !next.isEmpty {
      keyboardLine +=
        "; next: " + next.map { "\($0.name) \(pt($0.rmsPoints))" }.joined(separator: ", ")
    }
    lines.append(keyboardLine)
    let confidence = match.confidence(of: report.trace)
    lines.append(
      "Confidence: \(confidence.level.rawValue)"
        + (confidence.level == .high ? "" : " — " + (confidence.reasons.last ?? "")))
    return lines.joined(separator: "\n")
  }

  /// The match's name with what its latency means: `display-link, 2 frames late`,
  /// `curve-shift started 50 ms late`; on another platform than iOS, after the mechanism in its
  /// terms when `platformTerms`.
  static func name(_ match: TraceMatch, platformTerms: Bool = true) -> String {
    let strategy =
      platformTerms
      ? PlatformWording.presetText(match.strategy, platform: match.platform) : match.strategy
    return switch match.latency {
    case .follower(let frames): "\(strategy), \(frames) frame\(frames == 1 ? "" : "s") late"
    case .startDelay(let milliseconds, let frames) where match.isFollower:
      "\(strategy), \(NumberText.reading(milliseconds)) ms "
        + "(\(NumberText.reading(frames, decimals: 2)) frames) late"
    case .startDelay(let milliseconds, _):
      "\(strategy) started \(NumberText.reading(milliseconds)) ms late"
    case .onTime, .leads: strategy
    }
  }

  /// The assumptions of the report, one line each.
  static func assumptions(_ report: TraceReport) -> String {
    report.assumptions.map { "Assumed: \($0.message)\n" }.joined()
  }

  /// One sentence on the match, for a figure's header: `Moves like curve-shift: RMS 0.42 pt,
  /// latency +0.3 ms; keyboard: keyboard, RMS 0.31 pt`.
  static func sentence(_ match: TraceMatch) -> String {
    func pt(_ value: Double) -> String { "\(NumberText.reading(value, decimals: 2)) pt" }
    let keyboard = "keyboard: \(match.keyboardModel.name), RMS \(pt(match.keyboardModel.rmsPoints))"
    if let custom = match.custom, !match.isPreset {
      return
        "Moves like no preset (none within \(pt(match.residualLimitPoints))): "
        + "\(custom.motionText), RMS \(pt(custom.rmsPoints)); \(keyboard)"
    }
    let same =
      match.equivalents.isEmpty ? "" : " (= \(match.equivalents.joined(separator: ", ")) here)"
    // A figure's header keeps the preset's name alone: the platform's words do not fit it.
    return
      "Moves like \(name(match, platformTerms: false))\(same): RMS \(pt(match.rmsPoints)), latency "
      + "\(NumberText.signed(match.latencyMilliseconds)) ms; \(keyboard)"
  }

  /// The whole `compare --trace` section of one trace.
  static func section(_ report: TraceReport) -> String {
    header(report) + "\n\n" + table(report) + "\n" + match(report) + "\n" + assumptions(report)
  }
}
