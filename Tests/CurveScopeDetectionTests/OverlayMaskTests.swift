import Testing

@testable import CurveScopeDetection

/// The cells a static overlay covers at the screen's bottom, found in a store of row profiles:
/// an adaptive home indicator darkens a little over a light keyboard, so its strips change too,
/// by less than the keyboard's.
struct OverlayMaskTests {
  static let rows = 100
  static let strips = 16

  /// A store of `frames` frames whose rows 95 to 98 change, from frame to frame, by `ranges[s]`
  /// levels on strip `s` (from 60 up to 60 + range, the frames spread evenly between the two);
  /// every other row is the same in every frame.
  static func store(ranges: [Int], frames: Int = 5) -> ProfileStore {
    var store = ProfileStore(rows: rows, strips: strips)
    for frame in 0..<frames {
      var profile = [UInt8](repeating: 100, count: rows * strips)
      for row in 95..<99 {
        for strip in 0..<strips {
          profile[row * strips + strip] = UInt8(60 + ranges[strip] * frame / (frames - 1))
        }
      }
      store.append(profile, strips: strips)
    }
    return store
  }

  /// The ranges of a real row: a CRF 35 re-encoding of an iOS 18 recording at 2 px/pt, the row
  /// 5 px above the screen's bottom edge of the home indicator. Strips 5 to 10 are the
  /// indicator: they change by 31 and 32 levels, a little over a quarter of the widest (118).
  static let indicatorRow = [83, 118, 88, 108, 65, 31, 31, 31, 31, 31, 32, 60, 84, 104, 80, 102]

  @Test func adaptiveIndicatorIsMaskedWhereItChangesOverAQuarterOfTheWidest() {
    // Sorted, the ranges jump from 32 to 60 (1.875 times): the six strips at 32 or under, side
    // by side, are the overlay. A quarter of the widest alone (29.5) keeps every strip.
    #expect(OverlayMask.adaptiveLimit(Self.indicatorRow, widest: 118) == 32)
    let usable = OverlayMask.usableStrips(store: Self.store(ranges: Self.indicatorRow))
    // The indicator's strips and the two beside them, which it covers in part, are left out.
    for row in 95..<99 {
      #expect(
        usable[row] == [0, 1, 2, 3, 12, 13, 14, 15],
        "row \(row): \(String(describing: usable[row]))")
    }
    // Rows that never change have no mask (beyond the overlay's rows carried 2 rows each way).
    #expect(usable[90] == nil)
  }

  @Test func roundedCornersLeaveTheirStripsOutAndTheIndicatorIsStillMasked() {
    // Rows 95–98 of a 160 px wide region: the corners' black on strips 0 and 15 (never
    // changing), a home indicator over strips 5–10 (3 levels), the keyboard's rows giving way to
    // the page on the other eight (100 levels). The strips beside the indicator are left out
    // too (it may cover part of them): of all 16 strips six are left, under half, so without the
    // corners a row like this is no overlay and all 16 are compared.
    var ranges = [Int](repeating: 100, count: Self.strips)
    for strip in [0, 15] { ranges[strip] = 0 }
    for strip in 5...10 { ranges[strip] = 3 }
    let store = Self.store(ranges: ranges)
    #expect(OverlayMask.usableStrips(store: store).allSatisfy { $0 == nil })
    // The corners cover 8 px at each side of the last 10 rows (90–99): strips 0 and 15.
    let corners = RoundedCorners.Insets(
      left: [Int](repeating: 8, count: 10), right: [Int](repeating: 8, count: 10))
    let usable = OverlayMask.usableStrips(store: store, corners: corners, width: 160)
    for row in 95..<99 {
      #expect(
        usable[row] == [1, 2, 3, 12, 13, 14], "row \(row): \(String(describing: usable[row]))")
    }
    // Corner rows with nothing else over them leave out the corners' strips alone (and so do
    // the 2 rows above, where every mask is carried).
    #expect(usable[90] == Array(1...14), "\(String(describing: usable[90]))")
    #expect(usable[88] == Array(1...14), "\(String(describing: usable[88]))")
    #expect(usable[87] == nil)
    // A corner 12 px wide reaches into strip 1 too.
    #expect(OverlayMask.shownStrips(strips: 16, width: 160, covered: (12, 0)) == Array(2...15))
  }

  @Test func twoSeparateQuietRunsAreNoOverlay() {
    // Strips 2–3 and 12–13 change by 30 levels, the others by 100: no single overlay, and 30
    // is over a quarter of the widest. Nothing is masked.
    var ranges = [Int](repeating: 100, count: Self.strips)
    for strip in [2, 3, 12, 13] { ranges[strip] = 30 }
    #expect(OverlayMask.adaptiveLimit(ranges, widest: 100) == 0)
    let usable = OverlayMask.usableStrips(store: Self.store(ranges: ranges))
    #expect(usable.allSatisfy { $0 == nil })
  }

  @Test func gradualRangesHaveNoCleanSplit() {
    // Ranges from 40 to 115 in steps of 5: no two neighbours in sorted order 1.6 times apart.
    let ranges = (0..<Self.strips).map { 40 + 5 * $0 }
    #expect(OverlayMask.adaptiveLimit(ranges, widest: 115) == 0)
  }
}
