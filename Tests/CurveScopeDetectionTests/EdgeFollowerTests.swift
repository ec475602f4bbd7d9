import Testing

@testable import CurveScopeDetection

/// Following an edge from frame to frame on drawn row profiles (16 strips, 1 row a point): a
/// keyboard whose tint drifts as it leaves the screen is followed to its last 2 points and no
/// further; a bar is not carried to a look-alike beyond its pace, nor into a frame where the
/// keyboard stands in front of it; a dimmed frame is still followed. A keyboard is not followed
/// into the frame before it shows, neither along plain rows that match it at any offset nor onto
/// rows that look like it but are what the screen shows with the keyboard hidden. A bar keeps the
/// keyboard's pace where a motion starts (from 1.5 px/pt).
struct EdgeFollowerTests {
  static let rows = 400
  static let strips = 16

  /// A frame: static page content above, a keyboard from `keyboard` down (a bright rim, then
  /// rows of keys whose brightness is raised by `tint`), and optionally a bar ending at
  /// `barBottom` (30 rows: a rim, a field, a rim), all scaled by `gain` above black.
  static func frame(
    keyboard: Int?, tint: Int = 0, barBottom: Int? = nil, gain: Double = 1
  ) -> [UInt8] {
    var values = [UInt8](repeating: 0, count: rows * strips)
    for row in 0..<rows {
      for strip in 0..<strips {
        // The page: rows of text, different on every row.
        var level = 60 + (row * 7 + strip * 13) % 23
        if let barBottom, row >= barBottom - 30, row < barBottom {
          let inner = row - (barBottom - 30)
          level = inner < 2 || inner >= 28 ? 220 : (strip > 2 && strip < 13 ? 250 : 150)
        }
        if let keyboard, row >= keyboard {
          let inner = row - keyboard
          if inner < 2 {
            level = 235
          } else {
            // Key rows: caps 40 rows tall with 8-row gaps, and dark gaps between caps.
            let cap = (inner % 48) >= 8 && strip % 3 != 0
            level = (cap ? 200 : 150) + tint + (inner % 48 == 20 ? 30 : 0)
          }
        }
        let scaled = 16 + gain * Double(level - 16)
        values[row * strips + strip] = UInt8(max(0, min(255, scaled.rounded())))
      }
    }
    return values
  }

  static func store(_ frames: [[UInt8]]) -> ProfileStore {
    var store = ProfileStore(rows: rows, strips: strips)
    for frame in frames { store.append(frame, strips: strips) }
    return store
  }

  @Test func glassKeyboardIsFollowedToItsLastTwoPoints() {
    // The keyboard hides; its tint drifts 4 levels a frame (32 by the end, far beyond a row
    // match's tolerance against the first frame), so only from frame to frame does it match.
    let tops: [Int?] = [250, 280, 310, 340, 365, 385, 395, 398, 399, nil]
    let frames = tops.enumerated().map { index, top in Self.frame(keyboard: top, tint: 4 * index) }
    let store = Self.store(frames)
    let follower = EdgeFollower(
      store: store, usable: Array(repeating: nil, count: Self.rows), pixelsPerPoint: 1,
      side: .below, hidden: store.frame(tops.count - 1))
    var seeds = [Double?](repeating: nil, count: tops.count)
    seeds[0] = 250
    seeds[1] = 280
    let followed = follower.follow(
      seeds: seeds, limits: Array(repeating: nil, count: tops.count),
      blocked: Array(repeating: false, count: tops.count))
    for index in 2..<tops.count {
      if let top = tops[index], Self.rows - top >= 2 {
        #expect(followed[index]?.row == Double(top), "frame \(index)")
        #expect((followed[index]?.ratio ?? 1) <= 0.35, "frame \(index)")
      } else {
        #expect(followed[index] == nil, "frame \(index): \(String(describing: followed[index]))")
      }
    }
  }

  @Test func barIsNotCarriedBeyondItsPaceOrInFrontOfTheKeyboard() {
    // Frame 1: the bar is gone from its place and an identical one is drawn 60 rows higher
    // (a look-alike); frame 2: the bar is back, dimmed to 85 %; frame 4: the keyboard rises
    // in front of where the bar was.
    let frames = [
      Self.frame(keyboard: 300, barBottom: 200),
      Self.frame(keyboard: 300, barBottom: 140),
      Self.frame(keyboard: 300, barBottom: 200, gain: 0.85),
      Self.frame(keyboard: 300, barBottom: 200),
      Self.frame(keyboard: 180, barBottom: 200),
    ]
    let follower = EdgeFollower(
      store: Self.store(frames), usable: Array(repeating: nil, count: Self.rows), pixelsPerPoint: 1,
      side: .above)
    let limits: [Double?] = [300, 300, 300, 300, 180]
    let carried = follower.follow(
      seeds: [200, nil, nil, nil, nil], limits: limits, blocked: Array(repeating: false, count: 5))
    #expect(carried[1] == nil, "\(String(describing: carried[1]))")
    // Frame 2 is reached only from frame 3 backwards, so it is seeded there.
    let dimmed = follower.follow(
      seeds: [200, nil, nil, 200, nil], limits: limits, blocked: Array(repeating: false, count: 5))
    #expect(dimmed[2]?.row == 200)
    #expect(dimmed[4] == nil)
  }

