extension SyncSummary {
  /// Indices of `summaries` from worst to best: the larger worst |gap| (``worstGapPoints``)
  /// first, then the larger RMS gap, then the order given.
  public static func worstFirst(_ summaries: [SyncSummary]) -> [Int] {
    summaries.indices.sorted { a, b in
      let (sa, sb) = (summaries[a], summaries[b])
      let (wa, wb) = (sa.worstGapPoints, sb.worstGapPoints)
      if wa != wb { return wa > wb }
      if sa.rmsGapPoints != sb.rmsGapPoints { return sa.rmsGapPoints > sb.rmsGapPoints }
      return a < b
    }
  }
}
