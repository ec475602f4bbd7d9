extension RidingBarFinder.TravelSearch {
  /// The travel of a bar whose structured rows match as well at another travel, or too few of
  /// them match to tell (``RidingBarFinder/weakShare``): the whole block from its highest
  /// matched row down to the keyboard's edge (`lastRow`), plain rows included, registered over
  /// `travels`, when that places it clearly better.
  ///
  /// A plain bar at under a pixel a point has only a blended top edge with structure, which
  /// matches wherever an edge of the same levels lies in the other frame: a dithered 10 fps GIF
  /// of a grey strip on the keyboard took it 81 px short of its travel, so the bar was never
  /// looked for where it rests with the keyboard hidden. Its plain body matches only there.
  ///
  /// Kept only when the block's best travel differs from the found one's by under half of both
  /// the found travel's and the median over all travels, and the lowest structured row that
  /// matches at it is still the found bar's (within `slack` rows): content above the bar, whose
  /// block holds the bar too, is not moved onto the bar's travel.
  func blockTravel(
    bottom: Int, matched: [Int], travel: Int, in travels: Range<Int>, lastRow: Int, slack: Int
  ) -> Int? {
    guard let top = matched.min(), top < lastRow else { return nil }
    let block = top...lastRow
    let costs = travels.map { (travel: $0, cost: blockDifference(block, travel: $0)) }
    let finite = costs.map(\.cost).filter(\.isFinite).sorted()
    guard finite.count >= 3, let best = costs.min(by: { $0.cost < $1.cost }),
      best.travel != travel
    else { return nil }
    let median = finite[finite.count / 2]
    let current = blockDifference(block, travel: travel)
    guard 2 * best.cost < current, 2 * best.cost < median else { return nil }
    let lowest = candidates.last { difference($0, travel: best.travel, fraction: 0) < 6 }
    guard let lowest, abs(lowest - bottom) <= slack else { return nil }
    return best.travel
  }

  /// The mean difference of the reference's rows `block` and `other`'s rows `travel` further
  /// down, every row counted (plain ones too, which the structured rows leave out); infinity
  /// when fewer than three quarters of the rows can be compared.
  func blockDifference(_ block: ClosedRange<Int>, travel: Int) -> Float {
    var sum: Float = 0
    var count = 0
    for row in block {
      let difference = RidingBarFinder.rowDifference(
        reference, row, other, row + travel, usable: usable)
      guard difference.isFinite else { continue }
      sum += difference
      count += 1
    }
    guard count > 0, 4 * count >= 3 * block.count else { return .infinity }
    return sum / Float(count)
  }
}
