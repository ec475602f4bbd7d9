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
    var texts: [String] = []
    var objects: [JSONValue] = []
    for trace in try TraceOptions.traces(arguments, io: io) {
      let report = try TraceReport(trace, tolerance: tolerance, margin: margin)
      let explanation = try report.match.map {
        try TraceExplainer.explain(trace, match: $0, tolerance: tolerance, margin: margin)
      }
      texts.append(text(report, explanation))
      objects.append(json(report, explanation))
    }
    if arguments.flag(ExplainCommand.json) {
      io.print((objects.count == 1 ? objects[0] : .array(objects)).prettyText)
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
      return lines.joined(separator: "\n") + "\n"
    }
    lines += ExplainText.bullet(explanation.sentence)
    let keyboard = explanation.match.keyboardModel
    lines += ExplainText.bullet(
      "The keyboard moves like \(keyboard.name) (RMS "
        + "\(NumberText.reading(keyboard.rmsPoints, decimals: 2)) pt"
        + (keyboard.events == .file ? ", the file's notifications" : ", notifications inferred")
        + ").")
    guard let model = explanation.model else {
      return lines.joined(separator: "\n") + "\n"
    }
    if !model.problems.isEmpty {
      lines.append("")
      lines.append("Why (the model's causes)")
      for problem in model.problems {
        lines += ExplainText.bullet("[\(problem.code.rawValue)] \(problem.message)")
      }
    }
    if let fix = model.fix {
      lines.append("")
      // The model is simulated on a regular clock, without the recorder's faults or the safe
      // area the bar rests on: say so, since its numbers then differ from the recording's.
      let rate = NumberText.reading(min(1000, max(1, report.trace.quality.frameRate ?? 120)))
      let inset = max(report.trace.safeAreaBottom, explanation.match.safeAreaPoints)
      let clock =
        "the model runs on a regular \(rate) Hz clock"
        + (inset > 0 ? " without the \(NumberText.reading(inset)) pt safe area" : "")
        + ", so its numbers differ from the recording's"
      lines += ExplainText.wrap(
        fix.fixesDesync
          ? "Fix (verified by re-running the model with the change; \(clock))"
          : "No change tried brings the model within tolerance; the one that helps most "
            + "(\(clock))", indent: "")
      lines += ExplainText.wrap(fix.description, indent: "  ")
      for code in fix.code { lines.append("    " + code) }
      lines += ExplainText.wrap(ExplainText.comparison(model.before, fix.after), indent: "  ")
    } else if !summary.isInSync {
      lines.append("")
      lines += ExplainText.wrap(
        "The model is in sync, so the recorded desync comes from what the model leaves out "
          + "(the residual per frame in compare --trace -o shows where).", indent: "")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The explanation as JSON: the recorded measures, the match and the model's diagnosis.
  static func json(_ report: TraceReport, _ explanation: TraceExplanation?) -> JSONValue {
    guard case .object(var members) = report.jsonValue(frames: false) else { return .null }
    members.append(("symptoms", .array((explanation?.symptoms ?? []).map(\.jsonValue))))
    members.append(("sentence", explanation.map { .string($0.sentence) } ?? .null))
    members.append(("explanation", explanation?.model?.jsonValue ?? .null))
    return .object(members)
  }
}
