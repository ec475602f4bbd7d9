import Testing

@testable import CurveScopeDetection

/// A bar of the page's own white found in row profiles at 1.5 px a point (a 3× recording
/// downscaled to half its size): only its hairline and its text field show, and the field's
/// bottom border, a point thick, is rows 789 to 791 (the levels of a real half-size copy of an
/// iOS 18 recording: 250, 205, 236 across the field, which ends inside the first strip and
/// before the last three).
struct RidingBarOutlineTests {
  static let rows = 1000
  static let strips = 16
  static let keyboardTop = 807
  static let travel = 150

  /// A frame: a white page, the bar moved down by `offset` rows (a hairline across the screen
  /// at row 720, the field's top border on rows 745 and 746, its inside a level off white, its
  /// bottom border on rows 789 to 791), and the keyboard from row 807 when `keyboard`.
  static func frame(offset: Int, keyboard: Bool) -> ProfileImage {
    var levels = [[Float]](repeating: [Float](repeating: 255, count: strips), count: rows)
    if keyboard {
      for row in keyboardTop..<rows {
        levels[row] = (0..<strips).map { strip in
          (row - keyboardTop) % 40 < 8 || strip % 4 == 0 ? 211 : 250
        }
      }
    }
    func field(_ level: Float, first: Float, twelfth: Float) -> [Float] {
      [first] + [Float](repeating: level, count: 11) + [twelfth] + [255, 255, 255]
    }
    var bar: [Int: [Float]] = [720: [Float](repeating: 200, count: strips)]
    bar[745] = field(205, first: 255, twelfth: 205)
    bar[746] = field(205, first: 255, twelfth: 205)
    for row in 747..<789 { bar[row] = field(254, first: 255, twelfth: 254) }
    bar[789] = field(250, first: 248, twelfth: 247)
    bar[790] = field(205, first: 230, twelfth: 209)
    bar[791] = field(236, first: 246, twelfth: 238)
    for (row, values) in bar where row + offset < rows { levels[row + offset] = values }
    return ProfileImage(rows: rows, strips: strips, values: levels.flatMap { $0 })
  }

  @Test func fieldsBorderAtHalfSizeIsAnOutlineNotAFullWidthEdge() throws {
    // Three rows above the edge (792.5) is the border's faint top row, nearly the field's white,
    // as is the bar's background 2 rows below: the middle changes no more than the outer
    // strips, and the border was taken for a full-width edge. A point above it (2 rows) is the
    // border itself, which the outer strips do not show.
    let reference = Self.frame(offset: 0, keyboard: true)
    let hidden = Self.frame(offset: Self.travel, keyboard: false)
    let bar = try #require(
      RidingBarFinder.find(
        reference: reference, keyboardTop: Double(Self.keyboardTop), hidden: hidden,
        lowest: nil, pixelsPerPoint: 1.5))
    #expect(bar.travel == Self.travel)
    #expect(bar.touchesKeyboard == false)
    #expect(abs(bar.bottom - 792.5) <= 0.5, "\(bar.bottom)")
    #expect(bar.edge == .outline)
  }
}
