import Testing

@testable import CurveScopeDetection

/// The bar riding on the keyboard, found in row profiles at 1.5 px a point (a 3× recording
/// downscaled to half its size): a floating pill whose light rim, a point thick, is a row and a
/// half between its dark inside and a light chat bubble below it (the levels of a real half-size
/// copy of an iOS 26 recording).
struct RidingBarFinderTests {
  static let rows = 300
  static let strips = 16
  static let keyboardTop = 240
  static let travel = 50

  /// The pill from row 180: its top rim, its dark inside (a button on the middle strips), and
  /// its bottom rim on rows 222 to 224, where row 222 blends the inside with the rim and row 224
  /// (`lastRow`) the rim with what lies below.
  static func pill(lastRow: Float) -> [[Float]] {
    var rows: [[Float]] = []
    rows += [[Float]](repeating: [Float](repeating: 187, count: strips), count: 2)
    for row in 182..<222 {
      rows.append(
        (0..<strips).map { strip in
          row >= 195 && row < 205 && strip >= 10 && strip < 13 ? 240 : 118
        })
    }
    let rim: [Float] = [128, 187, lastRow]
    for level in rim { rows.append([Float](repeating: level, count: strips)) }
    return rows
  }

  /// A frame: a dark page, the pill from row `pillTop`, a chat bubble's rows of text below where
  /// the pill rests (rows 225 to 239, shown only with the keyboard up) and the keyboard from row
  /// 240 when `keyboard`.
  static func frame(pillTop: Int, keyboard: Bool) -> ProfileImage {
    var levels = [[Float]](
      repeating: [Float](repeating: 58, count: strips), count: rows)
    if keyboard {
      // The bubble's text rows under the resting pill: 137, 128, 122, 140 and so on.
      let text: [Float] = [137, 128, 122, 140, 139, 131, 116, 130]
      for row in 225..<keyboardTop {
        levels[row] = [Float](repeating: text[(row - 225) % text.count], count: strips)
      }
      for row in keyboardTop..<rows {
        levels[row] = (0..<strips).map { strip in
          (row - keyboardTop) % 40 >= 10 && strip % 4 != 0 ? 250 : 210
        }
      }
    }
    // The rim's last row: a third of the rim over the bubble, or over the dark page.
    let lastRow: Float = keyboard ? 154 : 122
    for (offset, row) in pill(lastRow: lastRow).enumerated() where pillTop + offset < rows {
      levels[pillTop + offset] = row
    }
    return ProfileImage(rows: rows, strips: strips, values: levels.flatMap { $0 })
  }

  @Test func pillsRimIsItsLowestEdgeNotTheRimsUpperSide() throws {
    // The rim's upper side (inside to rim, rising) and its lower side (rim to bubble, falling)
    // are under 2 rows apart, and the bubble's level is near the inside's: the level crossing
    // halfway between them falls on the upper side. The bar's lowest edge is the lower side:
    // row 224 (the first row below the rim's full row 223), not 222.
    let reference = Self.frame(pillTop: 180, keyboard: true)
    let hidden = Self.frame(pillTop: 180 + Self.travel, keyboard: false)
    let bar = try #require(
      RidingBarFinder.find(
        reference: reference, keyboardTop: Double(Self.keyboardTop), hidden: hidden,
        lowest: nil, pixelsPerPoint: 1.5))
    #expect(bar.travel == Self.travel)
    #expect(bar.touchesKeyboard == false)
    #expect(abs(bar.bottom - 224) <= 0.5, "\(bar.bottom)")
  }
}

/// The runner-up bar: when what matched best contradicted its travel, ``RidingBarFinder`` is
/// asked again with that bar's bottom passed over.
struct RidingBarRunnerUpTests {
  /// `frame` of ``RidingBarFinderTests`` with lines of the chat's content (rows 120 to 151,
  /// 32 rows of alternating levels) shown `contentShift` rows lower: content that scrolls by
  /// another amount than the pill (60 rows with the keyboard hidden, the pill 50) and has more
  /// rows with structure than the pill's rims.
  static func frame(pillTop: Int, keyboard: Bool, contentShift: Int) -> ProfileImage {
    var image = RidingBarFinderTests.frame(pillTop: pillTop, keyboard: keyboard)
    for row in 120..<152 {
      let level: Float = (row / 2) % 2 == 0 ? 200 : 90
      for strip in 2..<14 {
        image.values[(row + contentShift) * RidingBarFinderTests.strips + strip] = level
      }
    }
    return image
  }

  @Test func pillsRimUnderBetterMatchedContentIsTheBar() throws {
    let reference = Self.frame(pillTop: 180, keyboard: true, contentShift: 0)
    let hidden = Self.frame(
      pillTop: 180 + RidingBarFinderTests.travel, keyboard: false, contentShift: 60)
    let first = try #require(
      RidingBarFinder.find(
        reference: reference, keyboardTop: Double(RidingBarFinderTests.keyboardTop),
        hidden: hidden, lowest: nil, pixelsPerPoint: 1.5))
    // The content's lines, matched with rows of the pill at a shift near the pill's (52 rows),
    // outscore the pill's own rows; the pill's lower rim lies more than 2 pt under what they
    // match and matches 2 rows off their travel: it is the bar's edge, at its own travel (the
    // runner-up search found it before, after the content's bar 19 rows higher was passed over).
    #expect(abs(first.bottom - 224) <= 0.5, "\(first)")
    #expect(first.travel == RidingBarFinderTests.travel, "\(first)")
    // Passed over, the pill's rim gives way to what else rides on the keyboard: the content's
    // match, which may not reach down to the rim passed over.
    let second = try #require(
      RidingBarFinder.find(
        reference: reference, keyboardTop: Double(RidingBarFinderTests.keyboardTop),
        hidden: hidden, lowest: nil, pixelsPerPoint: 1.5, excluding: first.bottom))
    #expect(abs(second.bottom - 224) > 6, "\(second)")
  }
}

