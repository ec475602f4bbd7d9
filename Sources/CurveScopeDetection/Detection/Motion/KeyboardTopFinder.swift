#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keyboard's top edge in the reference (the first row of its panel while it rests up).
///
/// With frames where the keyboard is hidden: the keyboard is what those frames never show.
/// Scanning the reference from the bottom up in blocks of 8 pt, every block with structure that
/// appears nowhere in a hidden frame belongs to the keyboard; the first block that does appear
/// (the bar, the app's content, which the hidden frames show elsewhere) ends it. The edge is then
/// the strongest horizontal edge within 1 pt above to 12 pt below the end of that run (of those
/// with absent rows below and present ones above, when any is), placed to a fraction of a row. A bar whose look changed between the two states (text typed) can make
/// the run overshoot by part of the bar; the strongest edge near its end is still the panel's.
/// When none of those edges crosses the screen and the strongest is a floating pill's inset
/// lower rim (the page beside and below it), the edge is the first one below the rim that
/// crosses the screen (``belowInsetRim(_:strength:rim:reach:point:below:)``). An edge with a
/// plain face under it that the hidden frames show as it is (a bar's bottom padding) is the
/// bar's; the panel's is below that face
/// (``belowShownFace(_:_:strength:edge:reach:point:usable:)``).
///
/// Without hidden frames (a keyboard only dragged down): the highest edge that moves with the
/// keyboard (found in the frame where it is held lowest, displaced by as much: within 6 levels,
/// or by a tenth of how much the rows differ unmoved) and below which the rows have the
/// keyboard's panel colour (its outer strips between the key rows).
enum KeyboardTopFinder {
  /// How the edge was found.
  enum Method: String, Sendable {
    /// The top of what hidden frames never show.
    case absentWhenHidden
    /// The top of the moving region of the keyboard's panel colour.
    case panelColor
  }

  /// Finds the edge: a fractional row of the reference, or `nil`.
  /// `usable` lists, for each screen row, the strips that a static overlay (the home
  /// indicator) leaves to compare; the hidden frames' rows are compared on those only, so that
  /// the bar resting under the indicator while the keyboard is hidden still shows there.
  static func find(
    reference: ProfileImage, hidden: ProfileImage?, pixelsPerPoint: Double,
    lowest: (image: ProfileImage, displacement: Int)?, usable: [[Int]?] = []
  ) -> (row: Double, method: Method)? {
    let strength = EdgeProfile.strength(reference)
    let column = EdgeProfile.middleColumn(reference)
    let point = max(1.0, pixelsPerPoint)
    if let hidden {
      let block = max(2, Int((8 * point).rounded()))
      let step = max(1, Int(point.rounded()))
      guard
        let top = absentRunTop(
          reference, hidden, block: block, step: step, usable: usable)
      else {
        return nil
      }
      let low = top - Int(point.rounded()) - 1
      let high = top + Int((12 * point).rounded())
      let candidates = EdgeProfile.edges(strength, in: low..<high)
      // The strongest edge, unless what is below it shows in the hidden frames too (a bar's
      // text field just above the keyboard can make a stronger edge than the keyboard's):
      // then the strongest of those with absent rows below and present ones above (or, on
      // one side, too little structure to tell: a plain suggestion strip).
      func below(_ row: Int) -> Float? {
        absenceRatio(reference, hidden, row: row, block: block, step: step, usable: usable)
      }
      func above(_ row: Int) -> Float? {
        absenceRatio(
          reference, hidden, row: row - block, block: block, step: step, usable: usable)
      }
      var chosen = candidates
      // A panel's edge crosses the screen; a text field's border above it is inset. Of edges
      // of comparable strength, those that cross the screen come first.
      if let strongest = candidates.max(by: { $0.strength < $1.strength }) {
        let crossing = candidates.filter {
          $0.strength >= 0.5 * strongest.strength
            && RidingBarFinder.spansWidth(reference, at: $0.row)
        }
        if !crossing.isEmpty {
          chosen = crossing
        } else if let row = belowInsetRim(
          reference, strength: strength, rim: strongest, reach: Int((30 * point).rounded()),
          point: point, below: below)
        {
          return (EdgeProfile.crossing(column, near: row), .absentWhenHidden)
        }
      }
      if let first = chosen.max(by: { $0.strength < $1.strength }),
        let ratio = below(first.row), ratio < 0.5
      {
        let bounding = candidates.filter { edge in
          let (under, over) = (below(edge.row), above(edge.row))
          return (under.map { $0 >= 0.5 } ?? true) && (over.map { $0 < 0.5 } ?? true)
            && (under != nil || over != nil)
        }
        if !bounding.isEmpty { chosen = bounding }
      }
      guard let strongest = chosen.max(by: { $0.strength < $1.strength }) else {
        return (Double(top), .absentWhenHidden)
      }
      let row =
        belowShownFace(
          reference, hidden, strength: strength, edge: strongest.row,
          reach: Int((12 * point).rounded()), point: point, usable: usable) ?? strongest.row
      return (EdgeProfile.crossing(column, near: row), .absentWhenHidden)
    }
    guard let lowest else { return nil }
    let rows = reference.rows
    let band = BandMotion.band(rows: rows)
    let margins = reference.strips >= 4 ? [0, 1, reference.strips - 2, reference.strips - 1] : [0]
    let panel = EdgeProfile.median(band.map { reference.rowMean($0, strips: margins) })
    let block = max(3, Int((4 * point).rounded()))
    for edge in EdgeProfile.edges(strength, in: (rows / 4)..<band.lowerBound) {
      let below = (edge.row + 2)..<min(rows, edge.row + 2 + block)
      let color = EdgeProfile.median(below.map { reference.rowMean($0, strips: margins) })
      guard abs(color - panel) <= 8 else { continue }
      guard
        let cost = movedCost(
          reference, row: edge.row, block: block, in: lowest.image,
          displacement: lowest.displacement)
      else { continue }
      // The block moved by the keyboard's displacement matches within 6 levels, or the
      // displacement explains nine tenths of how the block differs from the same rows unmoved:
      // a strong edge's codec ringing in the one low frame leaves more than 6 levels on a block
      // that matches only when moved by as much as the keyboard.
      let still = movedCost(
        reference, row: edge.row, block: block, in: lowest.image, displacement: 0)
      if getenv("CURVESCOPE_DETECTOR_DEBUG") != nil {
        print("debug: moved edge \(edge.row) cost \(cost) unmoved \(still ?? -1)")
      }
      if cost < 6 || still.map({ cost <= 0.1 * $0 }) == true {
        return (EdgeProfile.crossing(column, near: edge.row), .panelColor)
      }
    }
    return nil
  }

