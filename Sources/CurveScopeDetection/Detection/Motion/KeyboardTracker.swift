/// Registers the keyboard's template (the reference's rows from its top edge to the screen's
/// bottom) against every frame: the vertical placement with the most evidence (``TemplateScorer``)
/// is where the rigid keyboard is, to a fraction of a row, whatever its look there (glass over
/// other content, a key pressed, a dimmed screen's shape). Searched on the coarse profiles over
/// every placement from a tenth of the screen above the resting place to the screen's bottom,
/// then refined on the full rows; a frame equal to the one before keeps its result.
struct KeyboardTracker: Sendable {
  /// One frame's best placement.
  struct Match: Sendable {
    /// The keyboard's top edge, fractional row of the region.
    var top: Double
    /// The evidence for it (nats).
    var evidence: Float
    /// Template rows in view.
    var visible: Int
    /// Share of them that match.
    var matchedShare: Float
    /// The gain of the dimming undone before registering (``restoredMatch(_:templateTop:)``),
    /// `nil` when the frame was registered as it is.
    var restoredGain: Float? = nil
    /// Whether the placement cannot be told from its neighbours (``isPlainEdge(_:top:)``): a
    /// candidate only, never reported.
    var plainEdge = false
  }

  /// The fewest template rows in view for a placement to be reported, 3.
  static let minimumVisibleRows = 3
  /// How many peaks of the coarse evidence besides the best are refined where the best refines
  /// poorly.
  static let fallbackPlaces = 2
  /// The share of a poorly refined place's evidence that a well-fitting peak needs to win.
  static let wellFittingShare: Float = 0.8

  var store: ProfileStore
  var coarse: ProfileStore
  let factor: Int
  /// The keyboard's top edge at rest, fractional row.
  let restingTop: Double
  let fine: TemplateScorer
  let rough: TemplateScorer

  /// Prepares the templates and their evidence from the reference.
  init(
    store: ProfileStore, coarse: ProfileStore, factor: Int, reference: ProfileImage,
    restingTop: Double, pixelsPerPoint: Double, usable: [[Int]?]
  ) {
    self.store = store
    self.coarse = coarse
    self.factor = factor
    self.restingTop = restingTop
    let top = max(0, min(store.rows - 1, Int(restingTop.rounded(.down))))
    let template = reference.rows(top..<store.rows)
    let samples = (0..<4).map { $0 * max(0, store.count - 1) / 3 }
    let chance = RowEvidence.chance(
      template: template, store: store, frames: samples, rowStep: 4)
    let hit = [Double](repeating: RowEvidence.priorMatch, count: template.rows)
    let evidence = RowEvidence(chance: chance, hit: hit, rowsPerPoint: pixelsPerPoint)
    let veto = max(2, Int((2 * pixelsPerPoint).rounded()))
    fine = TemplateScorer(
      template: template, evidence: evidence,
      comparison: RowComparison(strips: store.strips, usable: usable), vetoRows: veto,
      frameRows: store.rows, vetoFrom: restingTop - restingTop.rounded(.down) >= 0.5 ? 1 : 0)
    // Coarse: every `factor` template rows averaged, their evidence summed.
    let coarseRows = template.rows / factor
    var values = [Float](repeating: 0, count: coarseRows * store.strips)
    var match = [Float](repeating: 0, count: coarseRows)
    var mismatch = [Float](repeating: 0, count: coarseRows)
    for row in 0..<coarseRows {
      for inner in 0..<factor {
        let source = row * factor + inner
        match[row] += evidence.match[source]
        mismatch[row] += evidence.mismatch[source]
        for strip in 0..<store.strips {
          values[row * store.strips + strip] += template[source, strip] / Float(factor)
        }
      }
    }
    var coarseEvidence = evidence
    coarseEvidence.match = match
    coarseEvidence.mismatch = mismatch
    let coarseUsable = OverlayMask.coarsened(usable, factor: factor, rows: coarse.rows)
    rough = TemplateScorer(
      template: ProfileImage(rows: coarseRows, strips: store.strips, values: values),
      evidence: coarseEvidence,
      comparison: RowComparison(strips: store.strips, usable: coarseUsable),
      vetoRows: max(1, veto / factor), frameRows: coarse.rows)
  }

