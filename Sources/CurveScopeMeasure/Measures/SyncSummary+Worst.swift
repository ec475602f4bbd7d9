extension SyncSummary {
  /// The larger of the deepest overlap and the widest gap, in points: how far the bar strays
  /// from the keyboard at its worst, whichever way (the worst |gap|).
  public var worstGapPoints: Double { max(maxOverlapPoints, maxGapPoints) }

  /// The worst |gap| with its side: −``maxOverlapPoints`` when the overlap is the larger (the
  /// keyboard covers the bar), else +``maxGapPoints`` (a blank strip; +0 when in contact
  /// throughout, and the gap on a tie). Its magnitude is ``worstGapPoints``.
  public var signedWorstGapPoints: Double {
    maxOverlapPoints > maxGapPoints ? -maxOverlapPoints : maxGapPoints
  }
}
