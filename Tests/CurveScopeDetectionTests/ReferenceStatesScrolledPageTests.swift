import Testing

@testable import CurveScopeDetection

/// A chat that scrolls its page down while the keyboard is hidden (a message removed, a
/// recording of a send played backwards): the band reads the scroll as a motion down, so the
/// long stay before it, the keyboard hidden, is the upper end of that run as well as the lower
/// end of the hide before it.
struct ReferenceStatesScrolledPageTests {
  typealias Drawn = ReferenceStatesTests

  /// The keyboard's top frame by frame: hidden (0–9), a show to 120 (10–13), at rest up
  /// (14–23), a hide (24–27), hidden (28–57), hidden while the page scrolls 45 rows down
  /// (58–60), hidden on the scrolled page (61–75), a show (76–79) and up (80–81).
  static let tops: [Int] =
    [Int](repeating: Drawn.rows, count: 10) + [180, 160, 140, 120]
    + [Int](repeating: Drawn.keyboardTop, count: 10) + [140, 160, 180, 200]
    + [Int](repeating: Drawn.rows, count: 48) + [180, 160, 140, 120, 120, 120]
  static let shifts: [Int] =
    [Int](repeating: 0, count: 10) + [-20, -20, -20, -20] + [Int](repeating: 0, count: 10)
    + [20, 20, 20, 20] + [Int](repeating: 0, count: 30) + [15, 15, 15]
    + [Int](repeating: 0, count: 15) + [-20, -20, -20, -20, 0, 0]

  /// The frames: the page's look changes with the scroll (frame 58 on).
  static func store() -> ProfileStore {
    var store = ProfileStore(rows: Drawn.rows, strips: Drawn.strips)
    for (index, top) in tops.enumerated() {
      store.append(Drawn.frame(top: top, page: index < 58 ? 1 : 2), strips: Drawn.strips)
    }
    return store
  }

  /// The stay is where the larger travel puts it: a keyboard that came down 80 rows into it
  /// does not rest up there because the page moved down 45 out of it. Before, its 30 frames
  /// outnumbered the 10 at rest up and were taken for the keyboard up, and the keyboard's edge
  /// could not be placed (a reversed real recording of a chat was refused).
  @Test func aStayAfterAHideIsNotUpBecauseThePageScrolledDown() throws {
    #expect(Self.tops.count == Self.shifts.count)
    let runs = MotionRun.runs(shifts: Self.shifts, minimumTravel: Drawn.minimumTravel)
    // The premise: the scroll is a run the way down, between the hide and the last show.
    #expect(runs.map(\.first) == [10, 24, 58, 76], "\(runs)")
    let states = try #require(
      ReferenceStates.find(coarse: Self.store(), factor: 1, runs: runs, shifts: Self.shifts))
    // The keyboard up: before the hide and after the last show.
    #expect(states.upFrames == Array(14..<24) + [80, 81], "\(states.upFrames)")
    #expect(states.hiddenFrames.contains(40), "\(states.hiddenFrames)")
    #expect(!states.hiddenFrames.contains { (14..<24).contains($0) || $0 >= 80 })
  }

  /// A stay between two runs the same way whose upper travel is the larger stays up: a
  /// keyboard that rose a whole height (80 rows) and then grew by 34 (a suggestion strip)
  /// rests up before the growth too.
  @Test func aStayBeforeASmallerRiseStaysUp() throws {
    let tops =
      [Int](repeating: Drawn.rows, count: 6) + [180, 160, 140, 120]
      + [Int](repeating: Drawn.keyboardTop, count: 12) + [88, 86]
      + [Int](repeating: 86, count: 4)
    let shifts =
      [Int](repeating: 0, count: 6) + [-20, -20, -20, -20] + [Int](repeating: 0, count: 12)
      + [-32, -2] + [Int](repeating: 0, count: 4)
    #expect(tops.count == shifts.count)
    let runs = MotionRun.runs(shifts: shifts, minimumTravel: Drawn.minimumTravel)
    #expect(runs.map(\.first) == [6, 22], "\(runs)")
    let states = try #require(
      ReferenceStates.find(
        coarse: Drawn.store(tops), factor: 1, runs: runs, shifts: shifts))
    #expect(states.upFrames == Array(10..<22), "\(states.upFrames)")
  }
}
