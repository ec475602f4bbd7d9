/// Cells of the bottom rows that hardly change (a quarter of their row's widest change at most)
/// while their row does: a static overlay drawn over everything (the home indicator, an Android
/// navigation handle). Comparisons leave them out, so a keyboard sliding under the overlay is
/// still matched by the rest of its row. An overlay is narrow: a row is masked only where at
/// least half its strips are left to compare.
///
/// Rounded screen corners a frame drew over the screen's bottom (``RoundedCorners/Insets``) hide
/// the strips they touch in their rows: those strips are never compared there, and the half
/// left to compare is counted among the others (with the corners and a home indicator in one
/// row, fewer than half of all strips show the screen).
enum OverlayMask {
  /// The bottom share of the screen searched, 8 %.
  static let searchedShare = 0.08

  /// For each row, the strips to compare (`nil`: all); `width` is the region's, in the pixels
  /// `corners` counts.
  static func usableStrips(
    store: ProfileStore, corners: RoundedCorners.Insets? = nil, width: Int = 0
  ) -> [[Int]?] {
    var usable = [[Int]?](repeating: nil, count: store.rows)
    guard store.count >= 2 else { return usable }
    let strips = store.strips
    let cornerRows = width > 0 ? min(store.rows, corners?.rows ?? 0) : 0
    let first = store.rows - max(1, Int(Double(store.rows) * searchedShare), cornerRows)
    store.values.withUnsafeBufferPointer { values in
      for row in first..<store.rows {
        // The strips no corner touches in this row.
        let shown = shownStrips(
          strips: strips, width: width,
          covered: corners?.covered(rowsAboveBottom: store.rows - 1 - row) ?? (0, 0))
        if shown.count < strips { usable[row] = shown }
        var low = [UInt8](repeating: 255, count: strips)
        var high = [UInt8](repeating: 0, count: strips)
        for frame in 0..<store.count {
          let start = (frame * store.rows + row) * strips
          for strip in 0..<strips {
            low[strip] = min(low[strip], values[start + strip])
            high[strip] = max(high[strip], values[start + strip])
          }
        }
        let ranges = (0..<strips).map { shown.contains($0) ? Int(high[$0]) - Int(low[$0]) : 0 }
        guard let widest = ranges.max(), widest >= 24 else { continue }
        // An overlay barely changes (an adaptive one follows what is under it a little).
        let limit = max(
          6, 0.25 * Double(widest), adaptiveLimit(shown.map { ranges[$0] }, widest: widest))
        let changing = shown.filter { Double(ranges[$0]) > limit }
        // The overlay's ends fall part-way into the strips beside it, which then change only
        // by their uncovered share and still differ from what is under the overlay: left out too.
        let kept = changing.filter { strip in
          (strip == shown[0] || changing.contains(strip - 1))
            && (strip == shown[shown.count - 1] || changing.contains(strip + 1))
        }
        // A home indicator or a navigation handle covers a third of the width at most: a row
        // where most strips hardly change has no overlay, only a few strips that change far
        // more than the rest (a keyboard's icons over a light page giving way to its light
        // panel), and comparing it on those few would match almost anything. So the overlay
        // takes half the strips at most, and a quarter is left to compare (with rounded
        // corners, fewer than half may be).
        let overlay = shown.count - kept.count
        if overlay > 0, 2 * overlay <= strips, 4 * kept.count >= strips { usable[row] = kept }
      }
    }
    return dilated(usable, by: max(2, store.rows / 500))
  }

  /// The strips of a row of `width` pixels cut into `strips` that keep clear of `covered` pixels
  /// at its left and right.
  static func shownStrips(strips: Int, width: Int, covered: (left: Int, right: Int)) -> [Int] {
    guard width > 0, covered.left > 0 || covered.right > 0 else { return Array(0..<strips) }
    return (0..<strips).filter { strip in
      strip * width / strips >= covered.left
        && (strip + 1) * width / strips <= width - covered.right
    }
  }

  /// The range at or under which a strip is overlay when the row's ranges split cleanly in two:
  /// one contiguous run of strips (half the row at most) that change at most 0.4 of the widest
  /// change, every other strip changing at least 1.6 times as much. An adaptive home indicator
  /// darkens over a light keyboard: re-encoded at a low quality its strips then change by 29–31
  /// levels where the keyboard's change by 51–118, a little over a quarter of the widest. 0 when
  /// the ranges do not split so.
  static func adaptiveLimit(_ ranges: [Int], widest: Int) -> Double {
    let sorted = ranges.sorted()
    var best: (ratio: Double, limit: Int)?
    for count in 1...max(1, sorted.count / 2) where count < sorted.count {
      let lower = sorted[count - 1]
      let ratio = Double(sorted[count]) / Double(max(lower, 6))
      guard Double(lower) <= 0.4 * Double(widest), ratio >= 1.6 else { continue }
      if ratio > (best?.ratio ?? 0) { best = (ratio, lower) }
    }
    guard let best else { return 0 }
    // One overlay: the strips under the limit side by side.
    let low = ranges.indices.filter { ranges[$0] <= best.limit }
    guard let first = low.first, let last = low.last, last - first + 1 == low.count else {
      return 0
    }
    return Double(best.limit)
  }

  /// The mask carried `rows` rows up and down from the rows that have one: an overlay's
  /// anti-aliased top and bottom rows change too much to be found as overlay, yet still hide
  /// part of what is under them.
  static func dilated(_ usable: [[Int]?], by rows: Int) -> [[Int]?] {
    var out = usable
    for row in usable.indices where usable[row] == nil {
      let near = (max(0, row - rows)...min(usable.count - 1, row + rows)).compactMap {
        usable[$0]
      }
      guard !near.isEmpty else { continue }
      // Strips every nearby masked row keeps.
      out[row] = near.dropFirst().reduce(near[0]) { kept, list in kept.filter(list.contains) }
    }
    return out
  }

  /// `usable` (strips per fine row) for `rows` rows `factor` times coarser: each coarse row
  /// compares the strips of its lowest fine row (an overlay sits at the screen's bottom, so the
  /// lowest row is the one it reaches first).
  static func coarsened(_ usable: [[Int]?], factor: Int, rows: Int) -> [[Int]?] {
    guard !usable.isEmpty, factor > 0, rows > 0 else { return [] }
    return (0..<rows).map { usable[min(usable.count - 1, $0 * factor + factor - 1)] }
  }
}
