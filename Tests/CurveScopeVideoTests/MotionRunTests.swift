import Testing

@testable import CurveScopeVideo

/// The runs of the bottom band's motion, on the shifts of a drawn recording whose bar moves
/// over the band while the keyboard enters it (frames 4–6: changed, no shift explains them).
struct MotionRunTests {
  static let shifts = [0, -4, -8, -16, 0, 0, 0, -56, -48, -40, -32, -28, -24, -20, -16, -12, 0, 0]
  static let unexplained = (0..<18).map { (4...6).contains($0) }

  @Test func aRunGoesOnThroughFramesNoShiftExplains() {
    let runs = MotionRun.runs(
      shifts: Self.shifts, unexplained: Self.unexplained, minimumTravel: 89)
    #expect(runs.map(\.first) == [1])
    #expect(runs.map(\.last) == [15])
    // The resting state before it is the first frame, with the keyboard hidden, not a frame
    // of the motion.
    #expect(runs.first?.lowerEndFrames(shifts: Self.shifts) == [0])
  }

  @Test func stillFramesEndARun() {
    // The same frames still (unchanged) end the first run, too short to count.
    let runs = MotionRun.runs(shifts: Self.shifts, minimumTravel: 89)
    #expect(runs.map(\.first) == [7])
    #expect(runs.first?.lowerEndFrames(shifts: Self.shifts) == [6, 5, 4])
  }

  @Test func noMoreThanThreeFramesAreBridged() {
    var unexplained = Self.unexplained
    var shifts = Self.shifts
    shifts.insert(0, at: 4)
    unexplained.insert(true, at: 4)
    let runs = MotionRun.runs(shifts: shifts, unexplained: unexplained, minimumTravel: 89)
    #expect(runs.map(\.first) == [8])
  }
}
