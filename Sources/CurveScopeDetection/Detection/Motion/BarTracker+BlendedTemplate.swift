extension BarTracker {
  /// The shift within a row of `around`, in eighths of a row (−7/8 … +7/8), with the least mean
  /// difference over the template rows above `limit` when the template's rows are blended as a
  /// bar a fraction of a row below a whole row shows them (a row `fraction` below row `r` of the
  /// template is `r` plus `fraction` of the step to `r − 1`), and that difference; `nil` when no
  /// shift leaves 3 tenths of the template's rows (at least 2) in view.
  ///
  /// ``bestQuarterShift(_:frame:template:templateTop:around:limit:)`` blends the frame's rows:
  /// it finds a template whose one-row edges fall between two rows of the reference. This finds
  /// the other way round, a frame whose edges fall between two rows while the reference's are
  /// sharp: where a point is about a pixel (a GIF at a pixel a point, a downscaled copy) a bar
  /// that moved by a third of a point spreads its hairline border over two rows, and no blend of
  /// the frame's rows makes one sharp row again; the reference's row blended the same way does
  /// match it.
  static func bestBlendedTemplateShift(
    _ profiles: ProfileStore, frame: Int, template: ProfileImage, templateTop: Int,
    around: Int, limit: Int
  ) -> (shift: Double, cost: Float)? {
    let strips = min(profiles.strips, template.strips)
    let rows = profiles.rows
    let minimum = max(2, template.rows * 3 / 10)
    var best: (shift: Double, cost: Float)?
    profiles.values.withUnsafeBufferPointer { values in
      let start = frame * profiles.frameSize
      for eighth in -7...7 where eighth != 0 {
        let below = Int((Double(eighth) / 8).rounded(.down))
        let whole = around + below
        let fraction = Float(eighth - 8 * below) / 8
        // The template's first row has no row above it to blend with.
        let first = max(1, -(templateTop + whole))
        let last = min(template.rows, min(rows, limit) - (templateTop + whole))
        guard last - first >= minimum else { continue }
        var sum: Float = 0
        for row in first..<last {
          let offset = start + (templateTop + whole + row) * profiles.strips
          for strip in 0..<strips {
            let sharp = template[row, strip]
            let blended = sharp + fraction * (template[row - 1, strip] - sharp)
            sum += abs(Float(values[offset + strip]) - blended)
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
