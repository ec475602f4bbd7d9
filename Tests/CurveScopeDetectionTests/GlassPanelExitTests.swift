import Testing

@testable import CurveScopeDetection

/// A glass keyboard leaving fast (a GIF of 15 frames a second, 1 row a point), on drawn row
/// profiles: its 2-row rim tops a plain panel 30 rows deep through which the page's content
/// shows, different in every frame. A step cannot place it (the rim is all that stands out of
/// the body it compares); the band the hidden screen does not show carries it to its last
/// points, 19 rows in view and then 4, and no further once it is gone. The band is looked for
/// up to 36 points above the bottom; at the end of a hide, where the glass shows the page behind
/// it (the same rows of the screen from frame to frame), its rim alone shows where it went.
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

  /// The panel at `tops` (`nil`: gone) followed from its first two frames (the last frame is the
  /// screen with it hidden), and the follower.
  static func followedFromFirstTwo(_ tops: [Int?]) -> (
    follower: EdgeFollower, followed: [EdgeFollower.Followed?]
  ) {
    var store = ProfileStore(rows: Self.rows, strips: Self.strips)
    for (index, top) in tops.enumerated() { store.append(Self.frame(index, top: top), strips: 16) }
    let follower = EdgeFollower(
      store: store, usable: Array(repeating: nil, count: Self.rows), pixelsPerPoint: 1,
      side: .below, hidden: store.frame(tops.count - 1))
    let seeds = tops.indices.map { $0 < 2 ? tops[$0].map(Double.init) : nil }
    let followed = follower.follow(
      seeds: seeds, limits: Array(repeating: nil, count: tops.count),
      blocked: Array(repeating: false, count: tops.count))
    return (follower, followed)
  }

  @Test func glassPanelIsFollowedOutOnItsBandUnlikeTheHiddenScreen() {
    let (follower, followed) = Self.followedFromFirstTwo([250, 330, 381, 396, nil, nil])
    // The premise: from 330 to 381 no step is clear (the rim is 2 rows of the 12 compared).
    #expect(follower.step(from: 1, row: 330, to: 2, motion: 80, limit: nil) == nil)
    // 19 rows in view (main: nil, the band was looked for in the last 12 points only, and the
    // chain stopped there), then 4.
    #expect(followed[2]?.row == 381, "\(String(describing: followed[2]))")
    #expect(followed[3]?.row == 396, "\(String(describing: followed[3]))")
    #expect(followed[4] == nil && followed[5] == nil)
  }

  /// 34 rows of the panel in view are carried by the band too (main: the band was looked for
  /// in the last 24 points only, and the chain stopped above them).
  @Test func glassPanelIsFollowedOnItsBandUpTo36PointsAboveTheBottom() {
    let (follower, followed) = Self.followedFromFirstTwo([250, 330, 366, 392, nil, nil])
    #expect(follower.step(from: 1, row: 330, to: 2, motion: 80, limit: nil) == nil)
    #expect(followed[2]?.row == 366, "\(String(describing: followed[2]))")
    #expect(followed[3]?.row == 392, "\(String(describing: followed[3]))")
  }

  /// Frame with the panel from `top` down over a dark page at 3 px/pt, showing what lies behind it:
  /// lines 3 rows tall, 130 and 170 in turn, which stay where they are on the screen as the panel
  /// moves. With `rim`, its first point (3 rows) is a bright rim; without, it is glass to its top.
  static func seeThroughFrame(top: Int?, rim: Bool) -> [UInt8] {
    var values = [UInt8](repeating: 0, count: rows * strips)
    for row in 0..<rows {
      for strip in 0..<strips {
        var level = 30 + (row * 7 + strip * 13) % 11
        if let top, row >= top {
          level = rim && row - top < 3 ? 240 : (row % 6 < 3 ? 130 : 170)
        }
        values[row * strips + strip] = UInt8(max(0, min(255, level)))
      }
    }
    return values
  }

  /// The panel slowing at the end of a hide (10 rows a frame, 40 rows in view): its 12 points
  /// continue the frame before better 6 rows down (15.7 levels), where the lines behind it line
  /// up again, than within a point of its move (18.9), so only the rim shows the move, and only
  /// a panel with a rim is followed (main: nil).
  @Test func slowGlassPanelIsFollowedByItsRimAlone() {
    for rim in [true, false] {
      var store = ProfileStore(rows: Self.rows, strips: Self.strips)
      for top in [340, 350, 360, nil] {
        store.append(Self.seeThroughFrame(top: top, rim: rim), strips: 16)
      }
      let follower = EdgeFollower(
        store: store, usable: Array(repeating: nil, count: Self.rows), pixelsPerPoint: 3,
        side: .below, hidden: store.frame(3))
      let followed = follower.carried(from: 1, row: 350, to: 2, motion: 10, limit: nil)
      if rim {
        #expect(followed?.row == 360, "\(String(describing: followed))")
        #expect(follower.rimShows(from: 1, to: 2, edge: 360, nominal: 10))
      } else {
        #expect(followed == nil, "\(String(describing: followed))")
      }
    }
  }
}
