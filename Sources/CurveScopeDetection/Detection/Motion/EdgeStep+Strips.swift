extension EdgeStep {
  /// The median over strips of the mean difference of frame `from`'s `rows` shifted by `shift`
  /// against frame `to`, after the best brightness gain (above black) within ``gains`` over all
  /// of them; strips a row leaves out (an overlay) in either frame are not compared. A minority
  /// of strips that do not move with the rest (a rounded screen corner's black, a static badge)
  /// do not decide it. `nil` when nothing is compared.
  static func medianStripCost(
    _ store: ProfileStore, _ usable: [[Int]?], from: Int, to: Int, rows: Range<Int>, shift: Int
  ) -> Float? {
    guard
      let (gain, _) = fittedGain(store, usable, from: from, to: to, rows: rows, shift: shift)
    else { return nil }
    var sums = [Float](repeating: 0, count: store.strips)
    var counts = [Int](repeating: 0, count: store.strips)
    forEachPair(store, usable, from: from, to: to, rows: rows, shift: shift) {
      strip, template, frame in
      sums[strip] += abs(frame - gain * template)
      counts[strip] += 1
    }
    let means = (0..<store.strips).filter { counts[$0] > 0 }.map { sums[$0] / Float(counts[$0]) }
      .sorted()
    return means[means.count / 2]
  }
}
