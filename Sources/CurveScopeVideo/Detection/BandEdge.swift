/// The sub-row position of the edge between two bands.
enum BandEdge {
  /// The edge between the band at `upperEnd` and the one at `lowerStart`: the lower band's top
  /// row, moved up by the share of the lower colour in a one-row blend between them (an edge
  /// that falls inside a row leaves that row a mix of both colours).
  static func between(_ bands: [MarginBand], upperEnd: Int, lowerStart: Int) -> Double {
    let lower = bands[lowerStart]
    guard upperEnd >= 0, upperEnd < lowerStart else { return Double(lower.top) }
    let gap = lowerStart - upperEnd - 1
    if gap == 0 {
      // Adjacent bands: a blend row, when there is one, joined one of them.
      return Double(lower.top)
    }
    guard gap == 1, bands[upperEnd + 1].height == 1 else {
      return Double(bands[upperEnd + 1].top) + 0.5 * Double(lower.top - bands[upperEnd + 1].top)
    }
    let upper = bands[upperEnd].color.y
    let blend = bands[upperEnd + 1].color.y
    let span = lower.color.y - upper
    guard abs(span) >= 4 else { return Double(lower.top) }
    let share = Double(max(0, min(1, (blend - upper) / span)))
    return Double(lower.top) - share
  }
}
