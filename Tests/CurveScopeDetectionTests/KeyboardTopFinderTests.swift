import Testing

@testable import CurveScopeDetection

/// The top of a keyboard that is never hidden (only dragged down), found as the highest edge
/// that moves with it and has the panel's colour below, on a downscaled copy (0.73 px/pt, as a
/// 294 × 640 px copy of an Android recording): the keyboard moves by a fraction of a row, and
/// the row its edge falls on blends the page and the panel.
struct KeyboardTopFinderTests {
  static let rows = 640
  static let strips = 16

  /// A frame sampled as a downscaler does (each row the mean of its span): a light page above
  /// `top` (shaded over the 3 rows above it), the keyboard's dark panel from `top` down with a
  /// row of keys (on the middle strips only) from 40 rows below `top` to 72 rows below it.
  static func frame(top: Double) -> ProfileImage {
    func level(_ y: Double, strip: Int) -> Float {
      if y < top - 3 { return 189 }
      if y < top { return Float(189 - (y - (top - 3)) / 3 * 14) }
      let inner = y - top
      let key = inner >= 40 && inner < 72 && strip >= 2 && strip < 14
      return key ? 90 : 40
    }
    var values: [Float] = []
    for row in 0..<rows {
      for strip in 0..<strips {
        // The mean over the row's span, in tenths of a row.
        var sum: Float = 0
        for tenth in 0..<10 {
          sum += level(Double(row) + (Double(tenth) + 0.5) / 10, strip: strip)
        }
        values.append(sum / 10)
      }
    }
    return ProfileImage(rows: rows, strips: strips, values: values)
  }

  @Test func draggedKeyboardsTopIsThePanelsEdgeNotItsFirstKeys() throws {
    // The panel's edge falls halfway through row 388 at rest; held lowest, the keyboard is
    // 138.6 rows further down, which the band's motion measures as 139 whole rows.
    let reference = Self.frame(top: 388.5)
    let lowest = Self.frame(top: 388.5 + 138.6)
    let found = try #require(
      KeyboardTopFinder.find(
        reference: reference, hidden: nil, pixelsPerPoint: 0.73,
        lowest: (image: lowest, displacement: 139)))
    #expect(found.method == .panelColor)
    // The panel's edge (388.5), not the keys' row 40 rows below it.
    #expect(abs(found.row - 388.5) <= 1, "\(found.row)")
  }

  @Test func edgeThatDoesNotMoveWithTheKeyboardIsNotItsTop() throws {
    // Held lowest, the frame shows the page's light level where the panel's edge would have
    // moved to (rows 520 to 559): no shift of a row or less matches the edge at 388 there, so
    // the keys' edge, which did move, is the top.
    let reference = Self.frame(top: 388.5)
    var lowest = Self.frame(top: 388.5 + 138.6)
    for row in 520..<560 {
      for strip in 0..<Self.strips { lowest.values[row * Self.strips + strip] = 189 }
    }
    let found = try #require(
      KeyboardTopFinder.find(
        reference: reference, hidden: nil, pixelsPerPoint: 0.73,
        lowest: (image: lowest, displacement: 139)))
    #expect(abs(found.row - 429) <= 1, "\(found.row)")
  }

  @Test func ringingUnderAStrongEdgeInTheLowFrameDoesNotPushTheTopDownToTheKeys() throws {
    // The one frame held lowest is a compressed frame: ringing adds 15 levels to the two rows
    // under the panel's strong edge (a half-rate copy of a dragged Android keyboard). Moved by
    // the keyboard's displacement the edge's block no longer matches within 6 levels, yet the
    // displacement explains far more than nine tenths of how it differs unmoved.
    let reference = Self.frame(top: 388.5)
    var lowest = Self.frame(top: 388.5 + 138.6)
    for row in 528..<530 {
      for strip in 0..<Self.strips { lowest.values[row * Self.strips + strip] += 15 }
    }
    let block = max(3, Int((4 * 0.73).rounded()))
    let moved = try #require(
      KeyboardTopFinder.movedCost(
        reference, row: 388, block: block, in: lowest, displacement: 139))
    let still = try #require(
      KeyboardTopFinder.movedCost(reference, row: 388, block: block, in: lowest, displacement: 0))
    // The premise: over 6 levels moved (main took the keys' edge at 428.5), under a tenth
    // of the block's difference unmoved.
    #expect(moved > 6 && moved <= 0.1 * still, "moved \(moved), unmoved \(still)")
    let found = try #require(
      KeyboardTopFinder.find(
        reference: reference, hidden: nil, pixelsPerPoint: 0.73,
        lowest: (image: lowest, displacement: 139)))
    #expect(abs(found.row - 388.5) <= 1, "\(found.row)")
  }
}
