import Testing

@testable import CurveScopeDetection

/// A plain grey bar on the keyboard, at 0.79 px/pt (a dithered GIF of a 2 px/pt recording): its
/// only rows with structure are its blended top edge. With the keyboard hidden the bar rests at
/// the screen's bottom, 258 rows down, and the page above holds a grey bubble whose top edge has
/// the same levels 177 rows down. Both travels match the same edge rows; only the bar's plain
/// body, which the bubble does not continue, tells them apart.
struct RidingBarBlockTravelTests {
  static let rows = 672
  static let strips = 16
  static let keyboardTop = 414.0
  static let travel = 258.0
  static let page: Float = 245
  static let grey: Float = 200
  static let panel: Float = 60

  /// The level at `y` of a frame whose grey blocks span `blocks` (top, bottom) on the page and
  /// whose keyboard starts at `keyboard` (nil: hidden); every edge shaded over 2 rows.
  static func level(_ y: Double, blocks: [(Double, Double)], keyboard: Double?) -> Float {
    func inside(_ y: Double) -> Float {
      if let keyboard, y >= keyboard { return panel }
      return blocks.contains { y >= $0.0 && y < $0.1 } ? grey : page
    }
    // A scaler's blur over a row either side.
    return (inside(y - 1) + 2 * inside(y) + inside(y + 1)) / 4
  }

  static func frame(blocks: [(Double, Double)], keyboard: Double?) -> ProfileImage {
    ProfileImage.sampled(rows: rows, strips: strips) {
      level($0, blocks: blocks, keyboard: keyboard)
    }
  }

  @Test func plainBarIsPlacedByItsBodyNotByAnEdgeAlike() throws {
    let barTop = 374.4
    // Keyboard up: the bar (50 pt, 39.6 rows) rests on the keyboard; the page is plain.
    let reference = Self.frame(blocks: [(barTop, Self.keyboardTop)], keyboard: Self.keyboardTop)
    // Keyboard hidden: a 20-row grey bubble with the bar's top edge 177 rows down, and the bar at
    // the screen's bottom, 258 rows down.
    let hidden = Self.frame(
      blocks: [(barTop + 177, barTop + 197), (barTop + Self.travel, Double(Self.rows))],
      keyboard: nil)
    let found = RidingBarFinder.find(
      reference: reference, keyboardTop: Self.keyboardTop, hidden: hidden, lowest: nil,
      pixelsPerPoint: 0.79)
    let bar = try #require(found)
    #expect(abs(Double(bar.travel) - Self.travel) <= 1, "\(bar.travel)")
    #expect(bar.touchesKeyboard)
    #expect(abs(bar.bottom - Self.keyboardTop) <= 0.5, "\(bar.bottom)")
  }
}
