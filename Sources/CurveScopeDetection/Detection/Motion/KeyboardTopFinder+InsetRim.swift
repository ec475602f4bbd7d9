extension KeyboardTopFinder {
  /// The keyboard's edge below a floating pill's inset lower rim `rim`: the first edge within
  /// `reach` rows below it that crosses the screen (``RidingBarFinder/spansWidth(_:at:rowsAbove:)``),
  /// is at least half as strong as the rim and has no rows that the hidden frames show below it
  /// (`below` at least 0.5, or too plain to tell: a glass panel's plain top), when
  /// the screen's outer strips keep the level they have above the rim all the way down to it
  /// (``outerStripsStay(_:rim:strength:through:point:)``); `nil` otherwise.
  ///
  /// In a small or dithered copy the content between a floating pill and the keyboard, which
  /// scrolls with them, is absent from the hidden frames too, so the run of absent blocks can
  /// end on the pill's lower rim, with the keyboard's edge beyond the window searched. The rim
  /// is inset from the screen's sides and the page shows beside it and below it (the rows above
  /// the keyboard's edge may be absent from the hidden frames or shown there: either tells
  /// nothing). A glass keyboard's rounded top does not cross the screen at its first rows
  /// either, but its panel fills the outer strips within a few points of its top: that edge is
  /// kept.
  static func belowInsetRim(
    _ reference: ProfileImage, strength: [Float], rim: (row: Int, strength: Float), reach: Int,
    point: Double, below: (Int) -> Float?
  ) -> Int? {
    // An edge nearer the rim than twice the outer strips' margin leaves them no rows to test
    // (``outerStripsStay(_:rim:strength:through:point:)``): the search starts below those rows,
    // past the far side of a rim that is a light line (at 1.5 px/pt, 3 rows under it).
    let margin = max(2, Int(point.rounded()))
    let start = rim.row + max(2 * margin, Int((2 * point).rounded()))
    guard reach > 0, start < rim.row + reach else { return nil }
    let edges = EdgeProfile.edges(strength, in: start..<(rim.row + reach))
    guard
      let edge = edges.first(where: { edge in
        edge.strength >= 0.5 * rim.strength && RidingBarFinder.spansWidth(reference, at: edge.row)
          && (below(edge.row).map { $0 >= 0.5 } ?? true)
      })
    else { return nil }
    let through = edge.row - max(2, Int(point.rounded()))
    guard
      outerStripsStay(
        reference, rim: rim.row, strength: rim.strength, through: through, point: point)
    else { return nil }
    return edge.row
  }

  /// Whether the two outer strips keep, from just below `rim` to `through`, the level they have
  /// just above it: their mean change is under half the rim's `strength`. Beside and below a
  /// floating pill's rim the page goes on (its content changes them a little: a bubble's
  /// rounded end); a keyboard's rounded corners fill with its panel a few points below its top,
  /// and change them by about as much as its edge changes the middle.
  static func outerStripsStay(
    _ image: ProfileImage, rim: Int, strength: Float, through: Int, point: Double
  ) -> Bool {
    let gap = max(2, Int(point.rounded()))
    let reference = rim - 1 - gap
    let first = rim + gap
    guard image.strips >= 8, reference >= 0, first <= through, through < image.rows else {
      return false
    }
    let outer = [0, image.strips - 1]
    var sum: Float = 0
    for row in first...through {
      for strip in outer { sum += abs(image[row, strip] - image[reference, strip]) }
    }
    let change = sum / Float((through - first + 1) * outer.count)
    return change < 0.5 * strength
  }
}
