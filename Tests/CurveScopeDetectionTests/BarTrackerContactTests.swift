import Testing

@testable import CurveScopeDetection

/// A bar resting on a keyboard at rest, seen on the keyboard's edge, is not lifted off it by a
/// doubtful registration: the registered rows also hold content that rides above the bar (a
/// chat lifted with the keyboard), and a finger's drag scrolls that content while the bar stays.
struct BarTrackerContactTests {
  static let rows = 300
  static let strips = 16
  static let keyboardTop = 240

  /// A chat message's rows: levels from 150 to 242 that never repeat in step (a fixed
  /// pseudo-random sequence), so the content matches itself at one shift only.
  static func content(_ row: Int) -> UInt8 {
    let mixed = (row &* 2_654_435_761) >> 7
    return UInt8(150 + mixed % 93)
  }

  /// A frame: the page (242) above row 140, the chat's content on rows 140 to 199 scrolled
  /// `scrolled` rows up (what scrolls in from below is a plain 200), the bar (a plain 230) on
  /// rows 200 to 239 resting on the keyboard, and the keyboard's keys from row 240.
  static func frame(scrolled: Int) -> [UInt8] {
    var values = [UInt8](repeating: 242, count: rows * strips)
    for row in 0..<rows {
      let level: UInt8
      if row >= keyboardTop {
        for strip in 0..<strips {
          values[row * strips + strip] = (row - keyboardTop) % 20 >= 5 && strip % 4 != 0 ? 250 : 200
        }
        continue
      } else if row >= 200 {
        level = 230
      } else if row >= 140 - scrolled {
        level = row + scrolled < 200 ? content(row + scrolled) : 200
      } else {
        level = 242
      }
      for strip in 0..<strips { values[row * strips + strip] = level }
    }
    return values
  }

  /// A tracker of the two frames (at rest, then scrolled) at half a pixel a point, the bar
  /// touching the keyboard or not.
  static func tracker(scrolled: Int, touching: Bool) -> BarTracker {
    var store = ProfileStore(rows: rows, strips: strips)
    store.append(frame(scrolled: 0), strips: strips)
    store.append(frame(scrolled: scrolled), strips: strips)
    let bar = RidingBar(
      bottom: Double(keyboardTop), touchesKeyboard: touching, edge: .background, travel: 50,
      templateRows: 140..<keyboardTop)
    return BarTracker(
      store: store, coarse: store.coarse(factor: 4), factor: 4, reference: store.frame(0),
      bar: bar, keyboardRestingTop: Double(keyboardTop), pixelsPerPoint: 0.5)
  }

  @Test func scrolledContentDoesNotLiftTheBarOffTheKeyboardAtRest() throws {
    let tops = [Double(Self.keyboardTop), Double(Self.keyboardTop)]
    // The premise: scrolled 20 rows, the template alone matches best 4 rows up (beyond the
    // 3 rows, 6 points, within which a contact always won), at a ratio no clearer than a tenth
    // of the median.
    let registered = try #require(
      Self.tracker(scrolled: 20, touching: false).track(keyboardTops: tops)[1])
    #expect(registered.bottom == Double(Self.keyboardTop - 4), "\(registered)")
    #expect(registered.ratio > BarTracker.clearRatio && registered.ratio <= BarTracker.seenRatio)
    // The bar's lowest rows still rest on the keyboard's edge: it is there.
    let sighting = try #require(
      Self.tracker(scrolled: 20, touching: true).track(keyboardTops: tops)[1])
    #expect(sighting.bottom == Double(Self.keyboardTop), "\(sighting)")
    #expect(sighting.byContact)
  }
}
