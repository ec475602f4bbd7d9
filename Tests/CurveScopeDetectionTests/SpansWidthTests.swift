import Testing

@testable import CurveScopeDetection

/// Whether a change crosses the screen (a full-width bar's edge) or shows only in the middle (a
/// text field's border, a pill's rim), on drawn profiles of 16 strips at a pixel a point: a
/// line a row thick between two sides of one colour is judged by its own change, which the two
/// sides, alike, do not show.
struct SpansWidthTests {
  static let rows = 40
  static let strips = 16
  static let page: Float = 250

  /// A white frame with a grey line on row 20 over `strips`, and, when `below` is given, the
  /// rows under the line at that level across the whole width.
  static func image(lineStrips: Range<Int>, below: Float? = nil) -> ProfileImage {
    var values = [Float](repeating: page, count: rows * strips)
    for row in 0..<rows {
      for strip in 0..<strips {
        if row == 20, lineStrips.contains(strip) { values[row * strips + strip] = 190 }
        if row > 20, let below { values[row * strips + strip] = below }
      }
    }
    return ProfileImage(rows: rows, strips: strips, values: values)
  }

  @Test func fieldBorderBetweenSidesOfOneColourIsNotFullWidth() {
    // The field's border in strips 3–12 (the field is inset), white inside and below.
    let border = Self.image(lineStrips: 3..<13)
    #expect(!RidingBarFinder.spansWidth(border, at: 21, rowsAbove: 2))
    #expect(!RidingBarFinder.spansWidth(border, at: 20, rowsAbove: 2))
  }

  @Test func hairlineAcrossTheScreenIsFullWidth() {
    #expect(RidingBarFinder.spansWidth(Self.image(lineStrips: 0..<16), at: 21, rowsAbove: 2))
  }

  @Test func backgroundEdgeAcrossTheScreenIsFullWidth() {
    // A grey bar's lower edge over a darker page: the two sides differ on every strip.
    #expect(
      RidingBarFinder.spansWidth(Self.image(lineStrips: 0..<0, below: 120), at: 21, rowsAbove: 2)
    )
  }
}
