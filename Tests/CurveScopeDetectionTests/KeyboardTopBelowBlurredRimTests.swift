import Testing

@testable import CurveScopeDetection

/// The keyboard's edge below a floating pill whose lower rim a downscaled, re-encoded copy
/// blurred over four rows (1.46 px/pt, the levels of a messenger's copy of an iOS 26 chat): the
/// rim's far side is an edge of its own, 3 rows under its near side, as strong as the keyboard's.
struct KeyboardTopBelowBlurredRimTests {
  static let rows = 900
  static let strips = 16
  static let rim = 803
  static let keyboardTop = 828
  static let pixelsPerPoint = 1.46

  /// A row of `middle` on strips 1 to 14, `left` on strip 0 and 57 on strip 15.
  static func row(_ middle: Float, left: Float = 57) -> [Float] {
    (0..<strips).map { $0 == 0 ? left : $0 == strips - 1 ? 57 : middle }
  }

  /// The pill's dark inside down to its rim, which blends over rows 803 to 806 (123, 172, 156,
  /// 132); the chat's content below it (125 and 135 by turns), a bubble beside it on the left
  /// from row 805; the keyboard from row 828: a light rim across the screen, then its panel,
  /// which fills the outer strips.
  static func reference() -> ProfileImage {
    var levels = [[Float]](repeating: row(117), count: rows)
    let rimLevels: [Float] = [123, 172, 156, 132]
    for (offset, level) in rimLevels.enumerated() {
      levels[rim + offset] = row(level, left: offset >= 2 ? 70 : 57)
    }
    for y in (rim + rimLevels.count)..<keyboardTop {
      levels[y] = row(y % 2 == 0 ? 125 : 135, left: 70)
    }
    levels[keyboardTop] = row(220, left: 140).map { $0 == 57 ? 140 : $0 }
    for y in (keyboardTop + 1)..<rows {
      levels[y] = row((y - keyboardTop) % 40 < 20 ? 185 : 230, left: 140).map {
        $0 == 57 ? 140 : $0
      }
    }
    return ProfileImage(rows: rows, strips: strips, values: levels.flatMap { $0 })
  }

  @Test func edgeBelowTheRimsFarSideIsTheKeyboards() throws {
    let reference = Self.reference()
    let strength = EdgeProfile.strength(reference)
    let rim = (row: Self.rim, strength: strength[Self.rim])
    // The premise: the rim's far side (row 806) is an edge at least half as strong as the rim,
    // across the screen, and nearer the rim than the outer strips' test can look (2 rows from
    // each end): searched from 3 rows below the rim, it ended the search with no edge.
    let far = EdgeProfile.edges(strength, in: (Self.rim + 3)..<(Self.rim + 6))
    #expect(far.map(\.row) == [806])
    #expect(far.allSatisfy { $0.strength >= 0.5 * rim.strength })
    #expect(RidingBarFinder.spansWidth(reference, at: 806))
    let edge = KeyboardTopFinder.belowInsetRim(
      reference, strength: strength, rim: rim, reach: Int((30 * Self.pixelsPerPoint).rounded()),
      point: Self.pixelsPerPoint, below: { _ in nil })
    let found = try #require(edge)
    // The strongest row of the keyboard's rim (the caller places the edge to a fraction of a
    // row from there).
    #expect(abs(found - Self.keyboardTop) <= 1, "\(found)")
  }
}
