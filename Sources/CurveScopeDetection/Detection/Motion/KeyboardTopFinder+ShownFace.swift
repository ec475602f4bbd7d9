extension KeyboardTopFinder {
  /// The keyboard's edge below a bar's plain face: when the rows right under `edge` are plain
  /// and the hidden frames show them as they are (``isShownFace(_:_:row:point:usable:)``), `edge`
  /// is not the panel's but the bar's (its text field's lower border over the bar's bottom
  /// padding, which the hidden frames show where the bar rests without the keyboard). The
  /// panel's edge is then the strongest edge within `reach` rows below that crosses the screen
  /// and has no such face under it; `nil` when the rows under `edge` are no shown face, or no
  /// edge below qualifies.
  ///
  /// At a pixel a point, with a home indicator over the bar's bottom rows in the hidden frames,
  /// the text field's lower rows can pass for absent (dithering and the indicator leave a few
  /// levels between them and the bar there), and the run of absent blocks ends inside the bar,
  /// with the panel's edge past the window searched; the bar's plain padding, which the hidden
  /// frames do show as it is, tells the two apart.
  static func belowShownFace(
    _ reference: ProfileImage, _ hidden: ProfileImage, strength: [Float], edge: Int,
    reach: Int, point: Double, usable: [[Int]?]
  ) -> Int? {
    let gap = max(2, Int(point.rounded()))
    guard isShownFace(reference, hidden, row: edge + gap, point: point, usable: usable) else {
      return nil
    }
    let edges = EdgeProfile.edges(strength, in: (edge + gap + 1)..<(edge + reach))
    return edges.filter { candidate in
      RidingBarFinder.spansWidth(reference, at: candidate.row)
        && !isShownFace(reference, hidden, row: candidate.row + gap, point: point, usable: usable)
    }.max(by: { $0.strength < $1.strength })?.row
  }

  /// Whether the 3 points of rows from `row` are plain (they differ from themselves moved by a
  /// point or two by under 3 levels) and a hidden frame shows them within ``shownLevels``.
  static func isShownFace(
    _ reference: ProfileImage, _ hidden: ProfileImage, row: Int, point: Double,
    usable: [[Int]?]
  ) -> Bool {
    let face = max(2, Int((3 * point).rounded()))
    guard row >= 0, row + face <= reference.rows else { return false }
    let step = max(1, Int(point.rounded()))
    guard selfDifference(reference, row: row, block: face, step: step) < 3 else { return false }
    return bestMatch(reference, row: row, block: face, in: hidden, usable: usable) <= shownLevels
  }
}
