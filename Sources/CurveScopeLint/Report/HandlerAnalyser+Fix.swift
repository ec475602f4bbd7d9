import CurveScopeExplain
import CurveScopeSync

extension HandlerAnalyser {
  /// Changes tried after the codes' own when those do not bring every frame within tolerance,
  /// with the code each reveals.
  static let extraChanges: [(StrategyChange, LintCode)] = [
    (.dropBeginFromCurrentState, .beginFromCurrentState), (.passCurve, .noCurve),
    (.useReportedDuration, .fixedDuration), (.observeWillChangeFrame, .ignoresChangeFrame),
    (.animateInsideHandler, .timingMismatch),
  ]

  /// The changes for the finding's codes, made one after another until the simulation is in
  /// sync on every profile (then, if needed, the extra changes), with the sentence of each
  /// made, one snippet for all of them, and the codes the extra changes revealed.
  func fix(
    for finding: LintFinding, strategy: InputBarStrategy, scenarios selected: [Scenario],
    simulator: inout LintSimulator
  ) -> (LintFix?, Set<LintCode>) {
    var current = strategy
    var sentences: [(code: LintCode, text: String)] = []
    var applied: Set<LintCode> = []
    var after: [LintScenarioResult] = []
    var revealed: Set<LintCode> = []
    var inSync = false
    var plan: [(LintCode, StrategyChange?)] = finding.codes.map { ($0, nil) }
    plan += Self.extraChanges.map { ($0.1, $0.0) }
    for (position, (code, extra)) in plan.enumerated() where !inSync {
      let isExtra = position >= finding.codes.count
      // An extra change is advised as the code it answers: riding the keyboard's animation
      // answers a timing that differs on some keyboard.
      let advised: LintCode =
        switch extra {
        case .dropBeginFromCurrentState?: .beginFromCurrentState
        case .animateInsideHandler?: .profileDesync
        default: code
        }
      guard
        let change = FixAdvisor.change(
          for: advised, language: finding.language, handler: finding.handlerName)
          ?? extra.map({ FixAdvisor.generic($0, code: code) }),
        let changed = change.apply(current, scenarios.thirdPartyTriple)
          ?? change.apply(current, scenarios.show)
      else { continue }
      guard let results = try? run(changed, on: selected, simulator: &simulator) else { continue }
      if isExtra {
        // An extra change is kept only when it helps; it reveals its code only when the
        // verdict's keyboards were out of sync before it.
        let before = after.isEmpty ? finding.scenarios : after
        guard worst(results) < worst(before) else { continue }
        if finding.isOutOfSync {
          revealed.insert(code)
        }
      }
      current = changed
      after = results
      sentences.append((advised, change.sentence))
      applied.insert(advised)
      // The search stops once the keyboards the verdict rests on are in sync; a finding in
      // sync there already (out of sync only on a second-hand profile) needs every profile.
      let target =
        finding.isOutOfSync ? LintFinding.verdictResults(results) : results
      inSync = target.allSatisfy { $0.summary.isInSync }
    }
    guard !sentences.isEmpty, !after.isEmpty else { return (nil, revealed) }
    let snippet = FixSnippet.answering(applied)
    // Riding the keyboard's animation supersedes the changes to an animation of its own.
    let kept = sentences.filter { snippet.includes($0.code) }
    let description = (kept.isEmpty ? sentences : kept).map(\.text).joined(separator: "; ")
    let fix = LintFix(
      description: description.prefix(1).uppercased() + description.dropFirst(),
      code: snippet.code(finding.language),
      maxOverlapPoints: LintFinding.verdictResults(after).map(\.summary.maxOverlapPoints).max()
        ?? 0,
      maxGapPoints: LintFinding.verdictResults(after).map(\.summary.maxGapPoints).max() ?? 0,
      isInSync: inSync, snippet: snippet, scenarios: after)
    return (fix, revealed)
  }

  /// The worst of overlap and gap over `results`.
  private func worst(_ results: [LintScenarioResult]) -> Double {
    results.map(\.summary.worstGapPoints).max() ?? 0
  }
}
