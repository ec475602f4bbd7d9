/// Horizontal edges in a profile image: where rows change across the middle of the screen, and
/// where exactly (to a fraction of a row) an edge falls.
enum EdgeProfile {
  /// The middle strips (the outer two on each side dropped when there are eight or more: a
  /// rounded keyboard panel or an inset bar does not reach them).
  static func middleStrips(_ strips: Int) -> [Int] {
    strips >= 8 ? Array(2..<(strips - 2)) : Array(0..<strips)
  }

  /// The mean level of every row over the middle strips.
  static func middleColumn(_ image: ProfileImage) -> [Float] {
    let strips = middleStrips(image.strips)
    return (0..<image.rows).map { image.rowMean($0, strips: strips) }
  }

  /// Edge strength per row: |row y+1 − row y−2| over the middle strips (a soft edge of a few
  /// rows counts whole).
  static func strength(_ image: ProfileImage) -> [Float] {
    let strips = middleStrips(image.strips)
    var out = [Float](repeating: 0, count: image.rows)
    guard image.rows >= 4 else { return out }
    for row in 2..<(image.rows - 1) {
      var sum: Float = 0
      for strip in strips { sum += abs(image[row + 1, strip] - image[row - 2, strip]) }
      out[row] = sum / Float(strips.count)
    }
    return out
  }

  /// Local maxima of the strength of at least `minimum` levels in `range`, as (row, strength),
  /// maxima within 3 rows of each other merged into the strongest.
  static func edges(_ strength: [Float], in range: Range<Int>, minimum: Float = 5)
    -> [(row: Int, strength: Float)]
  {
    var out: [(row: Int, strength: Float)] = []
    let low = max(3, range.lowerBound)
    let high = min(strength.count - 2, range.upperBound)
    guard low < high else { return out }
    for row in low..<high
    where strength[row] >= minimum && strength[row] >= strength[row - 1]
      && strength[row] > strength[row + 1]
    {
      if let last = out.last, row - last.row <= 3 {
        if strength[row] > last.strength { out[out.count - 1] = (row, strength[row]) }
      } else {
        out.append((row, strength[row]))
      }
    }
    return out
  }

  /// Where the edge near `row` falls, as the coordinate of the first row below it (fractional):
  /// the crossing of the level halfway between the rows above (5 to 2 rows up) and below (3 to
  /// 7 rows down), the one nearest `row`; `row` itself when the column does not cross it.
  static func crossing(_ column: [Float], near row: Int) -> Double {
    guard row >= 8, row + 8 < column.count else { return Double(row) }
    let above = median(Array(column[(row - 7)..<(row - 2)]))
    let below = median(Array(column[(row + 3)..<(row + 8)]))
    let middle = (above + below) / 2
    var best: Double?
    for candidate in (row - 3)..<(row + 5) {
      let v0 = column[candidate - 1]
      let v1 = column[candidate]
      guard (v0 - middle) * (v1 - middle) <= 0, v0 != v1 else { continue }
      let position = Double(candidate - 1) + Double((middle - v0) / (v1 - v0)) + 0.5
      if best.map({ abs(position - Double(row)) < abs($0 - Double(row)) }) ?? true {
        best = position
      }
    }
    return best ?? Double(row)
  }

  static func median(_ values: [Float]) -> Float {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
