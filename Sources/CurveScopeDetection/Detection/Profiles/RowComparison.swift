/// How rows of profiles are compared: the mean absolute difference over the strips a row may
/// use (a static overlay such as the home indicator is left out), in 8-bit levels.
struct RowComparison: Sendable {
  /// Strips per row.
  let strips: Int
  /// For each row of the frame (screen row), the strips to compare; `nil` rows use all.
  let usable: [[Int]?]

  /// Compares every strip of every row.
  init(strips: Int, rows: Int) {
    self.strips = strips
    usable = Array(repeating: nil, count: rows)
  }

  /// Compares the given strips on the rows that list them.
  init(strips: Int, usable: [[Int]?]) {
    self.strips = strips
    self.usable = usable
  }

  /// The cost of frame row `frameRow` (of a stored frame starting at `frame`) against row
  /// `templateRow` of `template`.
  @inline(__always)
  func cost(
    _ frame: UnsafeBufferPointer<UInt8>, frameRow: Int, _ template: UnsafeBufferPointer<Float>,
    templateRow: Int
  ) -> Float {
    let a = frameRow * strips
    let b = templateRow * strips
    if let list = usable[frameRow] {
      guard !list.isEmpty else { return 0 }
      var sum: Float = 0
      for strip in list { sum += abs(Float(frame[a + strip]) - template[b + strip]) }
      return sum / Float(list.count)
    }
    var sum: Float = 0
    for strip in 0..<strips { sum += abs(Float(frame[a + strip]) - template[b + strip]) }
    return sum / Float(strips)
  }
}
