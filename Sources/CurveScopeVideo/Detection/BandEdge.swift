/// Sub-row positions of edges between bands, from the luma of the rows between them.
///
/// An edge that falls inside a row leaves that row a mix of both sides, and anti-aliasing and
/// compression smear it over a few rows; each row between two flat bands still holds, in total,
/// as much of the upper colour as the edge's position says. Summing each row's share of the
/// upper colour therefore finds the edge to a fraction of a row, however the blur spreads it.
enum BandEdge {
  /// The edge between the flat band `upper` and the flat band `lower` (indices; every band
  /// between them is a blend): the first row after `upper` plus the summed shares of the upper
  /// colour, each share clamped to 0…1.
  static func between(_ bands: [MarginBand], upperEnd upper: Int, lowerStart lower: Int) -> Double {
    sum(bands, upper: upper, lower: lower, clamped: true)
  }

  /// Like ``between(_:upperEnd:lowerStart:)`` but with shares unclamped, so a thin feature
  /// between the two bands (the hairline over a bar) adds a fixed amount whatever its blur: the
  /// result is the edge's position plus a constant of the feature, which cancels when two such
  /// positions of the same rigid object are subtracted (its displacement, its height to a plain
  /// edge measured the same way).
  static func reference(_ bands: [MarginBand], upperEnd upper: Int, lowerStart lower: Int)
    -> Double
  {
    sum(bands, upper: upper, lower: lower, clamped: false)
  }

  private static func sum(_ bands: [MarginBand], upper: Int, lower: Int, clamped: Bool) -> Double {
    let lowerBand = bands[lower]
    guard upper >= 0, upper < lower - 1 else { return Double(lowerBand.top) }
    let first = bands[upper + 1].top
    let span = bands[upper].color.y - lowerBand.color.y
    guard abs(span) >= 3 else { return Double(first + lowerBand.top) / 2 }
    var share = 0.0
    for band in bands[(upper + 1)..<lower] {
      var fraction = Double((band.color.y - lowerBand.color.y) / span)
      if clamped { fraction = max(0, min(1, fraction)) }
      share += fraction * Double(band.height)
    }
    return Double(first) + share
  }

  /// The index of the nearest flat band above `index`: bands of `thin` rows or fewer, and blends
  /// up to `blend` rows (a colour between those of the bands on either side), are skipped, at
  /// most `limit` rows of them; `index - 1` when the limit is reached first.
  static func flatBand(
    above index: Int, in bands: [MarginBand], thin: Int, blend: Int, limit: Int
  ) -> Int {
    var candidate = index - 1
    var skipped = 0
    while candidate > 0, skipped + bands[candidate].height <= limit,
      bands[candidate].height <= thin
        || (bands[candidate].height <= blend && isBlend(bands, candidate))
    {
      skipped += bands[candidate].height
      candidate -= 1
    }
    return candidate
  }

  /// The index of the nearest flat band below `index`, skipping blends as ``flatBand(above:in:thin:blend:limit:)``
  /// does (thin bands only when they are blends too).
  static func flatBand(below index: Int, in bands: [MarginBand], blend: Int, limit: Int) -> Int {
    var candidate = index + 1
    var skipped = 0
    while candidate < bands.count - 1, skipped + bands[candidate].height <= limit,
      bands[candidate].height <= blend, isBlend(bands, candidate)
    {
      skipped += bands[candidate].height
      candidate += 1
    }
    return candidate
  }

  /// Whether band `index`'s luma lies between its neighbours' (2 levels of slack).
  static func isBlend(_ bands: [MarginBand], _ index: Int) -> Bool {
    guard index > 0, index < bands.count - 1 else { return false }
    let a = bands[index - 1].color.y
    let b = bands[index + 1].color.y
    let value = bands[index].color.y
    return value >= min(a, b) - 2 && value <= max(a, b) + 2
  }
}
