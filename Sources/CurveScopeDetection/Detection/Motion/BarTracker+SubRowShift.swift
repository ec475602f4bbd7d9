extension BarTracker {
  /// What a sub-row shift blends: the frame's rows (a template whose one-row edges fall between
  /// two of the frame's rows) or the template's (a frame whose edges fall between two rows while
  /// the template's are sharp).
  enum SubRowBlend: Sendable {
    /// A row `fraction` below row `r` of the frame is `r` plus `fraction` of the step to `r + 1`.
    case frame
    /// A row `fraction` below row `r` of the template is `r` plus `fraction` of the step to
    /// `r − 1`.
    case template
  }

  /// The shift within a row of `around`, in `1 / steps` of a row, with the least mean difference
  /// over the template rows above `limit` when `blend`'s rows are interpolated at that fraction,
  /// and that difference; `nil` when no shift leaves 3 tenths of the template's rows (at least 2)
  /// in view. The whole-row shift `around` itself is tried only when `includingWhole`. A frame
  /// row compares the strips `usable` lists for it (all when it lists none).
  static func bestSubRowShift(
    _ profiles: ProfileStore, frame: Int, template: ProfileImage, templateTop: Int,
    around: Int, limit: Int, steps: Int, blend: SubRowBlend, includingWhole: Bool,
    usable: [[Int]?] = []
  ) -> (shift: Double, cost: Float)? {
    guard steps > 0 else { return nil }
    let strips = min(profiles.strips, template.strips)
    let rows = profiles.rows
    let minimum = max(2, template.rows * 3 / 10)
    var best: (shift: Double, cost: Float)?
    profiles.values.withUnsafeBufferPointer { values in
      let start = frame * profiles.frameSize
      for step in -(steps - (blend == .template ? 1 : 0))...(steps - (blend == .template ? 1 : 0))
      where includingWhole || step != 0 {
        let below = Int((Double(step) / Double(steps)).rounded(.down))
        let whole = around + below
        let fraction = Float(step - steps * below) / Float(steps)
        let first: Int
        let last: Int
        switch blend {
        case .frame:
          // Rows whose interpolation reads row + 1 keep that row above the limit too.
          let reach = fraction > 0 ? 1 : 0
          first = max(0, -(templateTop + whole))
          last = min(template.rows, min(rows, limit) - reach - (templateTop + whole))
        case .template:
          // The template's first row has no row above it to blend with.
          first = max(1, -(templateTop + whole))
          last = min(template.rows, min(rows, limit) - (templateTop + whole))
        }
        guard last - first >= minimum else { continue }
        var sum: Float = 0
        var count = 0
        for row in first..<last {
          let frameRow = templateTop + whole + row
          let upper = start + frameRow * profiles.strips
          for strip in 0..<strips where EdgeStep.uses(usable, frameRow, strip) {
            count += 1
            switch blend {
            case .frame:
              let value = Float(values[upper + strip])
              let blended =
                fraction > 0
                ? value + fraction * (Float(values[upper + profiles.strips + strip]) - value)
                : value
              sum += abs(blended - template[row, strip])
            case .template:
              let sharp = template[row, strip]
              let blended = sharp + fraction * (template[row - 1, strip] - sharp)
              sum += abs(Float(values[upper + strip]) - blended)
            }
          }
        }
        guard count > 0 else { continue }
        let cost = sum / Float(count)
        if cost < (best?.cost ?? .infinity) {
          best = (Double(whole) + Double(fraction), cost)
        }
      }
    }
    return best
  }
}
