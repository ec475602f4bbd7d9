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