/// The lower side of a thin line as the bar's lowest edge (``RidingBarFinder/lineBottom(_:change:reach:minimumRise:)``),
/// on the middle column of real profiles.
struct RidingBarLineBottomTests {
  @Test func blurredRimEndsOnItsLowerSide() throws {
    // Rows 800 to 808 of a messenger's copy of an iOS 26 chat at 1.46 px/pt: the pill's inside
    // (117), a row blending into the rim (123), the rim (171.6, 155.6) and the chat below.
    let column: [Float] = [117.0, 117.17, 117.17, 123.08, 171.58, 155.58, 131.92, 125.67, 121.08]
    let bottom = try #require(
      RidingBarFinder.lineBottom(column, change: 4, reach: 2, minimumRise: 27))
    // Halfway between the inside (117.17) and the rim's peak (171.58) is 144.375, which the
    // column passes 0.4736 of the way from row 5 (155.58) to row 6 (131.92): 5.4736 + 0.5.
    #expect(abs(bottom - 5.9736) < 0.001, "\(bottom)")
  }

  @Test func haloAboveARimIsLeftOut() throws {
    // Rows 784 to 794 of a messenger's bicubic copy (1.46 px/pt) of an iOS 26 chat played
    // backwards: the pill's inside (233.6), a halo the scaling's ringing left above the rim
    // (239.17), the rim (213.5, 157.75) and the page below. The halo broke the inside's
    // steadiness, and the edge fell on the rim's upper side, 2.5 px above the pill's last row.
    let column: [Float] = [
      233.25, 233.25, 233.67, 233.58, 234.33, 239.17, 213.5, 157.75, 205.83, 238.17, 233.83,
    ]
    let bottom = try #require(
      RidingBarFinder.lineBottom(column, change: 7, reach: 2, minimumRise: 30))
    // The inside's level, rows 3 and 4, is 233.955; halfway to the rim's 157.75 is 195.8525,
    // which the column passes 38.1025 / 48.08 of the way from row 7 to row 8: 7.7925 + 0.5.
    #expect(abs(bottom - 8.29248) < 0.001, "\(bottom)")
  }

  @Test func lightRimAboveADarkFallIsNoHalo() {
    // A light rim two rows above (60 levels over the inside) is no halo to leave out for a fall
    // of 14 levels.
    let column: [Float] = [114, 114, 114, 114, 174, 130, 100, 100, 100, 100]
    #expect(RidingBarFinder.lineBottom(column, change: 6, reach: 2, minimumRise: 10) == nil)
  }

  @Test func fallFromASingleRowRimIsNoLineEntrance() {
    // A GIF at 1 px/pt: the rim is the single row 3 (175.08); row 4 falls from it. Taking row
    // 4 as a line entered from the inside two rows up would put the edge a row low.
    let column: [Float] = [114.58, 114.5, 114.42, 175.08, 127.83, 121.0, 126.17, 130.25, 116.67]
    #expect(RidingBarFinder.lineBottom(column, change: 4, reach: 2, minimumRise: 30) == nil)
  }

  @Test func edgeBetweenTwoAreasIsNoLine() {
    // A bar's background (200) meets a page (120) and stays there.
    let column: [Float] = [200, 200, 200, 200, 120, 120, 120, 120, 120]
    #expect(RidingBarFinder.lineBottom(column, change: 4, reach: 2, minimumRise: 40) == nil)
  }
}

/// ``RidingBarFinder`` on the pill of ``RidingBarFinderTests`` with its lower rim as a
/// messenger's copy blurs it over four rows at 1.46 px/pt (the levels of
/// ``RidingBarLineBottomTests/blurredRimEndsOnItsLowerSide()``): 123, 172, 156, 132 on rows 221
/// to 224, under the pill's plain inside (118).
struct RidingBarBlurredRimTests {
  /// ``RidingBarFinderTests/frame(pillTop:keyboard:)`` with the pill's last four rows blurred.
  static func frame(pillTop: Int, keyboard: Bool) -> ProfileImage {
    var image = RidingBarFinderTests.frame(pillTop: pillTop, keyboard: keyboard)
    for (offset, level) in [Float(123), 172, 156, 132].enumerated() {
      let row = pillTop + 41 + offset
      for strip in 0..<RidingBarFinderTests.strips {
        image.values[row * RidingBarFinderTests.strips + strip] = level
      }
    }
    return image
  }

  @Test func blurredRimsLowerSideIsTheBarsBottom() throws {
    let reference = Self.frame(pillTop: 180, keyboard: true)
    let hidden = Self.frame(pillTop: 180 + RidingBarFinderTests.travel, keyboard: false)
    let bar = try #require(
      RidingBarFinder.find(
        reference: reference, keyboardTop: Double(RidingBarFinderTests.keyboardTop),
        hidden: hidden, lowest: nil, pixelsPerPoint: 1.46))
    #expect(bar.travel == RidingBarFinderTests.travel)
    #expect(bar.touchesKeyboard == false)
    // Halfway between the inside (118) and the rim's peak (172) is 145, passed 11/24 of the
    // way from row 223 (156) to 224 (132): 223.458 + 0.5. The rim's upper side, where its
    // strongest change is, would put the bottom near row 222.
    #expect(abs(bar.bottom - 223.958) < 0.01, "\(bar.bottom)")
  }
}
