extension EdgeFollower {
  /// How much worse every shift a point or more away must be for a step that a band agrees
  /// with: 1.5, where a step alone needs ``distinctness``.
  static let agreedDistinctness: Float = 1.5

  /// A keyboard's edge in its last 36 points where neither a step nor the band alone is clear,
  /// but the two agree. A glass panel downscaled to 1.5–2 px/pt is blurred over a point or
  /// two: its step's best shift is 1.5–2 times better than a point away, not the twice a step
  /// alone needs, and the band the hidden screen does not show continues the panel within a
  /// point of the edge's move by a few tenths of a level more than farther (half a level needed
  /// alone). The two cues are independent: one registers the panel's rows against the frame
  /// before, the other compares the frame with the screen at rest with the keyboard hidden. A
  /// step distinct by ``agreedDistinctness`` and a band that continues the panel no worse near
  /// the move than farther, within a point of each other, give the band's edge (the first row
  /// the hidden screen does not show).
  func agreedStep(from: Int, row: Double, to: Int, motion: Double, limit: Double?) -> Followed? {
    guard side == .below,
      let band = bottomStep(from: from, row: row, to: to, motion: motion, contrast: 0),
      let registered = step(
        from: from, row: row, to: to, motion: motion, limit: limit,
        distinctness: Self.agreedDistinctness),
      abs(registered.row - band.row) <= max(1, pixelsPerPoint)
    else { return nil }
    return Followed(row: band.row, ratio: max(band.ratio, registered.ratio))
  }
}
