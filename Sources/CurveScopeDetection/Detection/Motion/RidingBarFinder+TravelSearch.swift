#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RidingBarFinder {
  /// The search for the bar's travel: the shift down that matches the most rows with structure
  /// above the keyboard in a frame without it, nearest the keyboard.
  struct TravelSearch {
    /// The frame with the keyboard at rest and up.
    let reference: ProfileImage
    /// A frame without the keyboard, or with it held lowest.
    let other: ProfileImage
    /// The rows of the reference with structure, top to bottom.
    let candidates: [Int]
    /// The strips to compare on each row of `other` (a static overlay left out).
    let usable: [[Int]?]
    /// The fewest matched rows within `region` rows above the lowest one for a travel to count.
    let support: Int
    /// The rows above the lowest matched row that make up the bar's region (50 pt).
    let region: Int
    /// Lowest matched rows passed over: a bar found there before contradicted its travel.
    var excluded: ClosedRange<Double>? = nil

    /// The best travel in `travels`: its score, the lowest matched row, the travel in whole rows,
    /// every matched row, and whether a travel more than 2 rows away scores as well (`tied`); with `quarterRows`, each travel is also tried a quarter, a half
    /// and three quarters of a row further down (the rows of `other` interpolated).
    func best(in travels: Range<Int>, quarterRows: Bool = false)
      -> (score: Double, bottom: Int, travel: Int, matched: [Int], tied: Bool)?
    {
      var best: (score: Double, bottom: Int, travel: Int, matched: [Int], tied: Bool)?
      let fractions: [Float] = quarterRows ? [0.25, 0.5, 0.75] : [0]
      for travel in travels {
        for fraction in fractions {
          let matched = candidates.filter {
            difference($0, travel: travel, fraction: fraction) < 6
          }
          guard let bottom = matched.last else { continue }
          if let excluded, excluded.contains(Double(bottom)) { continue }
          let inRegion = candidates.filter { $0 >= bottom - region && $0 <= bottom }
          let supported = matched.filter { $0 >= bottom - region }.count
          guard supported >= support else { continue }
          let score = Double(supported) / Double(inRegion.count) * log(1 + Double(supported))
          let whole = travel + (fraction >= 0.5 ? 1 : 0)
          if score > (best?.score ?? 0) {
            best = (score, bottom, whole, matched, false)
          } else if let found = best, score == found.score, abs(whole - found.travel) > 2 {
            best?.tied = true
          }
        }
      }
      return best
    }

    /// Mean absolute difference of the reference's `row` and `other`'s row `travel` (plus
    /// `fraction` of a row, interpolated) further down, on the usable strips; infinity when
    /// that row is not in `other`.
    func difference(_ row: Int, travel: Int, fraction: Float) -> Float {
      fraction > 0
        ? RidingBarFinder.rowDifference(
          reference, row, other, row + travel, fraction: fraction, usable: usable)
        : RidingBarFinder.rowDifference(reference, row, other, row + travel, usable: usable)
    }
  }
}
