extension BarTracker {
  /// The shift within a row of `around`, in quarter rows, with the least mean difference over
  /// the template rows above `limit` (the frame's rows interpolated: a row `fraction` below row
  /// `r` is `r` plus `fraction` of the step to `r + 1`), and that difference; `nil` when no
  /// shift leaves 3 tenths of the template's rows (at least 2) in view.
  ///
  /// A bar registered at whole rows is off by up to half a row, and where a point is about a
  /// pixel its one-row edges (a hairline, a text field's border) then fall between two rows of
  /// the frame and differ from the template's on both: a clear match looks like a doubtful one.
  static func bestQuarterShift(
    _ profiles: ProfileStore, frame: Int, template: ProfileImage, templateTop: Int,
    around: Int, limit: Int
  ) -> (shift: Double, cost: Float)? {
    let strips = min(profiles.strips, template.strips)
    let rows = profiles.rows
    let minimum = max(2, template.rows * 3 / 10)
    var best: (shift: Double, cost: Float)?
    profiles.values.withUnsafeBufferPointer { values in
      let start = frame * profiles.frameSize
      for quarter in -4...4 {
        let below = Int((Double(quarter) / 4).rounded(.down))
        let whole = around + below
        let fraction = Float(quarter - 4 * below) / 4
        // Rows whose interpolation reads row + 1 keep that row above the limit too.
        let reach = fraction > 0 ? 1 : 0
        let first = max(0, -(templateTop + whole))
        let last = min(template.rows, min(rows, limit) - reach - (templateTop + whole))
        guard last - first >= minimum else { continue }
        var sum: Float = 0
        for row in first..<last {
          let upper = start + (templateTop + whole + row) * profiles.strips
          let lower = upper + profiles.strips
          for strip in 0..<strips {
            let value = Float(values[upper + strip])
            let blended =
              fraction > 0 ? value + fraction * (Float(values[lower + strip]) - value) : value
            sum += abs(blended - template[row, strip])
          }
        }
        let cost = sum / Float((last - first) * strips)
        if cost < (best?.cost ?? .infinity) {
          best = (Double(whole) + Double(fraction), cost)
        }
      }
    }
    return best
  }
}
