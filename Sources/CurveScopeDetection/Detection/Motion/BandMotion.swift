/// How the bottom band of the screen (rows 72 % … 97 % of its height, where a keyboard that is
/// up always shows) moves from one frame to the next: the vertical shift that carries the
/// previous frame's band onto this one's, 0 when nothing moved or no shift explains the change
/// (then the frame is marked unexplained: something changed, but not by one rigid shift, as when
/// the keyboard enters the band while the content above moves at another pace).
///
/// A keyboard rising or falling moves this band rigidly; an app's content rarely does (it
/// scrolls above the keyboard, and a bar moving over a plain page leaves the page in place).
enum BandMotion {
  /// The band's rows, as fractions of the screen height.
  static let bandTop = 0.72
  /// The band's lower end (the last 3 % hold the home indicator).
  static let bandBottom = 0.97
  /// The least mean change (levels) of a band that no shift explains for its frame to count as
  /// unexplained (not still): well above the encoder's and a dither's noise (under 1 level).
  static let unexplainedChange: Float = 2

  /// The band of a profile with `rows` rows.
  static func band(rows: Int) -> Range<Int> {
    let top = Int(Double(rows) * bandTop)
    return top..<max(top + 1, Int(Double(rows) * bandBottom))
  }

  /// Per frame, the band's shift from the frame before in full-resolution rows (positive:
  /// moved down), from the coarse profiles (`factor` rows each), 0 for the first frame; and
  /// whether the band changed with no shift to explain it.
  static func shifts(coarse: ProfileStore, factor: Int) -> (shifts: [Int], unexplained: [Bool]) {
    let rows = coarse.rows
    let strips = coarse.strips
    let band = band(rows: rows)
    let limit = max(1, rows / 5)
    var shifts = [Int](repeating: 0, count: coarse.count)
    var unexplained = [Bool](repeating: false, count: coarse.count)
    guard coarse.count > 1, band.count >= 4 else { return (shifts, unexplained) }
    coarse.values.withUnsafeBufferPointer { values in
      for frame in 1..<coarse.count {
        let current = (frame * rows) * strips
        let previous = ((frame - 1) * rows) * strips
        func cost(_ shift: Int) -> Float? {
          // Rows y of this frame against rows y − shift of the previous one.
          let low = max(band.lowerBound, band.lowerBound + shift)
          let high = min(band.upperBound, rows + shift)
          guard high - low >= band.count / 2 else { return nil }
          var sum = 0
          for row in low..<high {
            let a = current + row * strips
            let b = previous + (row - shift) * strips
            for strip in 0..<strips { sum += abs(Int(values[a + strip]) - Int(values[b + strip])) }
          }
          return Float(sum) / Float((high - low) * strips)
        }
        guard let still = cost(0), still > 0.6 else { continue }
        var best: (cost: Float, shift: Int) = (.infinity, 0)
        var costs: [Float] = []
        for shift in -limit...limit {
          guard let value = cost(shift) else { continue }
          costs.append(value)
          if value < best.cost { best = (value, shift) }
        }
        costs.sort()
        let median = costs.isEmpty ? 0 : costs[costs.count / 2]
        if best.shift != 0, best.cost < 0.5 * still, best.cost < 0.3 * median {
          shifts[frame] = best.shift * factor
        } else if still >= unexplainedChange {
          unexplained[frame] = true
        }
      }
    }
    return (shifts, unexplained)
  }
}