  @Test func barKeepsTheKeyboardsPaceWhenAMotionStarts() {
    // At 2 px/pt (under 1.5 the keyboard's pace is not used). Frames 0–1: the bar rests at 200
    // on a page above the keyboard (at 300). Frame 2: the keyboard starts hiding, 60 rows at
    // once, and the bar follows it 57 rows (a layout whose gap grows as the keyboard leaves).
    // The bar's own pace so far is 0; the keyboard's is 60.
    let frames = [
      Self.frame(keyboard: 300, barBottom: 200),
      Self.frame(keyboard: 300, barBottom: 200),
      Self.frame(keyboard: 360, barBottom: 257),
      Self.frame(keyboard: 395, barBottom: 290),
    ]
    let follower = EdgeFollower(
      store: Self.store(frames), usable: Array(repeating: nil, count: Self.rows), pixelsPerPoint: 2,
      side: .above)
    let carried = follower.follow(
      seeds: [200, 200, nil, nil], limits: [300, 300, 360, 395],
      blocked: Array(repeating: false, count: 4))
    #expect(carried[2]?.row == 257, "\(String(describing: carried[2]))")
    #expect(carried[3]?.row == 290, "\(String(describing: carried[3]))")
    // Without the keyboard's tops the bar's own pace alone cannot reach the first move.
    let unguided = follower.follow(
      seeds: [200, 200, nil, nil], limits: [nil, nil, nil, nil],
      blocked: Array(repeating: false, count: 4))
    #expect(unguided[2] == nil, "\(String(describing: unguided[2]))")
  }

  @Test func barIsFollowedBackwardsUpAKeyboardThatRoseInFrontOfIt() {
    // A hide followed backwards: in frame 1 the keyboard (290) stands above where the bar is in
    // frame 2 (305), for both rose together (70 and 68 rows) going back in time.
    let tops = [250, 290, 360, 380]
    let bars = [200, 237, 305, 324]
    let frames = zip(tops, bars).map { Self.frame(keyboard: $0, barBottom: $1) }
    let follower = EdgeFollower(
      store: Self.store(frames), usable: Array(repeating: nil, count: Self.rows), pixelsPerPoint: 2,
      side: .above)
    let carried = follower.follow(
      seeds: [nil, nil, 305, 324], limits: tops.map { Double($0) },
      blocked: Array(repeating: false, count: 4))
    #expect(carried[1]?.row == 237, "\(String(describing: carried[1]))")
    #expect(carried[0]?.row == 200, "\(String(describing: carried[0]))")
  }

  @Test func barIsNotLookedForBetweenItsPaceAndTheKeyboards() {
    // The keyboard rises 120 rows (from below the screen) in front of a bar at rest; the bar's
    // look is 91 rows higher, 14.5 points off the keyboard's pace and far from its own (0):
    // between the two, where a pill's top rim lies a pill's height above its bottom rim, a step
    // does not look.
    let frames = [
      Self.frame(keyboard: nil, barBottom: 390),
      Self.frame(keyboard: 300, barBottom: 299),
    ]
    let follower = EdgeFollower(
      store: Self.store(frames), usable: Array(repeating: nil, count: Self.rows), pixelsPerPoint: 2,
      side: .above)
    let carried = follower.follow(
      seeds: [390, nil], limits: [420, 300], blocked: [false, false])
    #expect(carried[1] == nil, "\(String(describing: carried[1]))")
  }

  /// A frame whose page ends in `bottom` (its rows from `bottom.from` down drawn plain at
  /// `bottom.level`, or as the keyboard's own first rows when `level` is `nil`), with a keyboard
  /// from `keyboard` down whose first `panel` rows are plain (level 210) above rows of keys.
  static func enteringFrame(keyboard: Int?, panel: Int, bottom: (from: Int, level: Int?))
    -> [UInt8]
  {
    var values = frame(keyboard: nil)
    func keyboardLevel(_ inner: Int, _ strip: Int) -> Int {
      inner < panel ? 210 : ((inner % 48) >= 8 && strip % 3 != 0 ? 200 : 150)
    }
    for row in bottom.from..<rows {
      for strip in 0..<strips {
        values[row * strips + strip] = UInt8(
          bottom.level ?? keyboardLevel(row - bottom.from, strip))
      }
    }
    if let keyboard {
      for row in keyboard..<rows {
        for strip in 0..<strips {
          values[row * strips + strip] = UInt8(keyboardLevel(row - keyboard, strip))
        }
      }
    }
    return values
  }

