import CurveScopeChart

extension AxisRange {
  /// The concrete (lower, upper) for data spanning `extent`, lower < upper always.
  ///
  /// A missing or non-finite extent becomes 0…1; a zero-width one v…v is widened to
  /// v ± 10 % of |v| (± 1 when v = 0) before padding.
  func resolve(
    extent: (lower: Double, upper: Double)?, locator: any TickLocator, targetCount: Int
  ) -> (lower: Double, upper: Double) {
    switch self {
    case .fixed(let a, let b):
      guard a.isFinite, b.isFinite else { return AxisRange.widened(extent ?? (0, 1)) }
      return AxisRange.widened((min(a, b), max(a, b)))
    case .automatic(let padding, let including, let nice):
      var lower = extent?.lower ?? .infinity
      var upper = extent?.upper ?? -.infinity
      for value in including where value.isFinite {
        lower = min(lower, value)
        upper = max(upper, value)
      }
      if lower > upper { (lower, upper) = (0, 1) }
      (lower, upper) = AxisRange.widened((lower, upper))
      let pad = padding.isFinite ? max(0, min(padding, 1)) : 0
      let span = upper - lower
      if span.isFinite {
        lower -= span * pad
        upper += span * pad
      }
      guard nice else { return (lower, upper) }
      let ticks = locator.ticks(from: lower, to: upper, targetCount: targetCount)
      guard ticks.count >= 2 else { return (lower, upper) }
      let step = ticks[1] - ticks[0]
      guard step > 0, step.isFinite else { return (lower, upper) }
      let niceLower = (lower / step - 1e-9).rounded(.down) * step
      let niceUpper = (upper / step + 1e-9).rounded(.up) * step
      return niceLower.isFinite && niceUpper.isFinite ? (niceLower, niceUpper) : (lower, upper)
    }
  }

  private static func widened(_ range: (lower: Double, upper: Double)) -> (
    lower: Double, upper: Double
  ) {
    guard range.lower == range.upper else { return range }
    let half = range.lower == 0 ? 1 : abs(range.lower) * 0.1
    return (range.lower - half, range.upper + half)
  }
}
