extension RestingGapAnalysis {
  /// The ``uncertain`` departures that would change the verdict if they were counted: an extra
  /// gap where the verdict has none, or an extra overlap where it has none. A verdict with any
  /// cannot be told from the recording (at about 15 frames a second, a bar covered for 200 ms
  /// may show on two soft frames only, and "in sync" would rest on missing them).
  public var verdictChangingDoubts: [Departure] {
    let verdict = self.verdict
    return uncertain.filter { departure in
      departure.extra > 0
        ? verdict != .gap && verdict != .coveredAndGap
        : verdict != .covered && verdict != .coveredAndGap
    }
  }
}
