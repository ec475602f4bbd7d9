import CurveScopeExplain
import CurveScopeNotifications
import CurveScopeSync

extension HandlerAnalyser {
  /// The finding for one handler, or `nil` for a handler that moves nothing.
  func finding(
    for reading: Reading, changeFrameCovered: Bool, simulator: inout LintSimulator
  ) -> LintFinding? {
    let handler = reading.handler
    let handlerPosition = source.position(of: handler.anchor)
    let fingerprint = self.fingerprint(of: handler)
    var base = LintFinding(
      path: path, position: handlerPosition, handlerPosition: handlerPosition,
      language: source.language,
      severity: .note, strategy: "unknown", closestPreset: "", summary: "", codes: [],
      form: handler.form, notifications: handler.kinds.sorted { $0.rawValue < $1.rawValue },
      handlerName: handler.methodName, maxOverlapPoints: 0, maxGapPoints: 0, scenarios: [],
      fix: nil, evidence: [], assumptions: [], simulatedStrategy: nil, fingerprint: fingerprint)
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

  /// A digest of the handler's tokens (its method's name and body, or its closure or chain):
  /// FNV-1a over their bytes, 16 hex digits.
  func fingerprint(of handler: KeyboardHandler) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ token: Int) {
      let item = source.tokens[token]
      for offset in Int(item.start)..<Int(item.end) {
        hash = (hash ^ UInt64(source.bytes[offset])) &* 0x100_0000_01b3
      }
      hash = (hash ^ 0x20) &* 0x100_0000_01b3
    }
    if let name = handler.methodName {
      for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
    if let body = handler.body {
      for token in body where token < source.count { mix(token) }
    } else {
      mix(handler.anchor)
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: max(0, 16 - hex.count)) + hex
  }

  /// The scenarios a handler observing `kinds` reacts in: show for show or change-frame
  /// notifications, hide for hide or change-frame ones, the third-party triple for show or
  /// change-frame ones; all three for a follower.
  func scenarioSelection(for kinds: Set<KeyboardEventKind>) -> [Scenario] {
    guard !kinds.isEmpty else { return scenarios.all }
    var selected: [Scenario] = []
    let shows = kinds.contains { Self.shows.contains($0) }
    if shows { selected.append(scenarios.show) }
    if kinds.contains(where: { Self.hides.contains($0) }) { selected.append(scenarios.hide) }
    if shows { selected.append(scenarios.thirdPartyTriple) }
    return selected
  }

  /// The notifications a show moves the bar for, and a hide.
  static let shows: [KeyboardEventKind] = [.willShow, .didShow, .willChangeFrame, .didChangeFrame]
  static let hides: [KeyboardEventKind] = [.willHide, .didHide, .willChangeFrame, .didChangeFrame]

  private func simulate(
    _ motion: HandlerMotion, kinds: Set<KeyboardEventKind>, base: LintFinding,
    simulator: inout LintSimulator
  ) -> LintFinding? {
    guard
      var strategy = try? StrategyBuilder.strategy(
        for: motion, kinds: kinds, memo: &simulator.strategies)
    else {
      return nil
    }
    if base.form == .inputAccessoryView {
      strategy.name = "input-accessory-view"
      strategy.summary =
        "The bar is the keyboard's inputAccessoryView: UIKit moves it with the keyboard."
    }
    let selected = scenarioSelection(for: base.form == .keyboardLayoutGuide ? [] : base.kindsSet)
    guard let results = try? run(strategy, on: selected, simulator: &simulator) else { return nil }
    var finding = base
    // The finding is reported at the animation call (or the change), the handler's name being
    // its related location.
    finding.position = source.position(of: motion.token)
    finding.simulatedStrategy = strategy
    finding.strategy = strategy.name
    finding.closestPreset = simulator.closestPresetName(to: strategy)
    finding.summary = strategy.summary
    finding.scenarios = results
    let verdictResults = LintFinding.verdictResults(results)
    finding.maxOverlapPoints = verdictResults.map(\.summary.maxOverlapPoints).max() ?? 0
    finding.maxGapPoints = verdictResults.map(\.summary.maxGapPoints).max() ?? 0
    finding.codes = CodeDeriver.codes(
      motion: motion, strategy: strategy, ownKinds: base.kindsSet, results: results)
    finding.evidence =
      motion.evidence.map {
        LintEvidence(position: source.position(of: $0.token), note: $0.note)
      } + motion.foreignEvidence
    finding.assumptions = motion.assumptions
    if finding.isOutOfSyncOnAnyProfile {
      let key = LintSimulator.FixKey(
        strategy: LintSimulator.anonymous(strategy), codes: finding.codes,
        selection: selectionNumber(selected), outOfSync: finding.isOutOfSync)
      let searched =
        simulator.fixes[key]
        ?? fix(for: finding, strategy: strategy, scenarios: selected, simulator: &simulator)
      simulator.fixes[key] = searched
      let (fix, revealed) = searched
      finding.fix = fix
      if let snippet = fix?.snippet {
        // The search is shared by handlers of the same shape; the snippet is in this one's
        // language.
        finding.fix?.code = snippet.code(finding.language)
      }
      if let edit = motion.replacement, finding.codes == [.unshiftedCurve], revealed.isEmpty {
        // One edit fixes it: `curve` → `curve << 16`.
        finding.fix?.replacement = LintReplacement(
          start: source.position(of: edit.tokens.lowerBound),
          end: source.endPosition(of: edit.tokens.upperBound), text: edit.text)
      }
      var codes = Set(finding.codes).union(revealed)
      // The fallback code gives way to a code the fix search revealed.
      if !revealed.contains(.timingMismatch), !revealed.isEmpty { codes.remove(.timingMismatch) }
      finding.codes = codes.sorted()
    }
    if finding.codes.contains(.beginFromCurrentState) {
      finding.assumptions.append(Self.interruptionModel)
    }
    finding.severity = severity(of: finding)
    return finding
  }

