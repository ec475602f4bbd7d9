import CurveScopeRecording
import Testing

/// A bar the keyboard covers, then does not let the tracker see, is under the keyboard by at
/// least half its height: the tracker registers a covered bar while half its rows are in view,
/// so a bar not seen has under half in view, whatever it did unseen. Its whole height would be
/// claimed wrongly by a bar that rises behind the keyboard (a late follower) and shows its top
/// while too little of it is in view to register: a landscape recording of an ease-in-out
/// follower showed 15 pt of its 37 pt above the keyboard on such frames, and the old bound said
/// the bar was under it by 37 pt, 17 pt more than the frames show.
struct HiddenBarBoundTests {
  /// A keyboard rising from the screen's bottom (390 pt) to 190 pt over 10 frames and resting
  /// for 6; the bar (37 pt tall, resting 10 pt above the keyboard up and on the screen's bottom
  /// hidden) seen covered on frame 3, not seen on frames 4 and 5, then seen again where the
  /// layout expects it.
  static func frames() -> [MeasuredFrame] {
    let bottoms: [Double?] = [
      390, 390, 363.75, nil, nil, nil, 258.75, 232.5, 206.25, 180, 180, 180,
    ]
    return bottoms.indices.map { index in
      let progress = min(1, max(0, Double(index - 1) / 8))
      let keyboard = 390 - 200 * progress
      let covered = index == 3 ? 352.0 : nil
      return MeasuredFrame(
        index: index, recordingMilliseconds: Double(index) * 16.7,
        keyboardState: progress == 0 ? .hidden : .seen, keyboardTopPixels: nil,
        keyboardTop: progress == 0 ? nil : keyboard, keyboardConfidence: 1,
        barBottomPixels: nil, barBottom: bottoms[index], barConfidence: 1, barEvidence: nil,
        barCoveredBottom: covered)
    }
  }

  @Test func barNotSeenIsUnderTheKeyboardByHalfItsHeight() throws {
    let analysis = try #require(
      RestingGapAnalysis(
        frames: Self.frames(), restingKeyboardTop: 190, screenHeight: 390, barHeight: 37,
        restTolerance: 0.5, tolerance: 3))
    #expect(abs(analysis.restingGapUp - 10) < 1e-9)
    #expect(analysis.restingGapDown.map { abs($0) < 1e-9 } == true)
    let hidden = analysis.departures.filter { $0.basis == .hidden }
    // Frame 4: the keyboard at 315 pt, above the covered bar's top (352 − 37 = 315) within the
    // rest tolerance; frame 5 at 290 pt.
    #expect(hidden.map(\.index) == [4, 5])
    for departure in hidden {
      // Expected gap: 10 pt up, 0 hidden, by the keyboard's progress.
      let progress = Double(departure.index - 1) / 8
      #expect(abs(departure.expected - 10 * progress) < 1e-9)
      // At least 18.5 pt (half of 37) under the keyboard, beyond the expected gap.
      #expect(abs(departure.extra - (-18.5 - 10 * progress)) < 1e-9, "\(departure)")
    }
    let covered = try #require(analysis.departures.first { $0.basis == .covered })
    #expect(covered.index == 3)
    #expect(analysis.verdict == .covered)
  }
}
