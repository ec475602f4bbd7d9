extension RestingGapAnalysis {
  /// The ``uncertain`` departures that would change the verdict if they were counted: an extra
  /// gap where the verdict has none, or an extra overlap where it has none. A verdict with any
  /// cannot be told from the recording (at about 15 frames a second, a bar covered for 200 ms
  /// may show on two soft frames only, and "in sync" would rest on missing them).
  public var verdictChangingDoubts: [Departure] {
    uncertain.filter(changesVerdict)
  }

  /// The ``isolated`` departures (beyond the tolerance on one frame alone) that would change the
  /// verdict if they were counted. At a very low frame rate a bar that leaves its place for a
  /// frame or two of a 60 Hz screen shows on one frame only: such a frame can be neither left
  /// out as a misread nor taken as a desync.
  public var verdictChangingSingles: [Departure] {
    isolated.filter(changesVerdict)
  }

  /// Whether counting `departure` would change the verdict: an extra gap where it has none, or
  /// an extra overlap where it has none.
  func changesVerdict(_ departure: Departure) -> Bool {
    let verdict = self.verdict
    return departure.extra > 0
      ? verdict != .gap && verdict != .coveredAndGap
      : verdict != .covered && verdict != .coveredAndGap
  }

  /// The largest extra gap when the gap the bar rests at with the keyboard hidden is unknown
  /// though the keyboard hides (the bar never seen at rest there), and that extra gap passes the
  /// tolerance; `nil` otherwise. Many layouts rest farther from a hidden keyboard than from one
  /// that is up (a bar on the safe-area inset), and their gap grows during a hide by design:
  /// without the hidden resting gap, a growing gap cannot be told from a bar left behind. An
  /// extra overlap still decides: layouts do not rest nearer a hidden keyboard than an up one.
  public var gapAgainstUnknownHiddenRest: Departure? {
    guard restingGapDown == nil, keyboardSeenHidden, let gap = maxExtraGap, gap.extra > tolerance
    else { return nil }
    return gap
  }
}