  /// `strategy` simulated on each selected scenario, played with each profile.
  func run(
    _ strategy: InputBarStrategy, on selected: [Scenario], simulator: inout LintSimulator
  ) throws -> [LintScenarioResult] {
    let selection = selectionNumber(selected)
    if let known = simulator.results(of: strategy, selection: selection) { return known }
    var played: [(id: Int, scenario: Scenario)] = []
    for base in selected {
      let number = scenarios.all.firstIndex { $0.name == base.name } ?? 0
      for (position, scenario) in scenarios.played(base).enumerated() {
        played.append((position * 4 + number, scenario))
      }
    }
    let summaries = try simulator.summaries(of: strategy, in: played)
    let results = zip(played, summaries).map { item, summary in
      let profile = item.scenario.keyboardProfile
      return LintScenarioResult(
        scenario: item.scenario.name, profile: profile.name, provenance: profile.provenance.kind,
        summary: summary)
    }
    simulator.remember(results, of: strategy, selection: selection)
    return results
  }

  /// A number for a selection of the lint scenarios (a bit per scenario).
  func selectionNumber(_ selected: [Scenario]) -> Int {
    var number = 0
    for scenario in selected {
      number |= 1 << (scenarios.all.firstIndex { $0.name == scenario.name } ?? 3)
    }
    return number
  }

  /// Error when out of sync on a keyboard whose model is measured or documented; warning when
  /// that rests on an unverified model (the property animator's curve 7, an interrupted
  /// animation with beginFromCurrentState, a second-hand profile) or when in sync only under
  /// an assumption; note otherwise.
  private func severity(of finding: LintFinding) -> LintSeverity {
    if finding.isOutOfSync {
      if finding.codes.contains(.propertyAnimatorCurve) { return .warning }
      if finding.codes.contains(.beginFromCurrentState), finding.isOutOfSyncOnlyWhenInterrupted {
        return .warning
      }
      return .error
    }
    if finding.isOutOfSyncOnAnyProfile { return .warning }
    return finding.codes.contains(.unresolvedHelper) ? .warning : .note
  }

  /// What a `beginFromCurrentState` finding rests on, and its sources.
  static let interruptionModel =
    "when a notification interrupts a running animation (third-party keyboards send two or "
    + "three), the bar is modelled as restarting from where it is on screen with no velocity "
    + "(Apple's AnimationOptions.beginFromCurrentState: 'start the animation from the current "
    + "setting associated with an already in-flight animation') while the keyboard's own "
    + "animations add up (additive since iOS 8, WWDC 2014 session 236); no source settles how "
    + "the two combine for curve 7, so this is a warning"

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
  private func fix(
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
    results.map { max($0.summary.maxOverlapPoints, $0.summary.maxGapPoints) }.max() ?? 0
  }
}

extension LintFinding {
  /// The notifications as a set.
  var kindsSet: Set<KeyboardEventKind> { Set(notifications) }
}
