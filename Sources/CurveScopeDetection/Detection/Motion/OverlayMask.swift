/// Cells of the bottom rows that hardly change (a quarter of their row's widest change at most)
/// while their row does: a static overlay drawn over everything (the home indicator, an Android
/// navigation handle). Comparisons leave them out, so a keyboard sliding under the overlay is
/// still matched by the rest of its row. An overlay is narrow: a row is masked only where at
/// least half its strips are left to compare.
enum OverlayMask {
  /// The bottom share of the screen searched, 8 %.
  static let searchedShare = 0.08

  /// For each row, the strips to compare (`nil`: all).
  static func usableStrips(store: ProfileStore) -> [[Int]?] {
    var usable = [[Int]?](repeating: nil, count: store.rows)
    guard store.count >= 2 else { return usable }
    let strips = store.strips
    let first = store.rows - max(1, Int(Double(store.rows) * searchedShare))
    store.values.withUnsafeBufferPointer { values in
      for row in first..<store.rows {
        var low = [UInt8](repeating: 255, count: strips)
        var high = [UInt8](repeating: 0, count: strips)
        for frame in 0..<store.count {
          let start = (frame * store.rows + row) * strips
          for strip in 0..<strips {
            low[strip] = min(low[strip], values[start + strip])
            high[strip] = max(high[strip], values[start + strip])
          }
        }
        let ranges = (0..<strips).map { Int(high[$0]) - Int(low[$0]) }
        guard let widest = ranges.max(), widest >= 24 else { continue }
        // An overlay barely changes (an adaptive one follows what is under it a little).
        let changing = (0..<strips).filter {
          Double(ranges[$0]) > max(6, 0.25 * Double(widest))
        }
        // The overlay's ends fall part-way into the strips beside it, which then change only
        // by their uncovered share and still differ from what is under the overlay: left out too.
        let kept = changing.filter { strip in
          (strip == 0 || changing.contains(strip - 1))
            && (strip == strips - 1 || changing.contains(strip + 1))
        }
        // A home indicator or a navigation handle covers a third of the width at most: a row
        // where most strips hardly change has no overlay, only a few strips that change far
        // more than the rest (a keyboard's icons over a light page giving way to its light
        // panel), and comparing it on those few would match almost anything.
        if kept.count < strips, 2 * kept.count >= strips { usable[row] = kept }
      }
    }
    return dilated(usable, by: max(2, store.rows / 500))
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
}
