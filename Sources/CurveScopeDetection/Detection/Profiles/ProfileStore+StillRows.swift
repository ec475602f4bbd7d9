extension ProfileStore {
  /// How many of the last rows hold the same levels in every frame (each strip within
  /// `tolerance` levels of the first frame's): rows below the screen, a plain border the
  /// screen was not told from (a light frame around a light page), where no keyboard shows.
  /// A keyboard that rises from the screen's bottom changes its last rows as it shows or hides.
  func stillRowsAtBottom(tolerance: Int) -> Int {
    stillRows(stride(from: rows - 1, through: 0, by: -1), tolerance: tolerance)
  }

  /// How many of the first rows hold the same levels in every frame: a border above the
  /// screen, and the screen's own rows that never change (a status bar whose clock does not
  /// turn during the recording).
  func stillRowsAtTop(tolerance: Int) -> Int {
    stillRows(0..<rows, tolerance: tolerance)
  }

  private func stillRows(_ order: some Sequence<Int>, tolerance: Int) -> Int {
    guard count > 1, rows > 0, strips > 0 else { return 0 }
    var still = 0
    for row in order {
      for frame in 1..<count {
        for strip in 0..<strips {
          let first = Int(value(frame: 0, row: row, strip: strip))
          if abs(Int(value(frame: frame, row: row, strip: strip)) - first) > tolerance {
            return still
          }
        }
      }
      still += 1
    }
    return still
  }
}
