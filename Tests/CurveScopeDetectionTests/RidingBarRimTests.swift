import Testing

@testable import CurveScopeDetection

/// A glass pill taller than the 50 pt region a bar's rows are counted in, on a downscaled copy
/// (1.37 px/pt, as a simulator window or a chat app leaves an iPhone's recording): the chat's
/// lines and the pill's upper rim match the screen with the keyboard hidden 437 rows down, its
/// thin lower rim (blended by a fraction of a row) only 435 rows down. Near the lower rim the
/// pill has too few rows of its own for a bar, so the travel that matches most is the upper
/// rim's, 74 rows higher.
struct RidingBarRimTests {
  static let rows = 1312
  static let strips = 16
  static let keyboardTop = 849.0

  /// The screen with the keyboard up: a dark chat page (50), three lines of text (210) over
  /// rows 600 to 700, the pill (its rims 170 on rows 751–752 and 823–824, its inside 90) and
  /// the keyboard's panel with key rows from row 849.
  static func level(_ row: Int) -> Float {
    if row >= Int(keyboardTop) { return (row - Int(keyboardTop)) % 80 < 60 ? 200 : 120 }
    if (751...752).contains(row) || (823...824).contains(row) { return 170 }
    if row > 752, row < 823 { return 90 }
    for line in [600, 640, 690] where row >= line && row < line + 10 { return 210 }
    return 50
  }

  static func image(_ level: (Int) -> Float) -> ProfileImage {
    ProfileImage(
      rows: rows, strips: strips,
      values: (0..<rows).flatMap { [Float](repeating: level($0), count: strips) })
  }

  @Test func pillsLowerRimIsItsEdgeThoughItMatchesOffTheTravel() throws {
    let reference = Self.image(Self.level)
    // The keyboard hidden: rows down to the pill's inside 437 rows lower, its lower rim 435.
    let hidden = Self.image { row in
      let source = row - 437 < 790 ? row - 437 : row - 435
      return source >= 0 && source < Int(Self.keyboardTop) ? Self.level(source) : 50
    }
    let bar = try #require(
      RidingBarFinder.find(
        reference: reference, keyboardTop: Self.keyboardTop, hidden: hidden, lowest: nil,
        pixelsPerPoint: 1.373))
    // The lower rim's last row (824) or the row under it, not the upper rim (752).
    #expect(bar.bottom >= 823.5 && bar.bottom <= 825.5, "\(bar.bottom)")
    #expect(!bar.touchesKeyboard)
    #expect(bar.travel == 435, "\(bar.travel)")
  }
}
