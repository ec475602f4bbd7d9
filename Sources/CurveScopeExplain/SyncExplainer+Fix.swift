import CurveScopeSync

extension SyncExplainer {
  /// The cheapest set of changes that brings every frame within tolerance, and every single
  /// change (and the layout guide) tried, each re-analysed.
  ///
  /// Sets of 1, 2, … ``maximumChanges`` changes (the layout guide excluded) are tried in that
  /// order; the first size with a set that works gives the fix (the cheapest, then the lowest
  /// RMS gap after). The layout guide replaces it when cheaper or when no set works. When
  /// nothing works, the fix is the candidate with the smallest max overlap + max gap after, and
  /// ``SyncFix/fixesDesync`` says so.
  static func searchFix(_ analysis: SyncAnalysis, problems: [SyncFinding]) throws -> (
    fix: SyncFix?, alternatives: [SyncFix]
  ) {
    let scenario = analysis.scenario
    let strategy = analysis.strategy
    let changes = StrategyChange.allCases.filter {
      $0 != .useLayoutGuide && $0.apply(to: strategy, in: scenario) != nil
    }
    var alternatives: [SyncFix] = []
    var best: SyncFix?
    var tried: [SyncFix] = []
    for size in 1...max(1, min(changes.count, maximumChanges)) where !changes.isEmpty {
      for combination in combinations(of: changes, size: size) {
        guard let fix = try candidate(combination, analysis) else { continue }
        tried.append(fix)
        if size == 1 { alternatives.append(fix) }
        if fix.fixesDesync, best.map({ isBetter(fix, than: $0, problems: problems) }) ?? true {
          best = fix
        }
      }
      if best != nil { break }
    }
    if let guide = try candidate([.useLayoutGuide], analysis) {
      alternatives.append(guide)
      tried.append(guide)
      if guide.fixesDesync, best.map({ guide.cost < $0.cost }) ?? true {
        // Keep the cheapest change to the handler itself as an alternative.
        if let handlerFix = best, handlerFix.changes.count > 1 { alternatives.append(handlerFix) }
        best = guide
      }
    }
    if best == nil {
      best = tried.min { residual($0) < residual($1) }
    }
    return (best, alternatives)
  }

  /// Whether `fix` beats `other`: cheaper, else a lower RMS gap after, else it answers a
  /// problem listed earlier (dropping override bits before passing a curve, when the override
  /// bits come first).
  private static func isBetter(_ fix: SyncFix, than other: SyncFix, problems: [SyncFinding])
    -> Bool
  {
    if fix.cost != other.cost { return fix.cost < other.cost }
    if abs(fix.after.rmsGapPoints - other.after.rmsGapPoints) > 1e-9 {
      return fix.after.rmsGapPoints < other.after.rmsGapPoints
    }
    return firstProblemAnswered(fix, problems) < firstProblemAnswered(other, problems)
  }

  /// The index of the first problem one of the fix's changes answers (`problems.count` if none).
  private static func firstProblemAnswered(_ fix: SyncFix, _ problems: [SyncFinding]) -> Int {
    problems.firstIndex { problem in
      fix.changes.contains { $0.answers.contains(problem.code) }
    } ?? problems.count
  }

  /// What is left of the desync after a fix: max overlap + max gap, then RMS.
  private static func residual(_ fix: SyncFix) -> Double {
    fix.after.maxOverlapPoints + fix.after.maxGapPoints + 1e-6 * fix.after.rmsGapPoints
  }

  /// The changes applied in order and the result re-analysed; `nil` when one does not apply.
  static func candidate(_ changes: [StrategyChange], _ analysis: SyncAnalysis) throws -> SyncFix? {
    var strategy = analysis.strategy
    var sentences: [String] = []
    var code: [String] = []
    for change in changes {
      guard let changed = change.apply(to: strategy, in: analysis.scenario) else { return nil }
      sentences.append(change.summary(for: strategy))
      code.append(change.swiftCode(for: strategy))
      strategy = changed
    }
    let after = try SyncAnalysis(
      scenario: analysis.scenario, strategy: strategy, clock: analysis.clock,
      tolerance: analysis.tolerance
    ).summary()
    return SyncFix(
      changes: changes, strategy: strategy, after: after,
      description: sentences.map { $0 + "." }.joined(separator: " "), code: code)
  }

  /// Every `size`-element subset of `items`, in lexicographic order of positions.
  static func combinations<T>(of items: [T], size: Int) -> [[T]] {
    guard size > 0, size <= items.count else { return size == 0 ? [[]] : [] }
    var result: [[T]] = []
    var indices = Array(0..<size)
    while true {
      result.append(indices.map { items[$0] })
      var position = size - 1
      while position >= 0, indices[position] == items.count - size + position { position -= 1 }
      if position < 0 { return result }
      indices[position] += 1
      for next in (position + 1)..<size { indices[next] = indices[next - 1] + 1 }
    }
  }
}
