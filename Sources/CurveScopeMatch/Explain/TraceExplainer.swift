import CurveScopeExplain
import CurveScopeMeasure
import CurveScopeMotion
import CurveScopeSupport
import CurveScopeSync
public import CurveScopeTrace

/// Explains a recorded trace: its symptoms from the recorded frames, the strategy its bar moves
/// like, and — by running ``SyncExplainer`` on that strategy with the recording's notifications
/// (given or inferred) — why it desyncs and what fixes it.
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
    let recorded = try trace.measure(tolerance: tolerance, margin: margin).summary
    let rate = min(1000, max(1, trace.quality.frameRate ?? 120))
    let strategy = match.matchedStrategy ?? match.customStrategy
    let model = try strategy.map {
      try SyncExplainer.explain(
        scenario: match.scenario, strategy: $0, clock: FrameClock(rate: rate), tolerance: tolerance)
    }
    return TraceExplanation(
      recorded: recorded,
      symptoms: recorded.isInSync ? [] : SyncExplainer.symptoms(of: recorded),
      match: match, sentence: sentence(match, strategy: strategy, rate: rate), model: model)
  }

  /// The sentence naming the strategy the bar moves like and what it does.
  static func sentence(_ match: TraceMatch, strategy: InputBarStrategy?, rate: Double) -> String {
    func pt(_ value: Double) -> String { "\(NumberText.reading(value, decimals: 2)) pt" }
    let latency = match.latencyMilliseconds
    let frames = latency * rate / 1000
    let late =
      abs(frames) < 0.5
      ? ""
      : ", \(NumberText.reading(abs(frames))) frame\(abs(frames) >= 1.5 ? "s" : "") "
        + (latency > 0 ? "late" : "early")
    guard match.isPreset, let strategy else {
      let what = match.custom.map {
        $0.isJump ? "it moves in \($0.motionText)" : "it animates with its own \($0.motionText)"
      }
      let closest = match.candidates.first.map {
        "; the closest preset, \($0.strategy), is \(pt($0.rmsPoints)) off (a preset matches "
          + "within \(pt(match.residualLimitPoints)))"
      }
      return "Your bar moves like no preset (RMS \(pt(match.rmsPoints)))"
        + (what.map { ": \($0)" } ?? "") + (closest ?? "") + "."
    }
    var summary = strategy.summary
    if let first = summary.first { summary = first.lowercased() + summary.dropFirst() }
    var text =
      "Your bar moves like \(match.strategy) (RMS \(pt(match.rmsPoints)), latency "
      + "\(NumberText.signed(latency)) ms\(late)): it \(summary)"
    if !match.equivalents.isEmpty {
      text +=
        " This recording cannot tell it from \(match.equivalents.joined(separator: ", ")): "
        + "they move the bar the same way here."
    }
    return text
  }
}
