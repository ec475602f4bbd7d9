import Testing

@testable import CurveScopeDetection

/// A glass keyboard's last points at 2 px/pt, on drawn row profiles: a bright rim row over a
/// plain panel, its edge between rows (a quarter row low), leaving towards the screen's bottom.
/// The anti-aliased rim a point off is less than twice worse than at the edge, so a step alone
/// is not clear; the band the hidden screen does not show continues the plain panel as well a
/// point or two farther, so the band alone is not clear either. The two agree within a row, and
/// together they place the edge.
struct AgreedStepTests {
  static let rows = 200
  static let strips = 8

  /// Frame profiles: the page (rows of text) above, the panel from `top` down (`rim`: its
  /// first row's level, then 175, over a plain 170), the rows a fractional top covers blended.
  static func store(tops: [Double?], rim: Double) -> ProfileStore {
    var store = ProfileStore(rows: rows, strips: strips)
    for top in tops {
      var values = [UInt8](repeating: 0, count: rows * strips)
      for row in 0..<rows {
        for strip in 0..<strips {
          let page = Double(60 + (row * 7 + strip * 13) % 23)
          func panel(_ inner: Int) -> Double {
            inner < 0 ? page : inner == 0 ? rim : inner == 1 ? 175 : 170
          }
          var level = page
          if let top {
            let whole = Int(top.rounded(.down))
            let part = top - Double(whole)
            level = (1 - part) * panel(row - whole) + part * panel(row - whole - 1)
          }
          values[row * strips + strip] = UInt8(level.rounded())
        }
      }
      store.append(values, strips: strips)
    }
    return store
  }

  static func follower(rim: Double) -> EdgeFollower {
    // Frames 0 and 1 at 120 and 140, frame 2 at 160.25 (within the last 24 points), frame 3
    // hidden.
    let store = Self.store(tops: [120, 140, 160.25, nil], rim: rim)
    return EdgeFollower(
      store: store, usable: Array(repeating: nil, count: rows), pixelsPerPoint: 2, side: .below,
      hidden: store.frame(3))
  }

  @Test func stepAndBandThatAgreePlaceTheEdgeNeitherPlacesAlone() {
    let follower = Self.follower(rim: 240)
    // The premise: neither cue alone is clear.
    let alone = follower.step(from: 1, row: 140, to: 2, motion: 20, limit: nil)
    let band = follower.bottomStep(from: 1, row: 140, to: 2, motion: 20)
    #expect(alone == nil && band == nil)
    let carried = follower.carried(from: 1, row: 140, to: 2, motion: 20, limit: nil)
    #expect(carried.map { abs($0.row - 160.25) <= 1 } == true, "\(String(describing: carried))")
    // Followed through the chain: main stopped at frame 2.
    let followed = follower.follow(
      seeds: [120, 140, nil, nil], limits: [nil, nil, nil, nil],
      blocked: [false, false, false, false])
    #expect(followed[2].map { abs($0.row - 160.25) <= 1 } == true, "\(followed)")
    #expect(followed[3] == nil)
  }

  @Test func aBandWithoutARegisteredStepIsNotTaken() {
    // A fainter rim: the panel's band is there, but no shift registers it even by 1.5.
    let follower = Self.follower(rim: 220)
    let registered = follower.step(
      from: 1, row: 140, to: 2, motion: 20, limit: nil,
      distinctness: EdgeFollower.agreedDistinctness)
    let band = follower.bottomStep(from: 1, row: 140, to: 2, motion: 20, contrast: 0)
    #expect(registered == nil && band != nil)
    let carried = follower.carried(from: 1, row: 140, to: 2, motion: 20, limit: nil)
    #expect(carried == nil, "\(String(describing: carried))")
  }
}