  /// How far the block at `row` is from appearing in `hidden`: its best match there over how
  /// much it differs from itself moved by 2 and 4 points; `nil` for a block with too little
  /// structure to tell.
  static func absenceRatio(
    _ reference: ProfileImage, _ hidden: ProfileImage, row: Int, block: Int, step: Int,
    usable: [[Int]?] = []
  ) -> Float? {
    guard row >= 0, row + block <= reference.rows else { return nil }
    let structure = selfDifference(reference, row: row, block: block, step: 2 * step)
    guard structure >= 3 else { return nil }
    return bestMatch(reference, row: row, block: block, in: hidden, usable: usable) / structure
  }

  /// How different a block is from itself moved by ±`step` and ±2`step` rows (the least):
  /// near 0 for a plain block, whose position nothing can tell.
  static func selfDifference(_ image: ProfileImage, row: Int, block: Int, step: Int) -> Float {
    var least = Float.infinity
    for delta in [-2 * step, -step, step, 2 * step] {
      let other = row + delta
      guard other >= 0, other + block <= image.rows else { continue }
      least = min(least, blockDifference(image, row, image, other, block: block))
    }
    return least.isFinite ? least : 0
  }

  /// The smallest difference between the block and any block of `other` (every second
  /// position, then the neighbours of the best), `other`'s rows compared on their `usable`
  /// strips. A position is given up as soon as it cannot beat the best so far
  /// (``blockDifference(_:_:_:_:block:usable:bound:)``): the result is the same.
  static func bestMatch(
    _ image: ProfileImage, row: Int, block: Int, in other: ProfileImage, usable: [[Int]?] = []
  ) -> Float {
    guard other.rows >= block else { return .infinity }
    var least = Float.infinity
    var at = 0
    for candidate in stride(from: 0, through: other.rows - block, by: 2) {
      let difference = blockDifference(
        image, row, other, candidate, block: block, usable: usable, bound: least)
      if difference < least { (least, at) = (difference, candidate) }
    }
    for candidate in [at - 1, at + 1] where candidate >= 0 && candidate <= other.rows - block {
      least = min(
        least,
        blockDifference(image, row, other, candidate, block: block, usable: usable, bound: least))
    }
    return least
  }

  /// Mean absolute difference of two blocks, each row of `b` on its `usable` strips (all when
  /// it lists none; a row with every strip covered is left out).
  ///
  /// With a `bound`, the sum stops once the mean cannot come under it (the rows summed so far
  /// over all of the block's rows already pass it, by a margin of a hundred-thousandth that
  /// covers the rounding of the product: leaving rows out only raises the mean), and the result
  /// is `infinity`; a mean under the bound is the exact mean, as without one.
  static func blockDifference(
    _ a: ProfileImage, _ rowA: Int, _ b: ProfileImage, _ rowB: Int, block: Int,
    usable: [[Int]?] = [], bound: Float = .infinity
  ) -> Float {
    let strips = min(a.strips, b.strips)
    let limit = bound * Float(block) * (1 + 1e-5)
    var sum: Float = 0
    var rows = 0
    for offset in 0..<block {
      let rowInB = rowB + offset
      if rowInB < usable.count, let list = usable[rowInB] {
        var rowSum: Float = 0
        var kept = 0
        for strip in list where strip < strips {
          rowSum += abs(a[rowA + offset, strip] - b[rowInB, strip])
          kept += 1
        }
        guard kept > 0 else { continue }
        sum += rowSum / Float(kept)
      } else {
        var rowSum: Float = 0
        for strip in 0..<strips { rowSum += abs(a[rowA + offset, strip] - b[rowInB, strip]) }
        sum += rowSum / Float(strips)
      }
      rows += 1
      if sum >= limit { return .infinity }
    }
    return rows > 0 ? sum / Float(rows) : .infinity
  }
}