  /// The keyboard shows from frame 1 (11 rows in view), then frame 2 (30).
  static func entering(panel: Int, bottomLevel: Int?) -> ProfileStore {
    store(
      [nil, 389, 370].map {
        enteringFrame(keyboard: $0, panel: panel, bottom: (377, bottomLevel))
      })
  }

  @Test func keyboardIsNotFollowedAlongPlainRowsIntoTheFrameBeforeItShows() {
    // Frame 0 ends in 23 plain rows a little darker than the keyboard's panel (12 plain rows):
    // the panel's rows in view in frame 1 match them at every offset within them.
    let store = Self.entering(panel: 12, bottomLevel: 200)
    // The hidden reference is another page (text down to the bottom), so that only the
    // match's flatness can refuse the step.
    let follower = EdgeFollower(
      store: store, usable: Array(repeating: nil, count: Self.rows), pixelsPerPoint: 1,
      side: .below, hidden: Self.store([Self.frame(keyboard: nil)]).frame(0))
    let followed = follower.follow(
      seeds: [nil, 389, 370], limits: [nil, nil, nil], blocked: [false, false, false])
    #expect(followed[0] == nil, "\(String(describing: followed[0]))")
  }

  @Test func keyboardIsNotFollowedOntoWhatTheHiddenScreenShows() {
    // Frame 0 ends in rows drawn like the keyboard's own first rows (a 2-row rim, then keys: a
    // bottom toolbar of the same look), from row 377: a clear, distinctive match for frame 1's
    // keyboard, but those rows are what the screen shows with the keyboard hidden.
    let store = Self.entering(panel: 2, bottomLevel: nil)
    let usable = [[Int]?](repeating: nil, count: Self.rows)
    let seeds: [Double?] = [nil, 389, 370]
    let otherPage = Self.store([Self.frame(keyboard: nil)]).frame(0)
    let unchecked = EdgeFollower(
      store: store, usable: usable, pixelsPerPoint: 1, side: .below, hidden: otherPage
    ).follow(seeds: seeds, limits: [nil, nil, nil], blocked: [false, false, false])
    // Against another page's hidden screen the step is taken: the look-alike is where it lands.
    #expect(unchecked[0]?.row == 377)
    // Carried back from frame 1, the one before it in time.
    #expect(unchecked[0]?.from == 1)
    let checked = EdgeFollower(
      store: store, usable: usable, pixelsPerPoint: 1, side: .below, hidden: store.frame(0)
    ).follow(seeds: seeds, limits: [nil, nil, nil], blocked: [false, false, false])
    // Without frames of the keyboard hidden, nothing shows a followed keyboard is one.
    let unknown = EdgeFollower(store: store, usable: usable, pixelsPerPoint: 1, side: .below)
      .follow(seeds: seeds, limits: [nil, nil, nil], blocked: [false, false, false])
    #expect(unknown[0] == nil)
    #expect(checked[0] == nil, "\(String(describing: checked[0]))")
  }

  /// A recorder's duplicate frame in the middle of a motion: the edge did not move into it, and
  /// the move before it is the pace into the next frame (main: pace 0, and a keyboard 40 rows
  /// further was looked for within 20 rows of where it was).
  @Test func paceSkipsARepeatedFrame() {
    let tops: [Int?] = [250, 290, 290, 330, nil]
    let store = Self.store(tops.map { Self.frame(keyboard: $0) })
    let follower = EdgeFollower(
      store: store, usable: Array(repeating: nil, count: Self.rows), pixelsPerPoint: 1,
      side: .below, hidden: store.frame(4))
    let seeds: [Double?] = [250, 290, 290, nil, nil]
    let followed = follower.follow(
      seeds: seeds, limits: Array(repeating: nil, count: tops.count),
      blocked: Array(repeating: false, count: tops.count))
    #expect(followed[3]?.row == 330, "\(String(describing: followed[3]))")
    #expect(followed[4] == nil)
    #expect(follower.pace({ seeds[$0] }, at: 2, direction: -1) == 40)
    #expect(follower.pace({ seeds[$0] }, at: 1, direction: -1) == 40)
  }
}
