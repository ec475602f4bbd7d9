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
    // The motion that drifts furthest (the first of equals) is reported; only its finding is
    // made.
    var best: (motion: HandlerMotion, shared: SimulatedMotion, score: Double)?
    for motion in reading.motions {
      guard let shared = simulation(of: motion, kinds: kinds, base: base, simulator: &simulator)
      else { continue }
      let score = shared.maxOverlapPoints + shared.maxGapPoints
      if best == nil || score > (best?.score ?? 0) { best = (motion, shared, score) }
    }
    guard let best else { return nil }
    return finding(for: best.motion, shared: best.shared, base: base)
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
    // Sixteen lower-case hex digits, written straight into the string (no array between).
    return String(unsafeUninitializedCapacity: 16) { digits in
      for position in 0..<16 {
        let nibble = UInt8(truncatingIfNeeded: hash >> UInt64(60 - 4 * position)) & 0xF
        digits[position] =
          nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
      }
      return 16
    }
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

  /// What simulating `motion` gives (remembered per ``SimulationKey``), `nil` when it cannot
  /// be simulated.
  private func simulation(
    of motion: HandlerMotion, kinds: Set<KeyboardEventKind>, base: LintFinding,
    simulator: inout LintSimulator
  ) -> SimulatedMotion? {
    let key = SimulationKey(motion, kinds: kinds, ownKinds: base.notifications, form: base.form)
    if let remembered = simulator.motions[key] { return remembered }
    let known = simulated(motion, kinds: kinds, base: base, simulator: &simulator)
    simulator.motions[key] = known
    return known
  }

  /// The finding for `motion`, simulated as `shared`.
  private func finding(
    for motion: HandlerMotion, shared: SimulatedMotion, base: LintFinding
  ) -> LintFinding {
    var finding = base
    // The finding is reported at the animation call (or the change), the handler's name being
    // its related location.
    finding.position = source.position(of: motion.token)
    finding.simulatedStrategy = shared.strategy
    finding.strategy = shared.strategy.name
    finding.closestPreset = shared.closestPreset
    finding.summary = shared.strategy.summary
    finding.scenarios = shared.results
    finding.maxOverlapPoints = shared.maxOverlapPoints
    finding.maxGapPoints = shared.maxGapPoints
    finding.codes = shared.codes
    finding.evidence =
      motion.evidence.map {
        LintEvidence(position: source.position(of: $0.token), note: $0.note)
      } + motion.foreignEvidence
    finding.assumptions = motion.assumptions
    if let fix = shared.fix {
      finding.fix = fix
      // The search is shared by handlers of the same shape; the snippet is in this one's
      // language.
      finding.fix?.code = fix.snippet.code(finding.language)
      if let edit = motion.replacement, shared.derivedCodes == [.unshiftedCurve],
        !shared.revealedCodes
      {
        // One edit fixes it: `curve` → `curve << 16`.
        finding.fix?.replacement = LintReplacement(
          start: source.position(of: edit.tokens.lowerBound),
          end: source.endPosition(of: edit.tokens.upperBound), text: edit.text)
      }
      if let removal = motion.optionRemoval, shared.codes == [.beginFromCurrentState] {
        // One edit makes the change (the finding's only code, found or revealed by the fix
        // search): the flag deleted from the options.
        finding.fix?.replacement = removal.replacement(in: source)
      }
    }
    if finding.codes.contains(.beginFromCurrentState) {
      finding.assumptions.append(Self.interruptionModel)
    }
    finding.severity = shared.severity
    return finding
  }

  /// What simulating `motion` gives every handler of its ``SimulationKey``: the strategy, the
  /// measures, the codes, the fix and the severity; `nil` when it cannot be simulated.
  private func simulated(
    _ motion: HandlerMotion, kinds: Set<KeyboardEventKind>, base: LintFinding,
    simulator: inout LintSimulator
  ) -> SimulatedMotion? {
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
    finding.scenarios = results
    finding.codes = CodeDeriver.codes(
      motion: motion, strategy: strategy, ownKinds: base.kindsSet, results: results)
    let verdictResults = LintFinding.verdictResults(results)
    let derivedCodes = finding.codes
    let closestPreset = simulator.closestPresetName(to: strategy)
    var sharedFix: LintFix?
    var revealedCodes = false
    if finding.isOutOfSyncOnAnyProfile {
      let key = LintSimulator.FixKey(
        strategy: LintSimulator.anonymous(strategy), codes: finding.codes,
        selection: selectionNumber(selected), outOfSync: finding.isOutOfSync)
      let searched =
        simulator.fixes[key]
        ?? fix(for: finding, strategy: strategy, scenarios: selected, simulator: &simulator)
      simulator.fixes[key] = searched
      let (fix, revealed) = searched
      sharedFix = fix
      revealedCodes = !revealed.isEmpty
      var codes = Set(finding.codes).union(revealed)
      // The fallback code gives way to a code the fix search revealed.
      if !revealed.contains(.timingMismatch), !revealed.isEmpty { codes.remove(.timingMismatch) }
      finding.codes = codes.sorted()
    }
    return SimulatedMotion(
      strategy: strategy, closestPreset: closestPreset, results: results,
      maxOverlapPoints: verdictResults.map(\.summary.maxOverlapPoints).max() ?? 0,
      maxGapPoints: verdictResults.map(\.summary.maxGapPoints).max() ?? 0,
      derivedCodes: derivedCodes, codes: finding.codes, fix: sharedFix,
      revealedCodes: revealedCodes, severity: severity(of: finding))
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
}

extension LintFinding {
  /// The notifications as a set.
  var kindsSet: Set<KeyboardEventKind> { Set(notifications) }
}