  /// Whether a placement is too weak to be reported (confidence under the threshold, or too few
  /// rows in view): only then is the frame looked at for a dimming.
  static func isWeak(_ match: Match) -> Bool {
    match.visible < minimumVisibleRows || match.plainEdge
      || MotionAnalysis.keyboardConfidence(match.evidence) < MotionEdgeTracker.keyboardThreshold
  }

  func match(_ frame: Int, templateTop: Int) -> Match? {
    let coarseTop = templateTop / factor
    let lowest = -(coarse.rows / 10) + coarseTop
    var coarseScores: [(evidence: Float, top: Int)] = []
    coarse.values.withUnsafeBufferPointer { values in
      let view = UnsafeBufferPointer(
        rebasing: values[frame * coarse.frameSize..<(frame + 1) * coarse.frameSize])
      for top in lowest..<coarse.rows {
        guard let score = rough.score(view, top: top) else { continue }
        coarseScores.append((score.evidence, top))
      }
    }
    guard let coarseBest = coarseScores.max(by: { $0.evidence < $1.evidence }) else { return nil }
    var scores: [Int: TemplateScorer.Score] = [:]
    func refined(around coarseTop: Int) -> (score: TemplateScorer.Score, top: Int)? {
      var fineBest: (score: TemplateScorer.Score, top: Int)?
      store.values.withUnsafeBufferPointer { values in
        let view = UnsafeBufferPointer(
          rebasing: values[frame * store.frameSize..<(frame + 1) * store.frameSize])
        // Whether `top` has the most evidence so far.
        func better(_ top: Int) -> Bool {
          guard let score = scores[top] ?? fine.score(view, top: top) else { return false }
          scores[top] = score
          guard score.evidence > (fineBest?.score.evidence ?? -.infinity) else { return false }
          fineBest = (score, top)
          return true
        }
        let center = coarseTop * factor
        let window = (center - factor - 1)...(center + factor + 1)
        for top in window { _ = better(top) }
        // A best on the window's end can lie past it: the coarse rows average a soft or
        // dithered edge with its neighbours (a dark GIF's keyboard at rest, placed 4 rows high
        // by a coarse place 4 rows off). The search goes on that way while the evidence grows,
        // up to 4 coarse rows.
        guard let end = fineBest?.top, end == window.lowerBound || end == window.upperBound
        else { return }
        let step = end == window.lowerBound ? -1 : 1
        var top = end + step
        while abs(top - end) <= 4 * factor, better(top) { top += step }
      }
      return fineBest
    }
    guard var chosen = refined(around: coarseBest.top) else { return nil }
    // The coarse rows average a fast-moving keyboard's blurred or heavily compressed edge with
    // its neighbours: where the best coarse place refines to a poor match (a mean difference
    // over a row match's tolerance), the next peaks of the coarse evidence are refined too and
    // the most evidence on the full rows wins, unless it too fits poorly and another fits well
    // (``replacement(for:among:)``).
    if chosen.score.cost > RowEvidence.tolerance {
      // Other peaks of the coarse evidence (each at least its neighbours'), best first.
      let peaks = coarseScores.indices.filter { index in
        let evidence = coarseScores[index].evidence
        return coarseScores[index].top != coarseBest.top
          && (index == 0 || coarseScores[index - 1].evidence <= evidence)
          && (index + 1 == coarseScores.count || coarseScores[index + 1].evidence <= evidence)
      }.map { coarseScores[$0] }.sorted { $0.evidence > $1.evidence }
      let others = peaks.prefix(Self.fallbackPlaces).compactMap { refined(around: $0.top) }
      if let index = Self.replacement(for: chosen.score, among: others.map(\.score)) {
        chosen = others[index]
      }
    }
    // Only a placement with little of the keyboard in view slides along a plain start: with
    // more than a suggestion strip's 60 pt in view, the key rows place it.
    if chosen.score.visible <= 30 * fine.vetoRows,
      let edge = edgeTop(frame, near: chosen.top), edge != chosen.top
    {
      return Match(
        top: restingTop + Double(edge - templateTop), evidence: chosen.score.evidence,
        visible: chosen.score.visible,
        matchedShare: Float(chosen.score.matched) / Float(max(1, chosen.score.visible)),
        plainEdge: isPlainEdge(frame, top: edge))
    }
    var offset = Double(chosen.top - templateTop)
    if let before = scores[chosen.top - 1], let after = scores[chosen.top + 1] {
      let curvature = Double(before.cost - 2 * chosen.score.cost + after.cost)
      if curvature > 1e-6 {
        offset += max(-0.5, min(0.5, 0.5 * Double(before.cost - after.cost) / curvature))
      }
    }
    return Match(
      top: restingTop + offset, evidence: chosen.score.evidence, visible: chosen.score.visible,
      matchedShare: Float(chosen.score.matched) / Float(max(1, chosen.score.visible)),
      plainEdge: isPlainEdge(frame, top: chosen.top))
  }

