import Testing

@testable import CurveScopeDetection

/// The top of a glass keyboard under a floating pill, with the chat's content showing between
/// the two, in row profiles at 1 px a point (the levels of a 1 px/pt GIF of an iOS 26 chat): the
/// content under the pill is absent from the frames with the keyboard hidden (the pill covers
/// it there), so the run of absent blocks reaches up to the pill's bottom rim, and the window
/// below the run's top holds only that rim, inset from the screen's sides.
struct KeyboardTopBelowPillTests {
  static let rows = 874
  static let strips = 16
  static let keyboardTop = 566
  static let pillTop = 499
  static let travel = 290

  /// A row of `level` on the middle strips 1 to 14 and `outer` on strips 0 and 15.
  static func row(_ level: Float, outer: Float = 57) -> [Float] {
    (0..<strips).map { $0 == 0 || $0 == strips - 1 ? outer : level }
  }

  /// The pill from `top`: its light rim, its dark inside with a send button on strips 12 and
  /// 13, its light bottom rim 50 rows lower.
  static func pill(top: Int, into levels: inout [[Float]]) {
    levels[top] = row(185)
    for offset in 1..<50 {
      var values = row(116)
      if offset >= 9, offset < 40 { (values[12], values[13]) = (175, 175) }
      levels[top + offset] = values
    }
    levels[top + 50] = row(185)
  }

  /// The chat's bubbles above the pill: lines of text (alternating levels) over 60 rows that
  /// end 2 rows above it, in from the sides.
  static func bubbles(above pillTop: Int, into levels: inout [[Float]]) {
    for offset in 0..<60 {
      let line = (offset / 3) % 4
      levels[pillTop - 62 + offset] = (0..<strips).map { strip in
        strip == 0 || strip == strips - 1
          ? 57 : line == 0 ? 181 : Float(120 + 9 * ((strip + line) % 4))
      }
    }
  }

  /// The frame with the keyboard up: bubbles, the pill, lines of the chat's content between
  /// the pill and the keyboard, and the keyboard: a bright rim across the screen, its panel and
  /// rows of keys.
  static func reference() -> ProfileImage {
    var levels = [[Float]](repeating: row(57), count: rows)
    bubbles(above: pillTop, into: &levels)
    pill(top: pillTop, into: &levels)
    for y in (pillTop + 51)..<keyboardTop {
      levels[y] = (0..<strips).map { strip in
        strip == 0 || strip == strips - 1 ? 57 : Float(118 + 11 * ((y * 3 + strip) % 5))
      }
    }
    levels[keyboardTop] = row(220, outer: 110)
    for y in (keyboardTop + 1)..<rows {
      let inner = y - keyboardTop
      let key = inner % 54 >= 14 && inner % 54 < 50
      levels[y] = (0..<strips).map { strip in
        strip == 0 || strip == strips - 1 ? 140 : key && strip % 2 == 1 ? 230 : 185
      }
    }
    return ProfileImage(rows: rows, strips: strips, values: levels.flatMap { $0 })
  }

  /// The frame with the keyboard hidden: bubbles and pill `travel` rows lower, the dark page
  /// below the pill.
  static func hidden() -> ProfileImage {
    var levels = [[Float]](repeating: row(57), count: rows)
    bubbles(above: pillTop + travel, into: &levels)
    pill(top: pillTop + travel, into: &levels)
    return ProfileImage(rows: rows, strips: strips, values: levels.flatMap { $0 })
  }

  @Test func keyboardsEdgeIsBelowTheContentNotOnThePillsRim() throws {
    let reference = Self.reference()
    let hidden = Self.hidden()
    // The run of absent blocks ends on the pill's lower rows: 12 pt below its top (the window
    // searched) does not reach the keyboard's edge.
    let run = try #require(
      KeyboardTopFinder.absentRunTop(reference, hidden, block: 8, step: 1))
    #expect(run + 12 < Self.keyboardTop, "run top \(run)")
    #expect(run > Self.pillTop, "run top \(run)")
    let found = try #require(
      KeyboardTopFinder.find(
        reference: reference, hidden: hidden, pixelsPerPoint: 1, lowest: nil))
    #expect(found.method == .absentWhenHidden)
    // The keyboard's rim (row 566), not the pill's bottom rim 17 rows above it.
    #expect(abs(found.row - Double(Self.keyboardTop)) <= 1, "\(found.row)")
  }

  /// A light page with a bordered composer, inset from the sides, 26 rows above a light glass
  /// keyboard whose top is rounded (its first rows blend from the page to the panel, and its
  /// outer strips fill with the panel only over the 12 rows of its corners), with key rows from
  /// 14 rows below its top; with the keyboard hidden, the page and the composer lower.
  static func roundedTop(keyboard: Bool, composerBottom: Int) -> ProfileImage {
    let page: Float = 248
    var levels = [[Float]](repeating: row(page, outer: page), count: rows)
    // Lines of text on the upper page.
    for y in stride(from: 120, to: 430, by: 19) {
      for offset in 0..<9 { levels[y + offset] = row(150, outer: page) }
    }
    // The composer: a grey border round a white face with a grey placeholder.
    let top = composerBottom - 48
    levels[top] = row(200, outer: page)
    for y in (top + 1)..<composerBottom {
      levels[y] = row(y - top >= 19 && y - top < 29 ? 215 : 252, outer: page)
    }
    levels[composerBottom] = row(200, outer: page)
    guard keyboard else {
      return ProfileImage(rows: rows, strips: strips, values: levels.flatMap { $0 })
    }
    let panel: Float = 215
    for y in keyboardTop..<rows {
      let inner = y - keyboardTop
      let corner = page - (page - panel) * Float(min(12, inner + 1)) / 12
      let soft = page - (page - panel) * Float(min(4, inner + 1)) / 4
      let key = inner % 54 >= 14 && inner % 54 < 56
      levels[y] = (0..<strips).map { strip in
        if key && inner >= 14 { return strip % 2 == 1 ? 253 : 60 }
        return strip == 0 || strip == strips - 1 ? corner : soft
      }
    }
    return ProfileImage(rows: rows, strips: strips, values: levels.flatMap { $0 })
  }

  /// The keyboard's rounded top does not cross the screen at its first rows, as the composer's
  /// border above it does not: it is still the keyboard's edge, not the first full-width edge
  /// below it (its first key row, 14 rows lower), since its corners fill with the panel.
  @Test func roundedGlassTopIsKeptUnderAnInsetComposer() throws {
    let reference = Self.roundedTop(keyboard: true, composerBottom: Self.keyboardTop - 26)
    let hidden = Self.roundedTop(keyboard: false, composerBottom: Self.rows - 40)
    #expect(!RidingBarFinder.spansWidth(reference, at: Self.keyboardTop))
    let found = try #require(
      KeyboardTopFinder.find(
        reference: reference, hidden: hidden, pixelsPerPoint: 1, lowest: nil))
    // The soft top blends over 4 rows and the edge is placed halfway through it: within 2
    // rows of its first, never at the key row 14 rows lower.
    #expect(abs(found.row - Double(Self.keyboardTop)) <= 2, "\(found.row)")
  }
}
