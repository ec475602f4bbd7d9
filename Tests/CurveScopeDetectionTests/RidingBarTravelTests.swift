import Testing

@testable import CurveScopeDetection

/// The bar riding on a keyboard that is only dragged, on a downscaled copy (0.73 px/pt, as a
/// 294 × 640 px copy of an Android recording): the keyboard and the bar move by a fraction of a
/// row, and every edge, soft over 3 rows as a scaler leaves it, blends the rows it crosses
/// differently in the two frames. A plain bar has no rows with structure but its two edges, so
/// half a row off leaves too few of them matching for any whole-row travel.
struct RidingBarTravelTests {
  static let rows = 640
  static let strips = 16
  /// The keyboard's top at rest, halfway through a row.
  static let keyboardTop = 388.5
  /// How far down the keyboard is held lowest: 138.5 rows, measured as 139 whole ones.
  static let drag = 138.5

  /// A frame sampled as a downscaler does (each row the mean of its span, in tenths): a light
  /// page, then the bar (a plain light-grey strip 36.4 rows tall, 50 pt) on the keyboard's dark
  /// panel from `top` down; each edge shaded over 3 rows.
  static func frame(top: Double) -> ProfileImage {
    let barTop = top - 36.4
    func ramp(_ y: Double, at edge: Double, from a: Float, to b: Float) -> Float? {
      guard y >= edge - 1.5, y < edge + 1.5 else { return nil }
      return a + Float((y - (edge - 1.5)) / 3) * (b - a)
    }
    func level(_ y: Double) -> Float {
      if let shaded = ramp(y, at: barTop, from: 240, to: 187) { return shaded }
      if let shaded = ramp(y, at: top, from: 187, to: 25) { return shaded }
      if y < barTop { return 240 }
      return y < top ? 187 : 25
    }
    return ProfileImage.sampled(rows: rows, strips: strips, level: level)
  }

  @Test func barOfADraggedKeyboardIsFoundAtAFractionOfARow() throws {
    let reference = Self.frame(top: Self.keyboardTop)
    let lowest = Self.frame(top: Self.keyboardTop + Self.drag)
    let found = RidingBarFinder.find(
      reference: reference, keyboardTop: Self.keyboardTop, hidden: nil,
      lowest: (image: lowest, displacement: 139), pixelsPerPoint: 0.73)
    let bar = try #require(found)
    // The bar touches the keyboard: its bottom is the keyboard's top, and it moved as far.
    #expect(bar.touchesKeyboard)
    #expect(abs(bar.bottom - Self.keyboardTop) <= 0.5, "\(bar.bottom)")
    #expect(abs(bar.travel - 139) <= 1, "\(bar.travel)")
    #expect(bar.edge == .background)
  }
}
