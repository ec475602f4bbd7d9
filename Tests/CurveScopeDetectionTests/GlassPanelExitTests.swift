import Testing

@testable import CurveScopeDetection

/// A glass keyboard leaving fast (a GIF of 15 frames a second, 1 row a point), on drawn row
/// profiles: its 2-row rim tops a plain panel 30 rows deep through which the page's content
/// shows, different in every frame. A step cannot place it (the rim is all that stands out of
/// the body it compares); the band the hidden screen does not show carries it to its last
/// points, 19 rows in view and then 4, and no further once it is gone.
struct GlassPanelExitTests {
  static let rows = 400
  static let strips = 16

  /// What shows through the glass in frame `frame` at `row`, `strip`: up to 10 levels either
  /// way, a fixed pseudo-random pattern that changes from frame to frame.
  static func showThrough(_ frame: Int, _ row: Int, _ strip: Int) -> Int {
    let mixed = ((frame &* 7919 &+ row &* 104_729 &+ strip &* 31) &* 2_654_435_761) >> 9
    return mixed % 21 - 10
  }

  /// Frame `index`: the page (rows of text) above, the keyboard from `top` down.
  static func frame(_ index: Int, top: Int?) -> [UInt8] {
    var values = [UInt8](repeating: 0, count: rows * strips)
    for row in 0..<rows {
      for strip in 0..<strips {
        var level = 60 + (row * 7 + strip * 13) % 23
        if let top, row >= top {
          let inner = row - top
          if inner < 2 {
            level = 235
          } else if inner < 32 {
            level = 170 + showThrough(index, row, strip)
          } else {
            level = (inner % 48) >= 8 && strip % 3 != 0 ? 220 : 150
          }
        }
        values[row * strips + strip] = UInt8(level)
      }
    }
    return values
  }

  @Test func glassPanelIsFollowedOutOnItsBandUnlikeTheHiddenScreen() {
    let tops: [Int?] = [250, 330, 381, 396, nil, nil]
    var store = ProfileStore(rows: Self.rows, strips: Self.strips)
    for (index, top) in tops.enumerated() { store.append(Self.frame(index, top: top), strips: 16) }
    let follower = EdgeFollower(
      store: store, usable: Array(repeating: nil, count: Self.rows), pixelsPerPoint: 1,
      side: .below, hidden: store.frame(tops.count - 1))
    // The premise: from 330 to 381 no step is clear (the rim is 2 rows of the 12 compared).
    #expect(follower.step(from: 1, row: 330, to: 2, motion: 80, limit: nil) == nil)
    let followed = follower.follow(
      seeds: [250, 330, nil, nil, nil, nil], limits: Array(repeating: nil, count: tops.count),
      blocked: Array(repeating: false, count: tops.count))
    // 19 rows in view (main: nil, the band was looked for in the last 12 points only, and the
    // chain stopped there), then 4.
    #expect(followed[2]?.row == 381, "\(String(describing: followed[2]))")
    #expect(followed[3]?.row == 396, "\(String(describing: followed[3]))")
    #expect(followed[4] == nil && followed[5] == nil)
  }
}
