import Testing

@testable import CurveScopeDetection

/// The resting states read from the band's motion (``ReferenceStates``) when a recording has
/// few frames a second: a keyboard that enters the band between two frames, a drag that turns
/// back with no still frame at its lowest.
struct ReferenceStatesTests {
  static let rows = 200
  static let strips = 8
  /// The keyboard's top at rest up (it fills the rows below).
  static let keyboardTop = 120
  /// The least travel of a run: a twentieth of the screen's rows in the recording these shifts
  /// come from (656 rows).
  static let minimumTravel = 32

  /// A level between 40 and 199 that looks random, from a row, a strip and a seed.
  static func texture(_ row: Int, _ strip: Int, seed: Int) -> UInt8 {
    let mixed = (row &* 7919) ^ (strip &* 104_729) ^ (seed &* 15_485_863)
    var value = UInt64(truncatingIfNeeded: mixed)
    value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return UInt8(40 + Int((value >> 33) % 160))
  }

  /// A frame with the keyboard's top at `top` (no keyboard when it is `rows` or more), over a
  /// page whose look is `page`.
  static func frame(top: Int, page: Int = 1) -> [UInt8] {
    var profile = [UInt8](repeating: 0, count: rows * strips)
    for row in 0..<rows {
      for strip in 0..<strips {
        profile[row * strips + strip] =
          row >= top
          ? texture(row - top, strip, seed: 99) : texture(row, strip, seed: page)
      }
    }
    return profile
  }

  static func store(_ tops: [Int]) -> ProfileStore {
    var store = ProfileStore(rows: rows, strips: strips)
    for top in tops { store.append(frame(top: top), strips: strips) }
    return store
  }

  /// A 10 fps GIF of a show and a hide, as the band of a re-encoded iOS 26 recording reads it
  /// (its shifts, in this store's rows): the keyboard rests hidden on frames 0–19, enters the
  /// band on frames 20 and 21 (changes no shift explains: the chat above moves at another
  /// pace), rises by 28 and 3 rows on 22 and 23 (too little for a run), rests up on 24–48 and
  /// hides from 49 to the recording's last frame, 52.
  @Test func aShowTheBandCannotMeasureStillBoundsTheHiddenFrames() throws {
    let tops =
      [Int](repeating: Self.rows, count: 20) + [178, 151, 123, 120]
      + [Int](repeating: Self.keyboardTop, count: 25) + [150, 180, 195, 199]
    let shifts =
      [Int](repeating: 0, count: 22) + [-28, -3] + [Int](repeating: 0, count: 26) + [30, 15, 4]
    var unexplained = [Bool](repeating: false, count: tops.count)
    for frame in [20, 21, 49] { unexplained[frame] = true }
    let runs = MotionRun.runs(shifts: shifts, minimumTravel: Self.minimumTravel)
    // The hide is a run; the show (31 rows measured of 80) is not.
    #expect(runs.map(\.first) == [50])
    let states = try #require(
      ReferenceStates.find(
        coarse: Self.store(tops), factor: 1, runs: runs, shifts: shifts,
        unexplained: unexplained))
    #expect(states.upFrames.first == 24 && states.upFrames.count == 25, "\(states.upFrames)")
    // Before, no frame was read as hidden (the hide runs to the recording's end), and the
    // keyboard's edge could not be told.
    #expect(states.hiddenFrames == Array(0..<20), "\(states.hiddenFrames)")
    #expect(states.lowestKeyboard == nil)
  }

  @Test func theBeyondFramesNeedAnUnmeasuredChange() {
    // The same show measured whole (no unexplained frame) is a run of its own; a motion of
    // frames that no shift explains alone (a message sent) is not a motion of the keyboard.
    let stays = Set(24..<49)
    let measured = [Int](repeating: 0, count: 22) + [-28, -3] + [Int](repeating: 0, count: 29)
    #expect(
      ReferenceStates.beyondUnmeasuredMotion(
        stays: stays, shifts: measured,
        unexplained: [Bool](repeating: false, count: measured.count)
      ).isEmpty)
    let unexplainedOnly = [Int](repeating: 0, count: 53)
    var flags = [Bool](repeating: false, count: 53)
    for frame in 20...23 { flags[frame] = true }
    #expect(
      ReferenceStates.beyondUnmeasuredMotion(
        stays: stays, shifts: unexplainedOnly, unexplained: flags
      ).isEmpty)
    // A shift away from the stay inside the motion (down, before a stay at rest up) is not
    // the keyboard rising into it.
    var mixed = measured
    mixed[22] = 20
    var entering = [Bool](repeating: false, count: 53)
    for frame in [20, 21] { entering[frame] = true }
    #expect(
      ReferenceStates.beyondUnmeasuredMotion(stays: stays, shifts: mixed, unexplained: entering)
        .isEmpty)
    #expect(
      ReferenceStates.beyondUnmeasuredMotion(stays: stays, shifts: measured, unexplained: entering)
        == Set(0..<20))
  }

  /// A drag in a 10 fps GIF of an Android keyboard that is never hidden: down over frames
  /// 5–12, back up over 13–18 with no still frame where it turns.
  @Test func aDragThatTurnsAtOnceIsHeldLowestWhereItTurns() throws {
    let down = [4, 8, 12, 16, 20, 24, 28, 32].map { Self.keyboardTop + $0 }
    let back = [26, 20, 14, 8, 3, 0].map { Self.keyboardTop + $0 }
    let tops =
      [Int](repeating: Self.keyboardTop, count: 5) + down + back
      + [Int](repeating: Self.keyboardTop, count: 6)
    var shifts = [Int](repeating: 0, count: tops.count)
    for frame in 1..<tops.count { shifts[frame] = tops[frame] - tops[frame - 1] }
    let runs = MotionRun.runs(shifts: shifts, minimumTravel: Self.minimumTravel)
    #expect(runs.map(\.direction) == [1, -1])
    let states = try #require(
      ReferenceStates.find(coarse: Self.store(tops), factor: 1, runs: runs, shifts: shifts))
    #expect(states.hiddenFrames.isEmpty)
    // Before, no still frame at the drag's lower end: no keyboard held low, and no edge.
    let lowest = try #require(states.lowestKeyboard)
    #expect(lowest.frame == 12 && lowest.displacement == 32, "\(lowest)")
  }
}