  /// Where the keyboard's top edge is near a placement whose first rows are plain (a
  /// suggestion strip the placement could slide along, when little else of the keyboard is in
  /// view; ``match(_:templateTop:)`` asks only then): the row within 12 points of `top` where
  /// the frame best continues the template's first 3 points below and differs from them for 2
  /// points above (each row that does counts one; the nearest of equal rows wins); `nil` when
  /// the first rows have structure to place them by, when the frame continues them fully at
  /// `top` already, or when no row does.
  func edgeTop(_ frame: Int, near top: Int) -> Int? {
    let template = fine.template
    let point = max(1, Int((Double(fine.vetoRows) / 2).rounded()))
    let below = 3 * point
    let above = 2 * point
    guard template.rows > below else { return nil }
    // Only a plain start needs this: one with structure is placed by the registration.
    let start = template.rows(0..<below)
    var spread: Float = 0
    for strip in 0..<template.strips {
      let values = (0..<below).map { start[$0, strip] }
      spread = max(spread, (values.max() ?? 0) - (values.min() ?? 0))
    }
    guard spread < 2 * RowEvidence.tolerance else { return nil }
    return store.values.withUnsafeBufferPointer { values -> Int? in
      template.values.withUnsafeBufferPointer { cells -> Int? in
        let view = UnsafeBufferPointer(
          rebasing: values[frame * store.frameSize..<(frame + 1) * store.frameSize])
        func matches(_ row: Int) -> Bool? {
          guard row >= 0, row < store.rows else { return nil }
          // A row whose every strip is masked tells nothing.
          if let list = fine.comparison.usable[row], list.isEmpty { return nil }
          return fine.comparison.cost(view, frameRow: row, cells, templateRow: 0)
            < RowEvidence.tolerance
        }
        func continues(_ row: Int) -> Bool? {
          guard row >= 0, row < store.rows else { return nil }
          if let list = fine.comparison.usable[row], list.isEmpty { return nil }
          return fine.comparison.cost(view, frameRow: row, cells, templateRow: row - candidate)
            < RowEvidence.tolerance
        }
        var candidate = top
        // A placement the frame already continues fully is the registration's to refine.
        if (0..<below).allSatisfy({ continues(top + $0) == true }) { return nil }
        let reach = 12 * point
        var best: (score: Int, row: Int)?
        for row in max(above, top - reach)...max(above, min(store.rows - below, top + reach)) {
          candidate = row
          var score = 0
          var full = true
          for offset in 0..<below {
            if continues(row + offset) == true { score += 1 } else { full = false }
          }
          guard full else { continue }
          for offset in 1...above where matches(row - offset) == false { score += 1 }
          if best.map({
            score > $0.score || (score == $0.score && abs(row - top) < abs($0.row - top))
          })
            ?? true
          {
            best = (score, row)
          }
        }
        return best?.row
      }
    }
  }
}
