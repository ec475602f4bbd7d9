/// A frame's row profile (or a median of several) as floating-point levels, `rows × strips`,
/// row by row: what templates, references and edge searches are made of.
struct ProfileImage: Sendable {
  /// Rows.
  let rows: Int
  /// Strips per row.
  let strips: Int
  /// The levels, row by row.
  var values: [Float]

  /// The level of a cell.
  subscript(row: Int, strip: Int) -> Float {
    values[row * strips + strip]
  }

  /// The level `fraction` of a row below row `row` in `strip`: rows `row` and `row + 1`
  /// interpolated (row `row + 1` read only when `fraction` is over 0).
  func level(_ row: Int, _ strip: Int, fraction: Float) -> Float {
    let upper = self[row, strip]
    return fraction > 0 ? upper + fraction * (self[row + 1, strip] - upper) : upper
  }

  /// Rows `range` as a new image.
  func rows(_ range: Range<Int>) -> ProfileImage {
    ProfileImage(
      rows: range.count, strips: strips,
      values: Array(values[range.lowerBound * strips..<range.upperBound * strips]))
  }

  /// The mean of a row over `strips` (all when `nil`).
  func rowMean(_ row: Int, strips chosen: [Int]? = nil) -> Float {
    let list = chosen ?? Array(0..<strips)
    guard !list.isEmpty else { return 0 }
    var sum: Float = 0
    for strip in list { sum += self[row, strip] }
    return sum / Float(list.count)
  }

  /// The cell-wise median of stored frames `frames` (at most 64 are used, evenly spread).
  static func median(of store: ProfileStore, frames: [Int]) -> ProfileImage {
    precondition(!frames.isEmpty, "a median of no frames")
    let chosen: [Int] =
      frames.count <= 64
      ? frames : (0..<64).map { frames[$0 * frames.count / 64] }
    let size = store.frameSize
    var values = [Float](repeating: 0, count: size)
    var column = [UInt8](repeating: 0, count: chosen.count)
    store.values.withUnsafeBufferPointer { stored in
      for cell in 0..<size {
        for (slot, frame) in chosen.enumerated() { column[slot] = stored[frame * size + cell] }
        column.sort()
        let middle = chosen.count / 2
        values[cell] =
          chosen.count % 2 == 1
          ? Float(column[middle]) : (Float(column[middle - 1]) + Float(column[middle])) / 2
      }
    }
    return ProfileImage(rows: store.rows, strips: store.strips, values: values)
  }
}
