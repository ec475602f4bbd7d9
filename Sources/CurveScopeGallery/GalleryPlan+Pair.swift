public import CurveScopeMeasure

extension GalleryPlan {
  /// Strategies in the order they are chosen as the fix in ``instructivePair(_:)``: the
  /// keyboard's own curve passed with `<< 16`, then the layout guide, then the accessory view.
  public static let fixPreference = ["curve-shift", "layout-guide", "input-accessory-view"]

  /// The two measurements a comparison of one scenario shows when nobody chose: the scenario's
  /// most instructive handler and its fix, in that order.
  ///
  /// The handler is the first of ``instructive(_:)`` (the first handler out of sync in
  /// ``preference``, the mistakes apps make most; the first preferred one when all are in
  /// sync). The fix is the first strategy of ``fixPreference`` that is in sync on this scenario;
  /// when none is, the other measurement with the smallest worst |gap| (the best there is here),
  /// the earlier one on a tie. For the default show that is `reported-duration` against
  /// `curve-shift`. Fewer than two measurements are returned as they are.
  public static func instructivePair(_ analyses: [SyncMeasurement]) -> [SyncMeasurement] {
    guard analyses.count > 1, let handler = instructive(analyses).first else { return analyses }
    let others = analyses.filter { $0.series.barName != handler.series.barName }
    let preferred = fixPreference.lazy.compactMap { name in
      others.first { $0.series.barName == name && $0.summary.isInSync }
    }.first
    let closest = others.enumerated().min { a, b in
      (a.element.summary.worstGapPoints, a.offset) < (b.element.summary.worstGapPoints, b.offset)
    }?.element
    guard let fix = preferred ?? closest else { return [handler] }
    return [handler, fix]
  }
}
