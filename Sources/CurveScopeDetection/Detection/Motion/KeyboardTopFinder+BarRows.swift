extension KeyboardTopFinder {
  /// The keyboard's top edge moved down past rows that are the bar's: where the bar's
  /// background is nearly the keyboard's colour (a dark theme, compression), the edge between
  /// them is too faint to be found, and the first edge found may be the bar's text field above
  /// it. Rows from `top` down that the hidden frames show `travel` rows lower (where the bar
  /// rests with the keyboard hidden) belong to the bar; the keyboard starts at the first row
  /// that they do not show, or where the bar's rows reach the screen's bottom in them.
  ///
  /// A row is shown when it matches the hidden frames `travel` rows lower, or that moved by less
  /// than a row either way, in sixths of a row (two rows interpolated): the bar's travel is
  /// found in whole rows, while a bar resting at a fraction of a row blends a thin line (a
  /// text field's border) over one row in one state and over two in the other.
  ///
  /// `nil` (keep `top`) unless 3 points (6 rows) or more match, the new edge lies within 30
  /// points, and the reference has an edge there (a change of 3 levels or more).
  static func belowBarRows(
    reference: ProfileImage, hidden: ProfileImage, top: Double, travel: Int,
    pixelsPerPoint: Double, usable: [[Int]?]
  ) -> Double? {
    let point = max(1, Int(pixelsPerPoint.rounded()))
    let start = Int(top.rounded(.up))
    guard travel > 0, start >= 0, start < reference.rows else { return nil }
    var row = start
    var found = false
    while row < min(reference.rows, start + 30 * point) {
      let other = row + travel
      if other >= hidden.rows {
        found = true
        break
      }
      let difference = shownDifference(
        reference, row, hidden, other, usable: usable)
      // The rows below must stay unlike the hidden frames for a point too (a thin line one
      // row off between the two is not the keyboard).
      if difference >= 4,
        (row..<min(reference.rows, row + point)).allSatisfy({
          $0 + travel >= hidden.rows
            || shownDifference(reference, $0, hidden, $0 + travel, usable: usable) >= 4
        })
      {
        found = true
        break
      }
      row += 1
    }
    guard found, row - start >= max(6, 3 * point) else { return nil }
    let strength = EdgeProfile.strength(reference)
    let near = max(0, row - 2)...min(reference.rows - 1, row + 2)
    guard near.contains(where: { strength[$0] >= 3 }) else { return nil }
    let crossing = EdgeProfile.crossing(EdgeProfile.middleColumn(reference), near: row)
    // Rows above `row` are the bar's (the hidden frames show them): a crossing among them, a
    // hair above the row (537.98 for 538), is still the row; the keyboard's template starts on
    // the row the crossing rounds down to, and a page row there vetoes every placement.
    return crossing >= Double(row) && crossing <= Double(row + 2) ? crossing : Double(row)
  }
}

extension KeyboardTopFinder {
  /// How far row `row` of `reference` is from row `other` of `hidden`, or from it moved by
  /// less than a row either way in sixths of a row: the least mean absolute difference per
  /// strip (two rows of `hidden` interpolated, on the strips both rows' `usable` lists keep);
  /// infinity when no such row is in `hidden`.
  static func shownDifference(
    _ reference: ProfileImage, _ row: Int, _ hidden: ProfileImage, _ other: Int,
    usable: [[Int]?]
  ) -> Float {
    var least = RidingBarFinder.rowDifference(reference, row, hidden, other, usable: usable)
    for upper in [other - 1, other] {
      for sixth in 1...5 {
        least = min(
          least,
          RidingBarFinder.rowDifference(
            reference, row, hidden, upper, fraction: Float(sixth) / 6, usable: usable))
      }
    }
    return least
  }
}
