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

  /// The band's shifts of a choppy hide (a debug build's recording, cut to open mid-show): the
  /// run ends at frame 9; the keyboard, its top still in view, then holds three frames at a time
  /// (10–12, 14–15, 17–19) between steps down of 78, 36 and 12 rows, and leaves the screen by
  /// frame 21, still from there to the end.
  static let choppyHide: [Int] =
    [0, 0, 42, 90, 138, 84, 120, 138, 48, 234, 0, 0, 0, 78, 0, 0, 36, 0, 0, 0, 12]
    + [0, 0, 0, 0, 0]

  @Test func pausesOfAChoppyHideAreNotItsLowerEnd() throws {
    let runs = MotionRun.runs(shifts: Self.choppyHide, minimumTravel: 118)
    let run = try #require(runs.first)
    #expect(runs.count == 1 && run.last == 9, "\(runs)")
    #expect(run.lowerEndFrames(shifts: Self.choppyHide) == [21, 22, 23, 24, 25])
  }

  @Test func aHoldLongerThanAPauseIsTheLowerEnd() throws {
    // A drag held low for four frames before it goes on down: the hold is the lower end.
    let shifts = [0, 40, 60, 80, 0, 0, 0, 0, 30, 0, 0]
    let run = try #require(MotionRun.runs(shifts: shifts, minimumTravel: 100).first)
    #expect(run.lowerEndFrames(shifts: shifts) == [4, 5, 6, 7])
  }

  @Test func aPauseBeforeTheOtherWayIsTheLowerEnd() throws {
    // A hide, two still frames, then a show: the still frames are where it rested hidden.
    let shifts = [0, 40, 60, 80, 0, 0, -50, -130, 0]
    let run = try #require(MotionRun.runs(shifts: shifts, minimumTravel: 100).first)
    #expect(run.lowerEndFrames(shifts: shifts) == [4, 5])
  }

  @Test func aShowThatCreepsInAfterAPauseEndsBeforeTheCreep() throws {
    // Walking back from a show: still frames, a step up, a pause of three, the show.
    let shifts = [0, 0, 0, 0, 0, -12, 0, 0, 0, -60, -140, -80, 0]
    let run = try #require(MotionRun.runs(shifts: shifts, minimumTravel: 100).first)
    #expect(run.first == 9)
    #expect(run.lowerEndFrames(shifts: shifts) == [4, 3, 2, 1, 0])
  }

  @Test func framesThatChangedWithNoShiftAreNoPause() throws {
    // A show whose first steps the band measured (frames 1–3), then three frames that changed
    // with no shift to explain them (the keyboard entering the band), then the run: those frames
    // are no pause of repeated frames, and the walk back stops at them.
    let shifts = [0, -4, -8, -16, 0, 0, 0, -56, -48, -40, -32, -28, -24, 0, 0]
    let unexplained = (0..<shifts.count).map { (4...6).contains($0) }
    let run = try #require(MotionRun.runs(shifts: shifts, minimumTravel: 100).first)
    #expect(run.first == 7)
    #expect(run.lowerEndFrames(shifts: shifts, unexplained: unexplained) == [6, 5, 4])
    // Repeated frames there (the same shifts, nothing unexplained) are a pause.
    #expect(run.lowerEndFrames(shifts: shifts) == [0])
  }
}
