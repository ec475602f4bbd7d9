import Testing

@testable import CurveScopeDetection

/// A floating pill on a GIF of 0.75 px/pt (an iPhone's 3× recording downscaled to 302 px wide):
/// its lower rim is blended into one row, the last before the chat's content below it. The
/// chat's lines, the pill's upper rim and its text match the screen with the keyboard hidden 218
/// rows down; its lower edge, blended by a fraction of a row, 216 rows down. The pill's inside is
/// plain, and the content under it is other content with the keyboard hidden, so that row is the
/// only one of the pill's own near its edge, and a rim had to be two rows side by side.
struct RidingBarSingleRowRimTests {
  static let rows = 656
  static let strips = 16
  static let keyboardTop = 424.0

  /// The screen with the keyboard up: a dark chat page (50), two lines of text (210) on rows
  /// 350–351 and 360–361, the pill over the middle strips (its upper rim 170 on row 375, its text
  /// 200 on rows 381–382, its inside 90 down to row 411) and the keyboard's panel with key rows.
  /// `below` is the content under the pill (the page's colour with the keyboard up).
  static func level(_ row: Int, _ strip: Int, below: Float = 50) -> Float {
    if row >= Int(keyboardTop) { return (row - Int(keyboardTop)) % 40 < 30 ? 200 : 120 }
    if row > 411 { return below }
    let inPill = strip >= 3 && strip < 13
    if inPill, row == 375 { return 170 }
    if inPill, (381...382).contains(row) { return 200 }
    if inPill, row > 375 { return 90 }
    if (350...351).contains(row) || (360...361).contains(row) { return 210 }
    return 50
  }

  static func image(_ level: (Int, Int) -> Float) -> ProfileImage {
    ProfileImage(
      rows: rows, strips: strips,
      values: (0..<rows).flatMap { row in (0..<strips).map { level(row, $0) } })
  }

  @Test func oneRowRimIsThePillsEdgeUnderAPixelAPoint() throws {
    // The keyboard hidden: rows down to the pill's inside 218 rows lower, its last row 216,
    // and other content (130) under it.
    let hidden = Self.image { row, strip in
      let source = row - 218 < 400 ? row - 218 : row - 216
      return source >= 0 && source < Int(Self.keyboardTop)
        ? Self.level(source, strip, below: 130) : 130
    }
    let bar = try #require(
      RidingBarFinder.find(
        reference: Self.image { Self.level($0, $1) }, keyboardTop: Self.keyboardTop,
        hidden: hidden, lowest: nil, pixelsPerPoint: 0.75))
    // The pill's last row (411) or the row under it (main: its text, 382).
    #expect(bar.bottom >= 410.5 && bar.bottom <= 412.5, "\(bar.bottom)")
    #expect(bar.edge == .outline)
    #expect(bar.travel == 216, "\(bar.travel)")
  }
}
