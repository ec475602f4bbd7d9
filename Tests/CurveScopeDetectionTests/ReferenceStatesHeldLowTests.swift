import Testing

@testable import CurveScopeDetection

/// A keyboard dragged farther down than the band the motion is read on is tall
/// (``ReferenceStates/heldLow(coarse:factor:)``): a recording cropped to the screen's lower
/// part, whose keyboard fills 70 % of the frame, dragged 70 rows down (the band is 50) and back.
struct ReferenceStatesHeldLowTests {
  typealias Drawn = ReferenceStatesTests
  static let keyboardTop = 60

  /// The states and the coarse store of a recording whose keyboard's top goes through `tops`.
  static func states(_ tops: [Int]) throws -> (ReferenceStates, ProfileStore) {
    let store = Drawn.store(tops)
    let (shifts, unexplained) = BandMotion.shifts(coarse: store, factor: 1)
    let runs = MotionRun.runs(shifts: shifts, minimumTravel: 10)
    let states = try #require(
      ReferenceStates.find(
        coarse: store, factor: 1, runs: runs, shifts: shifts, unexplained: unexplained))
    return (states, store)
  }

  @Test func aKeyboardDraggedBelowTheBandIsHeldLowNotHidden() throws {
    let up = [Int](repeating: Self.keyboardTop, count: 6)
    let down = stride(from: 70, through: 130, by: 10).map { $0 }
    let tops = up + down + [Int](repeating: 130, count: 5) + down.reversed() + up
    let (states, store) = try Self.states(tops)
    // The band (rows 144–193) shows none of the reference's band 70 rows down: read as hidden.
    #expect(states.hiddenFrames == Array(13...18), "\(states.hiddenFrames)")
    #expect(states.lowestKeyboard == nil)
    let held = try #require(states.heldLow(coarse: store, factor: 1))
    #expect(held.hiddenFrames.isEmpty)
    let lowest = try #require(held.lowestKeyboard)
    #expect((13...18).contains(lowest.frame))
    #expect(lowest.displacement == 70)
    #expect(held.upFrames == states.upFrames)
  }

  @Test func aKeyboardThatHidesStaysHidden() throws {
    // The keyboard leaves the frame over a still page: the band shows the page, not the
    // keyboard's rows displaced by the run's travel.
    let up = [Int](repeating: Self.keyboardTop, count: 6)
    let down = stride(from: 90, through: 200, by: 30).map { $0 }
    let tops = up + down + [Int](repeating: 200, count: 6) + down.reversed() + up
    let (states, store) = try Self.states(tops)
    #expect(!states.hiddenFrames.isEmpty)
    #expect(states.heldLow(coarse: store, factor: 1) == nil)
  }
}

/// The first frame is still only because nothing comes before it: alone, it does not win the
/// keyboard's look at rest over another stay of as many frames.
struct ReferenceStatesFirstFrameTests {
  typealias Drawn = ReferenceStatesTests

  @Test func theFirstFrameAloneLosesATieOfLooksAtRestUp() throws {
    // A GIF cut to the action: the keyboard up with lower-case keys on frame 0 only, hiding at
    // once; later it shows, rests up with capitals (still on one frame), and hides again.
    // The shifts as the GIF's band reads them: a show that slows down to a still frame, a
    // small step, and the hide.
    let tops =
      [Drawn.keyboardTop, 150, 180, 200] + [Int](repeating: 200, count: 8)
      + [170, 140, 125, 121, Drawn.keyboardTop, Drawn.keyboardTop, 124, 160, 200]
      + [Int](repeating: 200, count: 4)
    var store = ProfileStore(rows: Drawn.rows, strips: Drawn.strips)
    for (index, top) in tops.enumerated() {
      var profile = Drawn.frame(top: top)
      if index == 0 {
        // Other keys: the keyboard's rows from its top in another texture.
        for row in top..<Drawn.rows {
          for strip in 0..<Drawn.strips {
            profile[row * Drawn.strips + strip] = Drawn.texture(row - top, strip, seed: 7)
          }
        }
      }
      store.append(profile, strips: Drawn.strips)
    }
    let (shifts, unexplained) = BandMotion.shifts(coarse: store, factor: 1)
    let runs = MotionRun.runs(shifts: shifts, minimumTravel: 10)
    let states = try #require(
      ReferenceStates.find(
        coarse: store, factor: 1, runs: runs, shifts: shifts, unexplained: unexplained))
    // Before, the first frame's look (lower-case keys) was the reference.
    #expect(!states.upFrames.isEmpty && !states.upFrames.contains(0), "\(states.upFrames)")
    #expect(states.upFrames.allSatisfy { tops[$0] == Drawn.keyboardTop }, "\(states.upFrames)")
  }
}
