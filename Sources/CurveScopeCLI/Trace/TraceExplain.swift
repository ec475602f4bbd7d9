import CurveScopeExplain
import CurveScopeMatch
import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeTrace

/// `curvescope explain --trace FILE…`: what a recording shows, which strategy its bar moves
/// like, and what fixes it.
enum TraceExplain {
  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    try TraceOptions.refuse(TraceCompare.simulationOptions, arguments)
    guard arguments.positionals.isEmpty else {
      throw UsageError(
        .argumentValue(arguments.positionals[0]),
        .conflicts(with: TraceOptions.trace.primaryName))
    }
    let tolerance = try SyncOptions.tolerance(arguments)
    let margin = try arguments.number(SyncOptions.margin)
    let matcher = try TraceOptions.matcher(arguments, io: io)
    var texts: [String] = []
    var explained: [(report: TraceReport, explanation: TraceExplanation?)] = []
    for trace in try TraceOptions.traces(arguments, io: io) {
      let report = try TraceReport(
        trace, tolerance: tolerance, margin: margin, matcher: matcher)
      let explanation = try report.explanation(tolerance: tolerance, margin: margin)
      texts.append(text(report, explanation))
      explained.append((report, explanation))
    }
    if arguments.flag(ExplainCommand.json) {
      io.print(TraceReport.jsonText(explained))
    } else {
      io.print(texts.joined(separator: "\n"), terminator: "")
    }
    return .success
  }

  /// The explanation in words.
  static func text(_ report: TraceReport, _ explanation: TraceExplanation?) -> String {
    let summary = report.measurement.summary
    let trace = report.trace
    var lines = [
      "\(TerminalText.escaped(trace.name)) × \(Trace.barName): "
        + "\(summary.isInSync ? "in sync" : "out of sync") "
        + "(recorded, median \(NumberText.reading(summary.frameRate)) Hz, tolerance "
        + "\(NumberText.reading(summary.tolerancePoints, decimals: 2)) pt)"
    ]
    lines += ExplainText.wrap(TerminalText.escaped(trace.recordingText), indent: "")
    lines.append("")
    lines.append("What the recording shows")
    if summary.isInSync {
      lines += ExplainText.bullet(
        "The bar stays within \(NumberText.reading(summary.tolerancePoints, decimals: 2)) pt of "
          + "the keyboard at all \(summary.frameCount - summary.missingFrameCount) frames where "
          + "both were seen.")
    }
    for symptom in explanation?.symptoms ?? [] { lines += ExplainText.bullet(symptom.message) }
    let quality = trace.quality
    lines += ExplainText.bullet(
      "\(quality.frameCount) frames, median interval "
        + "\(NumberText.reading(quality.medianIntervalMilliseconds ?? 0, decimals: 2)) ms; "
        + "\(quality.missingFrameCount) with an edge not seen, \(quality.repeatedFrameCount) "
        + "repeated, \(quality.droppedFrameCount) dropped.")
    lines.append("")
    lines.append("Which model")
    guard let explanation else {
      lines += ExplainText.bullet(report.matchProblem?.problem ?? "Not matched.")
      for assumption in report.assumptions {
        lines += ExplainText.bullet("Assumed: " + assumption.message)
      }
      return lines.joined(separator: "\n") + "\n"
    }
    lines += ExplainText.bullet(explanation.sentence)
    let keyboard = explanation.match.keyboardModel
    let judged = explanation.match.judgedProfile
    let closest = explanation.match.closestKeyboard
    lines += ExplainText.bullet(
      (judged != nil && closest != nil
        ? "The keyboard is judged against \(keyboard.name) (--profile), which does not fit it (RMS "
        : "The keyboard moves like \(keyboard.name) (RMS ")
        + "\(NumberText.reading(keyboard.rmsPoints, decimals: 2)) pt"
        + (keyboard.events == .file ? ", the file's notifications" : ", notifications inferred")
        + ")"
        + (closest.map {
          "; it moves like \($0.name) (RMS \(NumberText.reading($0.rmsPoints, decimals: 2)) pt)"
        } ?? "") + ".")
    if let model = explanation.model {
      lines += modelLines(model, explanation, isInSync: summary.isInSync)
    }
    lines.append("")
    lines.append("What this rests on (confidence: \(explanation.confidence.level.rawValue))")
    for reason in explanation.confidence.reasons { lines += ExplainText.bullet(reason) }
    for assumption in explanation.assumptions {
      lines += ExplainText.bullet("Assumed: " + assumption.message)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The model's causes and fix, in the platform's words.
  static func modelLines(_ model: SyncExplanation, _ explanation: TraceExplanation, isInSync: Bool)
    -> [String]
  {
    var lines: [String] = []
    if !explanation.problems.isEmpty {
      lines.append("")
      lines.append("Why (the model's causes)")
      for problem in explanation.problems {
        lines += ExplainText.bullet("[\(problem.code.rawValue)] \(problem.message)")
      }
    }
    if let fix = explanation.fix {
      lines.append("")
      var platform =
        fix.platform == .ios
        ? "" : " for \(fix.platform.displayName), in \(fix.platform.codeLanguage)"
      if explanation.match.platformAssumed {
        platform =
          " — if the app is \(fix.platform.displayName), as assumed: the trace names no platform"
      }
      lines += ExplainText.wrap(
        fix.fixesDesync
          ? "Fix\(platform) (verified by re-running the model with the change)"
          : "No change tried brings the model within tolerance; the one that helps most"
            + platform, indent: "")
      lines += ExplainText.wrap(fix.description, indent: "  ")
      for code in fix.code { lines.append("    " + code) }
      lines += ExplainText.wrap(ExplainText.comparison(model.before, fix.after), indent: "  ")
      let others = model.alternatives.filter { $0.changes != fix.changes && $0.fixesDesync }
      if fix.platform == .ios, !others.isEmpty {
        lines += ExplainText.wrap(
          "Also in sync on the model: "
            + others.map { $0.changes.map(\.rawValue).joined(separator: " + ") }
            .joined(separator: ", ") + ".", indent: "  ")
      }
    } else if !isInSync {
      lines.append("")
      lines += ExplainText.wrap(
        explanation.problems.contains { $0.code == .subFrameLatency }
          ? "No fix is verified on the model: it moves in whole display frames and is in sync; "
            + "the cause above is the fitted latency of less than a frame."
          : "The model is in sync but the recording is not: this diagnosis cannot explain the "
            + "measured desync (the residual per frame in compare --trace -o shows where).",
        indent: "")
    }
    return lines
  }
}
