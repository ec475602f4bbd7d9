import CurveScope

extension HandlerAnalyser {
  /// The finding for one handler, or `nil` for a handler that moves nothing.
  func finding(
    for reading: Reading, changeFrameCovered: Bool, simulator: inout LintSimulator
  ) -> LintFinding? {
    let handler = reading.handler
    var base = LintFinding(
      path: path, position: source.position(of: handler.anchor), language: source.language,
      severity: .note, strategy: "unknown", closestPreset: "", summary: "", codes: [],
      form: handler.form, notifications: handler.kinds.sorted { $0.rawValue < $1.rawValue },
      handlerName: handler.methodName, maxOverlapPoints: 0, maxGapPoints: 0, scenarios: [],
      fix: nil, evidence: [], assumptions: [], simulatedStrategy: nil)
    if handler.body == nil {
      base.codes = [.unresolvedHandler]
      base.summary = "The handler \(handler.methodName ?? "") is not in this file; not analysed."
      return base
    }
    guard !reading.motions.isEmpty else { return nil }
    var kinds = handler.kinds
    if changeFrameCovered, !kinds.isDisjoint(with: [.willShow, .willHide]) {
      kinds.insert(.willChangeFrame)
    }
    var best: (finding: LintFinding, score: Double)?
    for motion in reading.motions {
      guard let finding = simulate(motion, kinds: kinds, base: base, simulator: &simulator)
      else { continue }
      let score = finding.maxOverlapPoints + finding.maxGapPoints
      if best == nil || score > (best?.score ?? 0) { best = (finding, score) }
    }
    return best?.finding
  }

  /// The scenarios a handler observing `kinds` reacts in: show for show or change-frame
  /// notifications, hide for hide or change-frame ones, the third-party triple for show or
  /// change-frame ones; all three for a follower.
  func scenarioSelection(for kinds: Set<KeyboardEventKind>) -> [Scenario] {
    guard !kinds.isEmpty else { return scenarios.all }
    var selected: [Scenario] = []
    let shows: Set<KeyboardEventKind> = [.willShow, .didShow, .willChangeFrame, .didChangeFrame]
    let hides: Set<KeyboardEventKind> = [.willHide, .didHide, .willChangeFrame, .didChangeFrame]
    if !kinds.isDisjoint(with: shows) { selected.append(scenarios.show) }
    if !kinds.isDisjoint(with: hides) { selected.append(scenarios.hide) }
    if !kinds.isDisjoint(with: shows) { selected.append(scenarios.thirdPartyTriple) }
    return selected
  }

  private func simulate(
    _ motion: HandlerMotion, kinds: Set<KeyboardEventKind>, base: LintFinding,
    simulator: inout LintSimulator
  ) -> LintFinding? {
    guard var strategy = try? StrategyBuilder.strategy(for: motion, kinds: kinds) else {
      return nil
    }
    if base.form == .inputAccessoryView {
      strategy.name = "input-accessory-view"
      strategy.summary = "The bar is the keyboard's inputAccessoryView: UIKit moves it with the keyboard."
    }
    let selected = scenarioSelection(for: base.form == .keyboardLayoutGuide ? [] : base.kindsSet)
    guard let results = try? run(strategy, on: selected, simulator: &simulator) else { return nil }
    var finding = base
    finding.simulatedStrategy = strategy
    finding.strategy = strategy.name
    let closest =
      InputBarStrategy.presets.contains { $0.name == strategy.name }
      ? strategy : StrategyBuilder.closestPreset(to: strategy)
    finding.closestPreset = closest.name
    finding.summary = strategy.summary
    finding.scenarios = results
    finding.maxOverlapPoints = results.map(\.summary.maxOverlapPoints).max() ?? 0
    finding.maxGapPoints = results.map(\.summary.maxGapPoints).max() ?? 0
    finding.codes = CodeDeriver.codes(
      motion: motion, strategy: strategy, ownKinds: base.kindsSet, results: results)
    finding.evidence = motion.evidence.map {
      LintEvidence(position: source.position(of: $0.token), note: $0.note)
    }
    finding.assumptions = motion.assumptions
    finding.severity = severity(of: finding)
    if finding.isOutOfSync {
      finding.fix = fix(for: finding, strategy: strategy, scenarios: selected, simulator: &simulator)
    }
    return finding
  }

  func run(
    _ strategy: InputBarStrategy, on selected: [Scenario], simulator: inout LintSimulator
  ) throws -> [LintScenarioResult] {
    try selected.map {
      LintScenarioResult(scenario: $0.name, summary: try simulator.summary(of: strategy, in: $0))
    }
  }

  /// Error when out of sync; warning when that rests on an unverified model (the property
  /// animator's curve 7) or when in sync only under an assumption; note otherwise.
  private func severity(of finding: LintFinding) -> LintSeverity {
    if finding.isOutOfSync {
      return finding.codes.contains(.propertyAnimatorCurve) ? .warning : .error
    }
    return finding.codes.contains(.unresolvedHelper) ? .warning : .note
  }

  /// The changes for the finding's codes, made one after another until the simulation is in
  /// sync, with the sentence and line of each made.
  private func fix(
    for finding: LintFinding, strategy: InputBarStrategy, scenarios selected: [Scenario],
    simulator: inout LintSimulator
  ) -> LintFix? {
    var current = strategy
    var sentences: [String] = []
    var lines: [String] = []
    var after: [LintScenarioResult] = []
    for code in finding.codes {
      guard
        let change = FixAdvisor.change(
          for: code, language: finding.language, handler: finding.handlerName),
        let changed = change.apply(current, scenarios.thirdPartyTriple) ?? change.apply(current, scenarios.show)
      else { continue }
      current = changed
      sentences.append(change.sentence)
      if !lines.contains(change.line) { lines.append(change.line) }
      guard let results = try? run(current, on: selected, simulator: &simulator) else { return nil }
      after = results
      if results.allSatisfy({ $0.summary.isInSync }) { break }
    }
    guard !sentences.isEmpty, !after.isEmpty else { return nil }
    let description = sentences.joined(separator: "; ")
    return LintFix(
      description: description.prefix(1).uppercased() + description.dropFirst(),
      code: lines.joined(separator: "  "),
      maxOverlapPoints: after.map(\.summary.maxOverlapPoints).max() ?? 0,
      maxGapPoints: after.map(\.summary.maxGapPoints).max() ?? 0,
      isInSync: after.allSatisfy { $0.summary.isInSync })
  }
}

extension LintFinding {
  /// The notifications as a set.
  var kindsSet: Set<KeyboardEventKind> { Set(notifications) }
}
