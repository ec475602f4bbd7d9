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
  }

  let store: ProfileStore
  let coarse: ProfileStore
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
      frameRows: store.rows)
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
    var coarseUsable = [[Int]?](repeating: nil, count: coarse.rows)
    for row in 0..<coarse.rows {
      coarseUsable[row] = usable[min(usable.count - 1, row * factor + factor - 1)]
    }
    rough = TemplateScorer(
      template: ProfileImage(rows: coarseRows, strips: store.strips, values: values),
      evidence: coarseEvidence,
      comparison: RowComparison(strips: store.strips, usable: coarseUsable),
      vetoRows: max(1, veto / factor), frameRows: coarse.rows)
  }

  /// The best placement in every frame (`nil` where no placement is possible).
  func track() -> [Match?] {
    var matches: [Match?] = []
    matches.reserveCapacity(store.count)
    let templateTop = Int(restingTop.rounded(.down))
    for frame in 0..<store.count {
      if frame > 0, isRepeat(frame) {
        matches.append(matches[frame - 1])
        continue
      }
      matches.append(match(frame, templateTop: templateTop))
    }
    return matches
  }

  /// Whether a frame's profile equals the previous one's within a level everywhere.
  func isRepeat(_ frame: Int) -> Bool {
    let size = store.frameSize
    return store.values.withUnsafeBufferPointer { values in
      let a = frame * size
      let b = (frame - 1) * size
      for cell in stride(from: 0, to: size, by: 3)
      where abs(Int(values[a + cell]) - Int(values[b + cell])) > 1 {
        return false
      }
      return true
    }
  }

  private func match(_ frame: Int, templateTop: Int) -> Match? {
    let coarseTop = templateTop / factor
    let lowest = -(coarse.rows / 10) + coarseTop
    var best: (evidence: Float, top: Int)?
    coarse.values.withUnsafeBufferPointer { values in
      let view = UnsafeBufferPointer(rebasing: values[frame * coarse.frameSize..<(frame + 1) * coarse.frameSize])
      for top in lowest..<coarse.rows {
        guard let score = rough.score(view, top: top) else { continue }
        if score.evidence > (best?.evidence ?? -.infinity) { best = (score.evidence, top) }
      }
    }
    guard let coarseBest = best else { return nil }
    var fineBest: (score: TemplateScorer.Score, top: Int)?
    var scores: [Int: TemplateScorer.Score] = [:]
    store.values.withUnsafeBufferPointer { values in
      let view = UnsafeBufferPointer(rebasing: values[frame * store.frameSize..<(frame + 1) * store.frameSize])
      let center = coarseBest.top * factor
      for top in (center - factor - 1)...(center + factor + 1) {
        guard let score = fine.score(view, top: top) else { continue }
        scores[top] = score
        if score.evidence > (fineBest?.score.evidence ?? -.infinity) { fineBest = (score, top) }
      }
    }
    guard let chosen = fineBest else { return nil }
    var offset = Double(chosen.top - templateTop)
    if let before = scores[chosen.top - 1], let after = scores[chosen.top + 1] {
      let curvature = Double(before.cost - 2 * chosen.score.cost + after.cost)
      if curvature > 1e-6 {
        offset += max(-0.5, min(0.5, 0.5 * Double(before.cost - after.cost) / curvature))
      }
    }
    return Match(
      top: restingTop + offset, evidence: chosen.score.evidence, visible: chosen.score.visible,
      matchedShare: Float(chosen.score.matched) / Float(max(1, chosen.score.visible)))
  }
}
