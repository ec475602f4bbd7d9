extension KeyboardTopFinder {
  /// The top row of the run of blocks, from the band's bottom up, that have structure and
  /// appear nowhere in `hidden` (their best match there differs by at least half as much as the
  /// block differs from itself moved by 2 or 4 points).
  ///
  /// Two blocks in a row that do appear end the run. So does a block after 10 points or more
  /// without structure unless it is clearly absent (its best match differs by as much as it
  /// does from itself): a keyboard's rows are absent from the hidden frames by far, while a bar
  /// above a plain gap may be absent only because its look changed (text typed, focus). Plain
  /// rows that the hidden frames show as they are (``shownLevels``: a plain page, a plain bar's
  /// face) are never the keyboard's: 10 points of them end the run whatever comes next, and
  /// they never pass for its panel.
  /// `nil` when the first blocks with structure appear there.
  static func absentRunTop(
    _ reference: ProfileImage, _ hidden: ProfileImage, block: Int, step: Int,
    usable: [[Int]?] = []
  ) -> Int? {
    var row = BandMotion.band(rows: reference.rows).upperBound - block
    var top: Int?
    var present = 0
    var plain = 0
    // Of the plain blocks since the last one with structure, those the hidden frames show.
    var shown = 0
    // Levels of the plain stretches between absent blocks (the keyboard's panel between key
    // rows); a plain stretch of that level above the run is the panel too (a suggestion strip
    // whose words a small or dithered recording blurs), not a gap under a bar.
    var panelLevels: [Float] = []
    var stretch: [Float] = []
    // The top of the panel-level plain rows right above the run (the strip's top rows, whose
    // blocks have too little structure to be found absent), while nothing else came between.
    var panelTop: Int?
    var extending = false
    while row >= 0 {
      defer { row -= step }
      guard
        let ratio = absenceRatio(
          reference, hidden, row: row, block: block, step: step, usable: usable)
      else {
        let level = blockLevel(reference, row: row, block: block)
        stretch.append(level)
        // Only plain rows above the run's start matter; whether the hidden frames show them is
        // looked up only there.
        let isShown =
          top != nil
          && bestMatch(reference, row: row, block: block, in: hidden, usable: usable)
            <= shownLevels
        if !isShown, panelLevels.contains(where: { abs($0 - level) <= 4 }) {
          if extending { panelTop = row }
        } else {
          plain += 1
          if isShown { shown += 1 }
          extending = false
        }
        continue
      }
      // After a plain gap the run goes on only through a block clearly absent, and never
      // across plain rows the hidden frames show, nor across a gap taller than a suggestion
      // strip's blank (60 pt): nothing above that is the keyboard.
      if top != nil, plain >= 10,
        ratio < 1 || shown >= 10 || plain * step >= 60 * block / 8
      {
        break
      }
      plain = 0
      shown = 0
      if ratio >= 0.5 {
        if top != nil { panelLevels += stretch }
        top = row
        present = 0
        panelTop = nil
        extending = true
      } else {
        extending = false
        present += 1
        if present >= 2 { break }
      }
      stretch = []
    }
    return panelTop.map { min($0, top ?? $0) } ?? top
  }

  /// The most a plain block's best match in the hidden frames may differ (levels, mean per row
  /// and strip) for the hidden frames to show it as it is, 1.5: compression and dithering
  /// noise. A plain page or a bar's face shown there matches within half a level; a key row's
  /// plain middle (keys and the gaps between them) or the keyboard's panel differs by 2.5 and
  /// more from anything there.
  static let shownLevels: Float = 1.5

  /// The mean level of a block over every strip.
  static func blockLevel(_ image: ProfileImage, row: Int, block: Int) -> Float {
    let rows = max(0, row)..<min(image.rows, row + block)
    guard !rows.isEmpty else { return 0 }
    return rows.map { image.rowMean($0) }.reduce(0, +) / Float(rows.count)
  }
}
