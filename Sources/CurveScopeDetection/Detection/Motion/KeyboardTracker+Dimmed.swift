/// A keyboard at rest under a dimming overlay: an alert, an action sheet or a menu darkens the
/// whole screen (in a Slack GIF to 0.64 of its brightness for 19 frames, with the "Undo Typing"
/// alert over the keyboard's first rows). Every row of the keyboard then differs from its rows
/// at rest by more than a row match's tolerance, and the frame is left unclear although the
/// keyboard has not moved.
///
/// Such a frame's keyboard rows are its rows at rest scaled by one gain and shifted by one
/// offset. Where the rows at rest fit the frame that way (a robust least-squares fit, most cells
/// within a few levels, a gain of ``dimmedGains``), the dimming is undone on the frame's
/// profile and the keyboard is registered again on the restored profile, the same way as in any
/// frame: the fit only restores the frame, the registration still places the keyboard.
extension KeyboardTracker {
  /// The gains a dimming overlay leaves (0.3: nearly black; 0.9: barely dimmed, within what a
  /// row match's tolerance absorbs).
  static let dimmedGains: ClosedRange<Float> = 0.3...0.9
  /// The least share of the keyboard's cells that fit the gain and offset (an alert may cover
  /// the rest).
  static let dimmedFitShare: Float = 0.6
  /// The largest mean difference (levels) of the cells that fit.
  static let dimmedFitResidual: Float = 4
  /// The least spread (standard deviation, levels) of the rows at rest for a gain to be told:
  /// a plain panel fits any gain.
  static let dimmedSpread: Float = 8

  /// A gain and an offset that carry the keyboard's rows at rest (the template from its resting
  /// top) onto a frame's same rows: `nil` when they do not fit as a dimming.
  func dimming(_ frame: Int) -> (gain: Float, offset: Float)? {
    let template = fine.template
    // The template's first row as the tracker took it (clamped to the frame), and the first
    // row wholly below the resting edge.
    let templateTop = max(0, min(store.rows - 1, Int(restingTop.rounded(.down))))
    let top = max(templateTop, Int(restingTop.rounded(.up)))
    let end = min(store.rows, templateTop + template.rows)
    guard end - top >= 2 else { return nil }
    let rows = top..<end
    let every = Array(0..<store.strips)
    var pairs: [(x: Float, y: Float)] = []
    pairs.reserveCapacity(rows.count * store.strips)
    store.values.withUnsafeBufferPointer { values in
      let start = frame * store.frameSize
      for row in rows {
        let strips = fine.comparison.usable[row] ?? every
        for strip in strips {
          pairs.append(
            (template[row - templateTop, strip], Float(values[start + row * store.strips + strip])))
        }
      }
    }
    // A frame whose first fit is nowhere near a dimming (a page where the keyboard rests has
    // next to nothing in common with its rows: a gain near 0) is passed over before the
    // residuals are sorted, which every frame without the keyboard would otherwise cost.
    guard pairs.count >= 8, let first = Self.fitted(pairs), (0.1...1.5).contains(first.gain)
    else { return nil }
    let residuals = pairs.map { abs($0.y - (first.gain * $0.x + first.offset)) }
    let median = residuals.sorted()[residuals.count / 2]
    let limit = max(Self.dimmedFitResidual, 2.5 * median)
    let kept = pairs.indices.filter { residuals[$0] <= limit }.map { pairs[$0] }
    guard Float(kept.count) >= Self.dimmedFitShare * Float(pairs.count),
      let fit = Self.fitted(kept), Self.dimmedGains.contains(fit.gain)
    else { return nil }
    var sum: Float = 0
    var mean: Float = 0
    var squares: Float = 0
    for pair in kept {
      sum += abs(pair.y - (fit.gain * pair.x + fit.offset))
      mean += pair.x
      squares += pair.x * pair.x
    }
    let count = Float(kept.count)
    mean /= count
    guard sum / count <= Self.dimmedFitResidual,
      (squares / count - mean * mean).squareRoot() >= Self.dimmedSpread
    else { return nil }
    return fit
  }

  /// The least-squares line y = gain · x + offset through `pairs`, `nil` when x does not vary.
  static func fitted(_ pairs: [(x: Float, y: Float)]) -> (gain: Float, offset: Float)? {
    let count = Float(pairs.count)
    guard count > 1 else { return nil }
    let meanX = pairs.reduce(0) { $0 + $1.x } / count
    let meanY = pairs.reduce(0) { $0 + $1.y } / count
    var xx: Float = 0
    var xy: Float = 0
    for pair in pairs {
      xx += (pair.x - meanX) * (pair.x - meanX)
      xy += (pair.x - meanX) * (pair.y - meanY)
    }
    guard xx > 0 else { return nil }
    let gain = xy / xx
    return (gain, meanY - gain * meanX)
  }

  /// The keyboard registered on a frame whose dimming (``dimming(_:)``) is undone, with the
  /// gain it was undone by and the restored profile; `nil` when the frame is not dimmed that
  /// way or the registration finds nothing.
  func restoredMatch(_ frame: Int, templateTop: Int)
    -> (match: Match, gain: Float, profile: [UInt8])?
  {
    guard let fit = dimming(frame) else { return nil }
    var restored = [UInt8](repeating: 0, count: store.frameSize)
    store.values.withUnsafeBufferPointer { values in
      let start = frame * store.frameSize
      for cell in 0..<store.frameSize {
        let level = (Float(values[start + cell]) - fit.offset) / fit.gain
        restored[cell] = UInt8(max(0, min(255, level.rounded())))
      }
    }
    var one = ProfileStore(rows: store.rows, strips: store.strips, maximumBytes: Int.max)
    one.append(restored, strips: store.strips)
    var tracker = self
    tracker.store = one
    tracker.coarse = one.coarse(factor: factor)
    return tracker.match(0, templateTop: templateTop).map { ($0, fit.gain, restored) }
  }
}
