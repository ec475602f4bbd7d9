import Testing

@testable import CurveScopeDetection

/// Runs of the bottom band's motion (``MotionRun``): the keyboard's show or hide, and the still
/// frames at its ends where the resting states are read.
struct MotionRunTests {
  /// The band's shifts (coarse rows, negative up) of a re-encoded copy of an iOS 26 chat with
  /// its status bar cropped away: the keyboard shows from frame 121, whose change the band
  /// reads as a shift of 15 rows up; frames 122 and 123 change with no shift that explains
  /// them (read as still); the show goes on from 124. Frames 0 to 120 rest with it hidden.
  static let shifts: [Int] =
    [Int](repeating: 0, count: 121) + [-15, 0, 0, -245, 0, -215, -80, 0, -65, -50, -35, -30, -35]
    + [0, -10, -10, -5, -5] + [Int](repeating: 0, count: 20)

  @Test func twoStillFramesInsideAShowDoNotSplitIt() throws {
    let runs = MotionRun.runs(shifts: Self.shifts, minimumTravel: 118)
    #expect(runs.count == 1, "\(runs)")
    let run = try #require(runs.first)
    // Split after frame 121, the show began at 124 and its lower end was frames 122 and 123,
    // where the keyboard is already in view: the hidden screen was read from them.
    #expect(run.first == 121)
    #expect(run.last == 138)
    #expect(run.travel == -800)
    let lower = run.lowerEndFrames(shifts: Self.shifts)
    #expect(lower.count == 60 && lower.first == 120 && lower.last == 61)
  }

  @Test func fourStillFramesEndARun() {
    // A show, four still frames, a second show: two runs (a pause, not a repeated frame).
    let shifts = [0, -40, -60, 0, 0, 0, 0, -30, -20, 0]
    let runs = MotionRun.runs(shifts: shifts, minimumTravel: 10)
    #expect(runs.map(\.first) == [1, 7])
    #expect(runs.map(\.last) == [2, 8])
  }

  @Test func aStillFrameBeforeTheOtherWayEndsARun() {
    // A show, one still frame, a hide: two runs, each its own way.
    let shifts = [0, -40, -60, 0, 30, 70, 0]
    let runs = MotionRun.runs(shifts: shifts, minimumTravel: 10)
    #expect(runs.map(\.direction) == [-1, 1])
    #expect(runs.map(\.travel) == [-100, 100])
  }
}
