import Testing

@testable import CurveScopeDetection

/// A plain bar touching the keyboard under a chat's content that scrolls as the keyboard hides
/// (at 1.5 px/pt): the bar's only rows with structure are its top edge's, the content's lines
/// are many. The content matches best; once its rows are passed over (two bars made of them
/// contradicted their travel), the bar is found.
struct RidingBarUnderContentTests {
  static let rows = 300
  static let strips = 16
  static let keyboardTop = 240
  /// The bar's travel (the keyboard's height: the bar comes to rest at the screen's bottom) and
  /// the content's, less.
  static let barTravel = 60
  static let contentTravel = 40

  /// A frame: a dark page, the content's lines (rows 120 to 180, shifted down by `content`), the
  /// plain bar (40 rows from `barTop`) and, when `keyboard`, the keyboard from row 240.
  static func frame(barTop: Int, content: Int, keyboard: Bool) -> ProfileImage {
    var levels = [[Float]](repeating: [Float](repeating: 58, count: strips), count: rows)
    for row in 120..<181 {
      let level: Float = (row / 2) % 2 == 0 ? 200 : 90
      levels[row + content] = (0..<strips).map { $0 >= 2 && $0 < 14 ? level : 58 }
    }
    for row in barTop..<min(rows, barTop + 40) {
      levels[row] = [Float](repeating: 170, count: strips)
    }
    if keyboard {
      for row in keyboardTop..<rows {
        levels[row] = (0..<strips).map { strip in
          (row - keyboardTop) % 40 >= 10 && strip % 4 != 0 ? 250 : 210
        }
      }
    }
    return ProfileImage(rows: rows, strips: strips, values: levels.flatMap { $0 })
  }

  @Test func theBarIsFoundOnceTheContentsRowsArePassedOver() throws {
    let reference = Self.frame(barTop: 200, content: 0, keyboard: true)
    let hidden = Self.frame(
      barTop: 200 + Self.barTravel, content: Self.contentTravel, keyboard: false)
    let first = try #require(
      RidingBarFinder.find(
        reference: reference, keyboardTop: Double(Self.keyboardTop), hidden: hidden, lowest: nil,
        pixelsPerPoint: 1.5))
    // The premise: the content outmatches the bar, here and with its bottom passed over.
    #expect(first.travel == Self.contentTravel, "\(first)")
    let runnerUp = try #require(
      RidingBarFinder.find(
        reference: reference, keyboardTop: Double(Self.keyboardTop), hidden: hidden, lowest: nil,
        pixelsPerPoint: 1.5, excluding: first.bottom))
    #expect(runnerUp.travel != Self.barTravel, "\(runnerUp)")
    let bar = try #require(
      RidingBarFinder.find(
        reference: reference, keyboardTop: Double(Self.keyboardTop), hidden: hidden, lowest: nil,
        pixelsPerPoint: 1.5, excluding: first.bottom, excludingRows: 118..<183))
    #expect(bar.travel == Self.barTravel, "\(bar)")
    #expect(bar.touchesKeyboard, "\(bar)")
    #expect(abs(bar.bottom - Double(Self.keyboardTop)) <= 0.5, "\(bar)")
  }
}
