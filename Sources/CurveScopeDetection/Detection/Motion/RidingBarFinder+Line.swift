extension RidingBarFinder {
  /// The far side of a thin line that the column enters at row `change` from a steady level (a
  /// floating pill's light rim below its plain inside, a text field's dark border below its
  /// face): where the column comes back through the level halfway between that steady level and
  /// the line's extreme, within the line's `reach` rows below `change`, as the coordinate of the
  /// first row below the line (fractional). `nil` when the rows above the change are not steady
  /// (within 4 levels over `reach` rows, the row just above it left out: it may blend with the
  /// line, and must lie between the two; and the row above that too when it is a halo, off the
  /// steady level the other way from the line by under half as much), the line is entered by
  /// less than `minimumRise` levels, or the column does not come back so soon (an edge between
  /// two areas, not a line).
  ///
  /// The bar's lowest edge is a line's lower side: below a downscaled pill the rim is a row or
  /// two, and its upper side, where the strongest change is, lies a row or two above the pill's
  /// last row.
  static func lineBottom(_ column: [Float], change: Int, reach: Int, minimumRise: Float) -> Double?
  {
    guard reach >= 1, change - 1 - reach >= 0, change + reach + 1 < column.count else {
      return nil
    }
    func steadyLevel(through end: Int) -> Float? {
      guard end - reach + 1 >= 0 else { return nil }
      let levels = ((end - reach + 1)...end).map { column[$0] }
      guard let low = levels.min(), let high = levels.max(), high - low <= 4 else { return nil }
      return levels.reduce(0, +) / Float(levels.count)
    }
    // A downscaled copy's ringing can leave a halo row just above the line, off the steady
    // level the other way from the line (lighter above a dark rim) and by less than half as
    // much: it is left out too.
    let haloRow = change - 2
    let before: Float
    if let level = steadyLevel(through: change - 2) {
      before = level
    } else if let level = steadyLevel(through: change - 3),
      (column[haloRow] - level) * (column[change] - level) < 0,
      abs(column[haloRow] - level) < 0.5 * abs(column[change] - level)
    {
      before = level
    } else {
      return nil
    }
    let rise = column[change] - before
    // The row left out blends the steady level with the line, or is the steady level.
    let blend = column[change - 1]
    let sign: Float = rise > 0 ? 1 : -1
    guard abs(rise) >= max(8, minimumRise), (blend - before) * sign >= -4,
      (column[change] - blend) * sign >= 0
    else { return nil }
    // The line's extreme, in the direction it was entered.
    var extreme = column[change]
    var extremeRow = change
    for row in change...(change + reach) where (column[row] - extreme) * rise > 0 {
      (extreme, extremeRow) = (column[row], row)
    }
    let half = (before + extreme) / 2
    for row in (extremeRow + 1)...(change + reach + 1) {
      let (v0, v1) = (column[row - 1], column[row])
      // Back past halfway towards the steady level: the line ends between the two rows.
      guard (v1 - half) * rise <= 0 else { continue }
      return Double(row - 1) + Double((v0 - half) / (v0 - v1)) + 0.5
    }
    return nil
  }
}
