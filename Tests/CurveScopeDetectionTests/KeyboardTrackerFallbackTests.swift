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
}
