import CurveScopeMeasure
import CurveScopeSupport
public import CurveScopeSync
public import CurveScopeTiming

/// Diagnoses a strategy in a scenario: the symptoms from the measures, the causes from the
/// strategy's code path and the notifications, and the cheapest change that fixes the desync,
/// verified by analysing the changed strategy.
///
/// Causes are found by replaying each notification the strategy handles: the keyboard's timing
/// (``KeyboardAnimation``) against the bar's (``AnimationCall/timing(for:keyboard:)``), where the
/// bar's options come from (decoded with the curve codec: an unshifted 7 sets flags and leaves
/// the curve field 0), override bits that stop inheritance inside the handler, missing keys, an
/// assumed keyboard height against the end frames, notifications the strategy ignores, and
/// latency. Fixes are ``StrategyChange``s; single changes are tried first, then pairs, and so
/// on, and the layout guide last; the cheapest set that brings every frame within tolerance
/// wins (ties: the lower RMS gap after).
public enum SyncExplainer {
  /// The most changes combined in one fix.
  public static let maximumChanges = 4

  /// Explains `strategy` in `scenario` at `clock`, with `tolerance` points.
  /// - Throws: what ``SyncAnalysis`` throws.
  public static func explain(
    scenario: Scenario, strategy: InputBarStrategy, clock: FrameClock, tolerance: Double = 1
  ) throws -> SyncExplanation {
    try explain(
      SyncAnalysis(scenario: scenario, strategy: strategy, clock: clock, tolerance: tolerance))
  }

  /// Explains an analysis.
  /// - Throws: what ``SyncAnalysis`` throws for the changed strategies (never for valid ones).
  public static func explain(_ analysis: SyncAnalysis) throws -> SyncExplanation {
    let before = analysis.summary()
    guard !before.isInSync else {
      var explanation = SyncExplanation(
        scenario: analysis.scenario.name, strategy: analysis.strategy, before: before,
        symptoms: [], problems: [], notes: try latentNotes(analysis), fix: nil, alternatives: [])
      explanation.assumptions = analysis.scenario.assumptions
      return explanation
    }
    var problems = try causes(analysis)
    if problems.isEmpty {
      problems.append(
        SyncFinding(
          .unexplained,
          "None of the known causes applies; compare the frames with `curvescope compare "
            + "--json --frames`."))
    }
    let (fix, alternatives) = try searchFix(analysis, problems: problems)
    var explanation = SyncExplanation(
      scenario: analysis.scenario.name, strategy: analysis.strategy, before: before,
      symptoms: symptoms(before), problems: problems, notes: [], fix: fix,
      alternatives: alternatives)
    explanation.assumptions = analysis.scenario.assumptions
    return explanation
  }

  /// What desyncs, from the measures.
  static func symptoms(_ summary: SyncSummary) -> [SyncFinding] {
    var found: [SyncFinding] = []
    let tolerance = summary.tolerancePoints
    let n = { (value: Double) in NumberText.reading(value) }
    var extremes: [(time: Double, finding: SyncFinding)] = []
    if summary.maxOverlapPoints > tolerance, let time = summary.maxOverlapAtMilliseconds {
      extremes.append(
        (
          time,
          SyncFinding(
            .overlap,
            "The keyboard covers the bar by up to \(n(summary.maxOverlapPoints)) pt, worst at "
              + "\(n(time)) ms.",
            numbers: [.init("maxOverlapPoints", summary.maxOverlapPoints), .init("atMs", time)])
        ))
    }
    if summary.maxGapPoints > tolerance, let time = summary.maxGapAtMilliseconds {
      extremes.append(
        (
          time,
          SyncFinding(
            .gap,
            "A blank strip up to \(n(summary.maxGapPoints)) pt opens between bar and keyboard, "
              + "widest at \(n(time)) ms.",
            numbers: [.init("maxGapPoints", summary.maxGapPoints), .init("atMs", time)])
        ))
    }
    found += extremes.sorted { $0.time < $1.time }.map(\.finding)
    let frames =
      "out of sync for \(n(summary.outOfSyncMilliseconds)) ms "
      + "(\(summary.framesOutOfTolerance) of \(summary.frameCount) frames beyond "
      + "\(NumberText.reading(tolerance, decimals: 2)) pt)"
    if let lag = summary.lagAtHalfTravelMilliseconds, abs(lag) >= 0.5 {
      let side = lag > 0 ? "after" : "before"
      found.append(
        SyncFinding(
          .lag,
          "The bar reaches half of the keyboard's travel \(n(abs(lag))) ms \(side) the "
            + "keyboard; \(frames).",
          numbers: [
            .init("lagAtHalfTravelMs", lag), .init("outOfSyncMs", summary.outOfSyncMilliseconds),
          ]))
    } else if summary.lagAtHalfTravelMilliseconds == nil, summary.keyboardTravels {
      found.append(
        SyncFinding(
          .lag, "The bar never reaches half of the keyboard's travel; \(frames).",
          numbers: [.init("outOfSyncMs", summary.outOfSyncMilliseconds)]))
    }
    if abs(summary.finalErrorPoints) > tolerance {
      let final = summary.finalErrorPoints
      let words =
        final < 0
        ? "\(n(-final)) pt below the keyboard's top: the keyboard covers it for good"
        : "\(n(final)) pt above the keyboard's top: a blank strip stays"
      found.append(
        SyncFinding(
          .finalError, "The bar ends \(words).",
          numbers: [.init("finalErrorPoints", final)]))
    }
    return found
  }
}
