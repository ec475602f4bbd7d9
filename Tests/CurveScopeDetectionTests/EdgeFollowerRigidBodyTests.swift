import Testing

@testable import CurveScopeDetection

/// A followed keyboard moves as one body: the rows below those it registers must move with them.
/// An alert appearing over the keyboard (iOS's "Undo Typing" in a recording of Slack's demo)
/// draws a box over its top rows whose lower edge looks like the keyboard's top 20 rows lower,
/// while the key rows below stay where they were; that edge is not the keyboard's.
struct EdgeFollowerRigidBodyTests {
  static let rows = EdgeFollowerTests.rows
  static let strips = EdgeFollowerTests.strips

  /// The keyboard at 250 with, when `alertDrop` is given, a plain box over rows 230 to 260 and
  /// the keyboard's first 12 rows drawn again `alertDrop` rows lower, over what was there.
  static func frame(alertDrop: Int?) -> [UInt8] {
    var values = EdgeFollowerTests.frame(keyboard: 250)
    guard let drop = alertDrop else { return values }
    let original = values
    for row in 230..<(250 + drop) {
      for strip in 0..<strips { values[row * strips + strip] = 120 }
    }
    for row in 250..<262 {
      for strip in 0..<strips {
        values[(row + drop) * strips + strip] = original[row * strips + strip]
      }
    }
    return values
  }

  static func follow(_ frames: [[UInt8]]) -> [EdgeFollower.Followed?] {
    let store = EdgeFollowerTests.store(frames + [EdgeFollowerTests.frame(keyboard: nil)])
    let follower = EdgeFollower(
      store: store, usable: Array(repeating: nil, count: rows), pixelsPerPoint: 1,
      side: .below, hidden: store.frame(frames.count))
    var seeds = [Double?](repeating: nil, count: frames.count + 1)
    seeds[0] = 250
    seeds[1] = 250
    return follower.follow(
      seeds: seeds, limits: Array(repeating: nil, count: seeds.count),
      blocked: Array(repeating: false, count: seeds.count))
  }

  @Test func anAlertsEdgeOverTheKeyboardIsNotFollowed() {
    let followed = Self.follow([
      Self.frame(alertDrop: nil), Self.frame(alertDrop: nil), Self.frame(alertDrop: 20),
    ])
    #expect(followed[2] == nil, "\(String(describing: followed[2]))")
  }

  @Test func aKeyboardThatMovesWholeIsFollowed() {
    // The same 20 rows down, the whole keyboard this time.
    let followed = Self.follow([
      Self.frame(alertDrop: nil), Self.frame(alertDrop: nil),
      EdgeFollowerTests.frame(keyboard: 270),
    ])
    #expect(followed[2]?.row == 270, "\(String(describing: followed[2]))")
  }
}
