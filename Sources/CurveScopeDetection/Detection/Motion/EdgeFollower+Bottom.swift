extension EdgeFollower {
  /// A keyboard's edge in its last rows above the screen's bottom, where a step cannot register it:
  /// the body of 12 points a step compares is cut by the screen's bottom there, its first rows (a
  /// glass panel's bright rim) may lie past an edge placed a row or two low, and what is left of
  /// the panel is a plain stretch that matches anywhere. A glass panel's first 12 points are such a
  /// stretch under its rim too, and what shows through it changes from frame to frame: in a GIF of
  /// 15 frames a second the frame before a keyboard's last holds 19 points of it, where no shift
  /// stands out by twice.
  ///
  /// The keyboard there is what the screen with it hidden does not show: the edge is the first row
  /// of a band reaching the screen's bottom whose every row differs from the hidden screen (by a
  /// row match's tolerance), under at least a point of rows that show the hidden screen (within
  /// it): the page above the keyboard at its hidden look. The band's first rows are its
  /// anti-aliased or shadowed top: the edge is the first of them that differs by half as much as
  /// the band's strongest row in the next point. The edge must lie within 36 points of the screen's
  /// bottom (three bodies: the panel's plain top, the rows a step's body is cut to, and the glass
  /// of a panel still leaving fast there: 24 points left a glass keyboard 26.7 pt in view on a
  /// recompressed copy, and a chat app's copy, unfollowed, and each chain stopped there), and within
  /// twice the pace (at least 2 points) of where the edge's pace from frame `from` brings it. Rows
  /// every strip of which is masked (an overlay) tell nothing and are passed over; a frame whose
  /// bottom rows show the hidden screen has no keyboard left, and gives `nil`. The band holds a row
  /// above 1 px/pt, 2 rows at 1 px/pt, ``KeyboardTracker/minimumVisibleRows`` below.
  ///
  /// The band must be the keyboard of frame `from`, not what a keyboard leaves behind it (the black
  /// backdrop of a keyboard window): its rows (12 points at most) compared with frame `from`'s at
  /// every shift within a point of the edge's move (after a brightness gain), and the rows above it
  /// with the hidden screen, must each differ by at most 0.35 of the band's difference from the
  /// hidden screen (``BarTracker/seenRatio``; that ratio is the step's). Above the last 12 points,
  /// the band must also continue it better within a point of that move than a point or two farther
  /// (by ``contrast``, half a level), or its rim must (``rimShows(from:to:edge:nominal:)``): a
  /// plain stretch says nothing of where it continues a plain panel. A glass panel's rows change from frame to frame as it leaves (3 to 13 levels where its
  /// band differs from the page by 80 to 130), a black backdrop differs from the keyboard before it
  /// about as much as from the page. `contrast` is that margin (``contrast`` unless a step agrees
  /// with the band).
  func bottomStep(
    from: Int, row: Double, to: Int, motion: Double, contrast: Float = Self.contrast
  ) -> Followed? {
    guard side == .below, let hidden, hidden.rows == store.rows, hidden.strips == store.strips,
      row.isFinite, motion.isFinite, abs(row) < Double(store.rows),
      abs(motion) < Double(store.rows)
    else { return nil }
    let rows = store.rows
    // A point of rows, at least 2.
    let point = max(2, Int(pixelsPerPoint.rounded()))
    let lowestEdge = rows - 3 * bodyRows
    let expected = row + motion
    let bound = max(2 * abs(motion), 2 * Double(point))
    let first = max(lowestEdge - point, Int((expected - bound).rounded(.down)), point)
    let last = min(rows - 1, Int((expected + bound).rounded(.up)))
    guard first <= last else { return nil }
    // Each row's difference from the hidden screen (`nil`: every strip masked), from a point
    // above the first row searched to the bottom, read once.
    let low = first - point
    let differences: [Float?] = (low..<rows).map { screenRow in
      EdgeStep.restingCost(
        store, usable, frame: to, resting: hidden, rows: screenRow..<(screenRow + 1))
    }
    func difference(_ screenRow: Int) -> Float? { differences[screenRow - low] }
    // The first row of the band of differing rows that reaches the bottom.
    var start = rows
    for screenRow in stride(from: rows - 1, through: first, by: -1) {
      guard let difference = difference(screenRow) else { continue }
      if difference < RowEvidence.tolerance { break }
      start = screenRow
    }
    guard start <= last, start >= lowestEdge else { return nil }
    // The page above it at its hidden look, for a point at least.
    let above = (start - point)..<start
    let seen = above.compactMap(difference)
    guard seen.count >= 2, seen.allSatisfy({ $0 < RowEvidence.tolerance }) else { return nil }
    let top = start..<min(rows, start + point + 1)
    let strongest = top.compactMap(difference).max() ?? 0
    let edge = top.first { (difference($0) ?? 0) >= strongest / 2 } ?? start
    // One row is the rim's first above 1 px/pt; at a point a row, one row in view tells
    // nothing (a glass keyboard's soft top row is the page's colour).
    let fewest =
      pixelsPerPoint < 1 ? KeyboardTracker.minimumVisibleRows : pixelsPerPoint > 1 ? 1 : 2
    guard edge >= lowestEdge, rows - edge >= fewest else { return nil }
    // The band continues the keyboard of frame `from` (its first rows, within a point of where
    // the edge was placed there): not what a keyboard leaves behind it (a black backdrop).
    let compared = edge..<min(rows, edge + bodyRows)
    let nominal = edge - Int(row.rounded())
    let shifts = Self.shifts(around: nominal, point: point)
    guard let continuity = continuation(compared, from: from, to: to, shifts: shifts.near) else {
      return nil
    }
    // Above the step's cut body the band must also show where it continues the keyboard: a
    // plain stretch (a toolbar the hidden screen lacks) continues a plain panel at any shift.
    if edge < rows - bodyRows {
      let bodyShows =
        continuation(compared, from: from, to: to, shifts: shifts.farther).map {
          $0 - continuity >= contrast
        } ?? true
      guard bodyShows || rimShows(from: from, to: to, edge: edge, nominal: nominal) else {
        return nil
      }
    }
    let band = (edge..<rows).compactMap(difference)
    let pageCost = seen.reduce(0, +) / Float(seen.count)
    let bandCost = band.reduce(0, +) / Float(max(1, band.count))
    let ratio = max(pageCost, continuity) / max(bandCost, 1e-3)
    guard ratio <= BarTracker.seenRatio else { return nil }
    return Followed(row: Double(edge), ratio: ratio)
  }

  /// Whether the band's first point of rows (its rim: a glass panel's bright top line) continues
  /// frame `from`'s keyboard within a point of the edge's move (`nominal`, rows) better, by a row
  /// match's tolerance, than a point or two farther. A glass panel's body shows what lies behind
  /// it, which changes from frame to frame as it leaves (a simulator's window, a recompressed
  /// copy: its 12 points continued the frame before no better near the move than farther), but
  /// its rim is drawn the same on every frame. A plain stretch (a toolbar the hidden screen
  /// lacks) has no such row, and a black backdrop's first row is no rim.
  func rimShows(from: Int, to: Int, edge: Int, nominal: Int) -> Bool {
    let point = max(2, Int(pixelsPerPoint.rounded()))
    let rim = edge..<min(store.rows, edge + point)
    let shifts = Self.shifts(around: nominal, point: point)
    guard let near = continuation(rim, from: from, to: to, shifts: shifts.near),
      let away = continuation(rim, from: from, to: to, shifts: shifts.farther)
    else { return false }
    return away - near >= RowEvidence.tolerance
  }

  /// The shifts within `point` rows of `nominal` (the edge's move), and those a point or two
  /// farther, each in increasing order.
  static func shifts(around nominal: Int, point: Int) -> (near: [Int], farther: [Int]) {
    let all = Array((nominal - 2 * point)...(nominal + 2 * point))
    return (all.filter { abs($0 - nominal) <= point }, all.filter { abs($0 - nominal) > point })
  }

  /// How well frame `to`'s `rows` continue frame `from`'s at the best of `shifts`
  /// (``EdgeStep/cost(_:_:from:to:rows:shift:)``); `nil` when no shift can be compared.
  func continuation(_ rows: Range<Int>, from: Int, to: Int, shifts: [Int]) -> Float? {
    shifts.compactMap { shift in
      EdgeStep.cost(store, usable, from: from, to: to, rows: rows, shift: shift)
    }.min()
  }
}
