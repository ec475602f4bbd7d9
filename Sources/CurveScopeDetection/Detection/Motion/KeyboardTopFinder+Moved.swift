extension KeyboardTopFinder {
  /// How much the `block` rows from `row` of the reference differ from those rows moved down
  /// by `displacement` in `moved` (mean absolute difference per row and strip), the least over
  /// displacements up to a row either side in quarter rows (the rows between two of `moved`
  /// interpolated); `nil` when no such rows are in `moved`.
  ///
  /// The displacement is whole rows while the keyboard moves by a fraction of one, and the
  /// block starts on the edge itself: in a downscaled recording, where the edge's row is a blend
  /// of the two sides, half a row off shows as a difference of half the edge's contrast on a
  /// row of only a few.
  static func movedCost(
    _ reference: ProfileImage, row: Int, block: Int, in moved: ProfileImage, displacement: Int
  ) -> Float? {
    guard row >= 0, row + block <= reference.rows, block > 0 else { return nil }
    let strips = min(reference.strips, moved.strips)
    var least: Float?
    for quarter in -4...4 {
      let whole = displacement + Int((Double(quarter) / 4).rounded(.down))
      let fraction = Float(quarter - 4 * Int((Double(quarter) / 4).rounded(.down))) / 4
      let target = row + whole
      guard target >= 0, target + block + (fraction > 0 ? 1 : 0) <= moved.rows else { continue }
      var cost: Float = 0
      for offset in 0..<block {
        for strip in 0..<strips {
          var value = moved[target + offset, strip]
          if fraction > 0 {
            value += fraction * (moved[target + offset + 1, strip] - value)
          }
          cost += abs(reference[row + offset, strip] - value)
        }
      }
      let mean = cost / Float(block * strips)
      least = min(least ?? mean, mean)
    }
    return least
  }
}
