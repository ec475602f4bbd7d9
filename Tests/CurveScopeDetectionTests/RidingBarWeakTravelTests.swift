import Testing

@testable import CurveScopeDetection

/// A plain grey strip 60 pt tall (120 rows at 2 px/pt) on the keyboard, under 50 pt of text (the
/// chat's messages) with a dark line across it; the frame with the keyboard hidden shows the
/// text nowhere: the chat changed while the keyboard was hidden. With the keyboard hidden the strip rests at the screen's bottom, 258
/// rows down; 177 rows down the page holds a grey bubble whose top edge has the strip's levels,
/// under the same dark line. The short travel matches the line and the strip's top edge, more
/// structured rows than the true one (the edge alone), yet under a quarter of the structured
/// rows near them: weak evidence, and the strip's plain body, which matches only at the true
/// travel, decides.
struct RidingBarWeakTravelTests {
  static let rows = 672
  static let strips = 16
  static let keyboardTop = 414.0
  static let travel = 258.0
  static let shortTravel = 177.0
  static let page: Float = 245
  static let grey: Float = 200
  static let line: Float = 60
  static let panel: Float = 60

  /// A span of rows drawn at one level (or, for text, at one of seven levels from 204 to 234 that changes from row to row).
  struct Span {
    var top: Double
    var bottom: Double
    var level: Float?
  }

  /// The level at `y`: the keyboard from `keyboard` down (nil: hidden), else the last span that
  /// holds `y`, else the page; blurred over a row either side (a scaler's).
  static func level(_ y: Double, spans: [Span], keyboard: Double?) -> Float {
    func inside(_ y: Double) -> Float {
      if let keyboard, y >= keyboard { return panel }
      guard let span = spans.last(where: { y >= $0.top && y < $0.bottom }) else { return page }
      return span.level ?? 204 + 5 * Float(Int(y.rounded(.down)) * 37 % 7)
    }
    return (inside(y - 1) + 2 * inside(y) + inside(y + 1)) / 4
  }

  static func frame(spans: [Span], keyboard: Double?) -> ProfileImage {
    ProfileImage.sampled(rows: rows, strips: strips) {
      level($0, spans: spans, keyboard: keyboard)
    }
  }

  @Test func plainStripIsPlacedByItsBodyWhenItsEdgeIsWeakEvidence() throws {
    let barTop = 294.4
    let lineTop = barTop - 40
    // Keyboard up: text over the whole page above the strip (100 rows), a line across it 40
    // rows up (with 2 rows of page either side), 2 rows of page, the strip on the keyboard.
    let reference = Self.frame(
      spans: [
        Span(top: barTop - 102, bottom: barTop - 2, level: nil),
        Span(top: lineTop - 2, bottom: lineTop + 4, level: Self.page),
        Span(top: lineTop, bottom: lineTop + 2, level: Self.line),
        Span(top: barTop, bottom: Self.keyboardTop, level: Self.grey),
      ], keyboard: Self.keyboardTop)
    // Keyboard hidden: the line and a 20-row grey bubble 177 rows down, no text, and the strip
    // at the screen's bottom, 258 rows down.
    let hidden = Self.frame(
      spans: [
        Span(
          top: lineTop + Self.shortTravel, bottom: lineTop + Self.shortTravel + 2, level: Self.line),
        Span(
          top: barTop + Self.shortTravel, bottom: barTop + Self.shortTravel + 20, level: Self.grey),
        Span(top: barTop + Self.travel, bottom: Double(Self.rows), level: Self.grey),
      ], keyboard: nil)
    let found = RidingBarFinder.find(
      reference: reference, keyboardTop: Self.keyboardTop, hidden: hidden, lowest: nil,
      pixelsPerPoint: 2)
    let bar = try #require(found)
    #expect(abs(Double(bar.travel) - Self.travel) <= 1, "\(bar.travel)")
    #expect(bar.touchesKeyboard)
    #expect(abs(bar.bottom - Self.keyboardTop) <= 0.5, "\(bar.bottom)")
  }
}
