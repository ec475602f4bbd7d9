import CurveScopeRecording
import Testing

/// A departure is left out as a misread only when the frames read beside it disagree: a frame
/// whose bar or keyboard edge is `null` says nothing either way. A bar that slides under a
/// dark keyboard's lower rows at 60 fps is read on every other frame, and each of those frames
/// used to count as "one frame alone", so a covered bar was reported as in sync.
struct UnreadNeighbourTests {
  /// A keyboard rising from the screen's bottom (874 pt) to rest at 500 pt over 12 frames at
  /// 60 fps, the bar 1 pt above it; on the frames in `covered` the bar is 30 pt under the
  /// keyboard, on the frames in `unread` its edge is `null`, and on those in `unplaced` the
  /// keyboard's is.
  static func analysis(
    covered: Set<Int>, unread: Set<Int>, unplaced: Set<Int> = []
  ) throws -> RestingGapAnalysis {
    let frames = (0..<20).map { index in
      let keyboard = 874 - 374 * min(1, Double(index) / 12)
      let placed = index != 0 && !unplaced.contains(index)
      let bar: Double? =
        unread.contains(index) ? nil : keyboard - 1 + (covered.contains(index) ? 31 : 0)
      return MeasuredFrame(
        index: index, recordingMilliseconds: Double(index) * 1000 / 60,
        keyboardState: index == 0 ? .hidden : placed ? .seen : .unclear, keyboardTopPixels: nil,
        keyboardTop: placed ? keyboard : nil, keyboardConfidence: placed ? 1 : 0,
        barBottomPixels: nil, barBottom: bar, barConfidence: 1, barEvidence: nil,
        barCoveredBottom: nil)
    }
    return try #require(
      RestingGapAnalysis(
        frames: frames, restingKeyboardTop: 500, screenHeight: 874, barHeight: 50,
        restTolerance: 0.5, tolerance: 3))
  }

  @Test func departuresAcrossUnreadFramesHoldEachOther() throws {
    // Covered on frames 4, 6 and 9; the frames between them not read.
    let analysis = try Self.analysis(covered: [4, 6, 9], unread: [5, 7, 8])
    #expect(analysis.isolated.isEmpty)
    #expect(analysis.verdict == .covered)
    // 30 pt under the keyboard where it rests 1 pt above it: 31 pt nearer than expected.
    #expect(abs((analysis.maxExtraOverlap?.extra ?? 0) + 31) < 1e-9)
  }

  @Test func aReadNeighbourInSyncStillLeavesADepartureAlone() throws {
    // Frame 5 read in sync between frames 4 and 6: each covered frame is alone.
    let analysis = try Self.analysis(covered: [4, 6], unread: [])
    #expect(analysis.isolated.map(\.index) == [4, 6])
    #expect(analysis.verdict == .inSync)
  }

  @Test func moreUnreadFramesThanBridgedLeaveADepartureAlone() throws {
    // Three unread frames between two covered ones: more than `bridgedFrames` (2).
    #expect(RestingGapAnalysis.bridgedFrames == 2)
    let analysis = try Self.analysis(covered: [4, 8], unread: [5, 6, 7])
    #expect(analysis.isolated.map(\.index) == [4, 8])
    #expect(analysis.verdict == .inSync)
    // Two unread frames between them: held.
    let bridged = try Self.analysis(covered: [4, 7], unread: [5, 6])
    #expect(bridged.isolated.isEmpty)
    #expect(bridged.verdict == .covered)
  }

  @Test func aKeyboardNotPlacedIsUnreadToo() throws {
    // Covered on frames 4 and 6; on frame 5 the keyboard is not placed (its edge `null`).
    let analysis = try Self.analysis(covered: [4, 6], unread: [], unplaced: [5])
    #expect(analysis.isolated.isEmpty)
    #expect(analysis.verdict == .covered)
  }
}
