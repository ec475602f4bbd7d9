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

  @Test func barPassedOverGivesWayToThePill() throws {
    let reference = Self.frame(pillTop: 180, keyboard: true, contentShift: 0)
    let hidden = Self.frame(
      pillTop: 180 + RidingBarFinderTests.travel, keyboard: false, contentShift: 60)
    let first = try #require(
      RidingBarFinder.find(
        reference: reference, keyboardTop: Double(RidingBarFinderTests.keyboardTop),
        hidden: hidden, lowest: nil, pixelsPerPoint: 1.5))
    // The content's lines, matched with rows of the pill at a shift near the pill's, outscore
    // the pill: what is found first is not the pill's rim.
    #expect(abs(first.bottom - 224) > 6, "\(first)")
    let second = try #require(
      RidingBarFinder.find(
        reference: reference, keyboardTop: Double(RidingBarFinderTests.keyboardTop),
        hidden: hidden, lowest: nil, pixelsPerPoint: 1.5, excluding: first.bottom))
    #expect(second.travel == RidingBarFinderTests.travel, "\(second)")
    #expect(abs(second.bottom - 224) <= 0.5, "\(second.bottom)")
  }
}
