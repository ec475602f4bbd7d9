extension RidingBarFinder {
  /// Mean absolute difference of row `rowA` of `a` and the row `fraction` of a row below row
  /// `rowB` of `b` (rows `rowB` and `rowB + 1` interpolated), on the strips both of those rows'
  /// `usable` lists keep (all when neither lists any); infinity when either row is outside its
  /// image or no strip is left. A downscaled copy moves an edge by a fraction of a row, and the
  /// rows it crosses blend its two sides in other shares than at whole rows.
  static func rowDifference(
    _ a: ProfileImage, _ rowA: Int, _ b: ProfileImage, _ rowB: Int, fraction: Float,
    usable: [[Int]?] = []
  ) -> Float {
    guard rowA >= 0, rowA < a.rows, rowB >= 0, rowB + 1 < b.rows else { return .infinity }
    let strips = min(a.strips, b.strips)
    func kept(_ row: Int) -> [Int]? {
      row < usable.count ? usable[row]?.filter { $0 < strips } : nil
    }
    let list: [Int]
    switch (kept(rowB), kept(rowB + 1)) {
    case (nil, nil): list = Array(0..<strips)
    case (let upper?, nil): list = upper
    case (nil, let lower?): list = lower
    case (let upper?, let lower?): list = upper.filter { lower.contains($0) }
    }
    guard !list.isEmpty else { return .infinity }
    var sum: Float = 0
    for strip in list {
      sum += abs(a[rowA, strip] - b.level(rowB, strip, fraction: fraction))
    }
    return sum / Float(list.count)
  }
}
