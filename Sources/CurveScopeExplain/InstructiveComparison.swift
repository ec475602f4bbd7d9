public import CurveScopeMeasure

/// Which strategies a comparison of one scenario shows when nobody chose: the handlers whose
/// mistakes apps make most, one per distinct way out of sync, and the fix to set beside the
/// first (what `compare -o` and the documentation gallery draw).
public enum InstructiveComparison {
  /// Strategies in the order they are chosen to lead a scenario's comparison: the mistakes apps
  /// make most first.
  public static let handlerPreference = [
    "reported-duration", "unshifted-curve", "will-show-only", "iqkeyboardmanager", "display-link",
    "fixed-guess", "curve-shift", "layout-guide",
  ]

  /// Strategies in the order they are chosen as the fix in ``pair(_:)``: the keyboard's own
  /// curve passed with `<< 16`, then the layout guide, then the accessory view.
  public static let fixPreference = ["curve-shift", "layout-guide", "input-accessory-view"]

  /// The analyses worth a comparison: one per distinct out-of-sync behaviour
  /// (``FrameSeries/sameGapGroups(_:order:)``) of the handlers in ``handlerPreference``, in that
  /// order; the first preferred handler when all are in sync. Other strategies are left out
  /// (when none is a handler, every analysis counts).
  public static func handlers(_ analyses: [SyncMeasurement]) -> [SyncMeasurement] {
    let preference = handlerPreference
    let handlers = analyses.indices.filter { preference.contains(analyses[$0].series.barName) }
    let candidates = handlers.isEmpty ? Array(analyses.indices) : handlers
    func rank(_ index: Int) -> Int {
      preference.firstIndex(of: analyses[index].series.barName) ?? preference.count
    }
    let ordered = candidates.sorted { rank($0) < rank($1) }
    let outOfSync = ordered.filter { !analyses[$0].summary.isInSync }
    guard !outOfSync.isEmpty else { return ordered.prefix(1).map { analyses[$0] } }
    return FrameSeries.sameGapGroups(analyses.map(\.series), order: outOfSync).map {
      analyses[$0[0]]
    }
  }

  /// The two measurements a comparison of one scenario shows when nobody chose: the scenario's
  /// most instructive handler and its fix, in that order.
  ///
  /// The handler is the first of ``handlers(_:)`` (the first handler out of sync in
  /// ``handlerPreference``; the first preferred one when all are in sync). The fix is the first
  /// strategy of ``fixPreference`` that is in sync on this scenario; when none is, the other
  /// measurement with the smallest worst |gap| (the best there is here), the earlier one on a
  /// tie. For the default show that is `reported-duration` against `curve-shift`. Fewer than
  /// two measurements are returned as they are.
  public static func pair(_ analyses: [SyncMeasurement]) -> [SyncMeasurement] {
    guard analyses.count > 1, let handler = handlers(analyses).first else { return analyses }
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
