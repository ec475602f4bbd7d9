import Testing

@testable import CurveScopeDetection

/// A keyboard whose key rows alternate faster than the coarse profiles' rows (each coarse row
/// averages them to one level), below a plain block of that same level: on the coarse rows the
/// block continues the keyboard and places it 70 rows high, with more of it in view; on the full
/// rows that place matches poorly, and the next coarse places are refined too.
struct KeyboardTrackerFallbackTests {
  static let rows = 600
  static let strips = 16
  static let restingTop = 300.0

  /// A frame: a page with lines of text, then from `block` (when given) a plain block with the
  /// suggestion strip's 12 rows on top and the key rows' mean below, then the keyboard from
  /// `keyboard`: its 12-row suggestion strip, then key rows alternating 150 and 230 each row.
  static func profile(keyboard: Int, block: Int? = nil) -> [UInt8] {
    var values = [UInt8](repeating: 0, count: rows * strips)
    for row in 0..<rows {
      var level = row % 30 < 4 ? 40 : 100
      if let block, row >= block { level = row < block + 12 ? 206 : 190 }
      if row >= keyboard {
        let inner = row - keyboard
        level = inner < 12 ? 206 : (inner % 2 == 0 ? 150 : 230)
      }
      for strip in 0..<strips { values[row * strips + strip] = UInt8(level) }
    }
    return values
  }

  @Test func aPoorlyMatchingCoarsePlaceGivesWayToTheBestRefinedOne() {
    var store = ProfileStore(rows: Self.rows, strips: Self.strips)
    for _ in 0..<4 { store.append(Self.profile(keyboard: 300), strips: Self.strips) }
    store.append(Self.profile(keyboard: 400, block: 330), strips: Self.strips)
    let reference = ProfileImage.median(of: store, frames: [0, 1, 2, 3])
    let tracker = KeyboardTracker(
      store: store, coarse: store.coarse(factor: 6), factor: 6, reference: reference,
      restingTop: Self.restingTop, pixelsPerPoint: 3,
      usable: [[Int]?](repeating: nil, count: Self.rows))
    let matches = tracker.track()
    #expect(abs((matches[0]?.top ?? .nan) - 300) <= 0.5)
    #expect(abs((matches[4]?.top ?? .nan) - 400) <= 0.5, "\(String(describing: matches[4]))")
  }

  /// A refined place with `evidence` nats at a mean difference of `cost` levels.
  static func score(_ evidence: Float, _ cost: Float) -> TemplateScorer.Score {
    TemplateScorer.Score(evidence: evidence, visible: 100, matched: 80, cost: cost)
  }

  @Test func aPlaceThatFitsWellWinsOverOneWithMoreEvidenceThatFitsPoorly() {
    // A heavily compressed fast hide: 21 px high at 9.0 levels, the truth at 2.8 (the numbers
    // of the recording's frame).
    #expect(
      KeyboardTracker.replacement(for: Self.score(58.1, 9.0), among: [Self.score(53.1, 2.8)]) == 0)
    // The same hide cropped: 15 px high at 6.1, the truth at 1.9 behind a poorer peak.
    #expect(
      KeyboardTracker.replacement(
        for: Self.score(57.4, 6.1), among: [Self.score(46.2, 9.0), Self.score(49.5, 1.9)]) == 1)
  }

  @Test func otherwiseTheMostEvidenceWins() {
    // A fallback with more evidence wins, as before.
    #expect(KeyboardTracker.replacement(for: Self.score(40, 8), among: [Self.score(45, 7)]) == 0)
    // A well-fitting place with under 0.8 of the evidence does not.
    #expect(KeyboardTracker.replacement(for: Self.score(60, 9), among: [Self.score(47, 2)]) == nil)
    // Nor one that fits only moderately (over half the tolerance).
    #expect(
      KeyboardTracker.replacement(for: Self.score(60, 9), among: [Self.score(55, 3.5)]) == nil)
    // A winner that fits well keeps its place.
    #expect(
      KeyboardTracker.replacement(
        for: Self.score(40, 8), among: [Self.score(50, 5), Self.score(45, 1)])
        == 0)
    // Nothing to weigh against negative evidence.
    #expect(KeyboardTracker.replacement(for: Self.score(-5, 9), among: [Self.score(-6, 1)]) == nil)
  }
}
