/// Which refined place wins where the best coarse place refines poorly.
extension KeyboardTracker {
  /// Which of `others` (the next coarse peaks, refined) replaces `first` (the best coarse
  /// place, refined to a mean difference over a row match's tolerance), `nil` for none.
  ///
  /// The place with the most evidence wins, unless it too fits poorly (mean difference over the
  /// tolerance) and a place fits well (at most half of it) with at least ``wellFittingShare`` of
  /// its evidence: then the best of those that fit well wins. In a fast hide the keyboard's
  /// blurred edge lets a place a few points too high match most of its rows loosely, with more
  /// rows in view than the true place and so more evidence: 58.1 nats at a mean difference of
  /// 9.0 levels, 21 px high, against 53.1 at 2.8 (a heavily compressed recording); 57.4 at 6.1,
  /// 15 px high, against 49.5 at 1.9 (the same hide cropped).
  static func replacement(
    for first: TemplateScorer.Score, among others: [TemplateScorer.Score]
  ) -> Int? {
    var best: Int?
    for index in others.indices
    where others[index].evidence > (best.map { others[$0].evidence } ?? first.evidence) {
      best = index
    }
    let winner = best.map { others[$0] } ?? first
    guard winner.cost > RowEvidence.tolerance, winner.evidence > 0 else { return best }
    var fitting: Int?
    for index in others.indices
    where others[index].cost <= RowEvidence.tolerance / 2
      && others[index].evidence >= wellFittingShare * winner.evidence
      && others[index].evidence > (fitting.map { others[$0].evidence } ?? -.infinity)
    {
      fitting = index
    }
    return fitting ?? best
  }
}
