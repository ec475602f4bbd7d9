import Testing

@testable import CurveScopeRecording

/// A bar seen standing still while the keyboard rises towards it, then not seen while the
/// keyboard covers its place, is under the keyboard (by at least half its height); a bar that
/// moves with the keyboard, or one seen still while the keyboard is still, is not.
struct LeftBehindBarTests {
  /// 60 fps: the keyboard hidden (874 pt) for 4 frames, rising to 500 pt over 10 and resting
  /// for 10. The bar (50 pt tall) stays at 830 pt until frame `jump` and rides 10 pt above the
  /// keyboard from then on (`jump` 0: always, 864 pt with the keyboard hidden). It is not seen
  /// where `hidden(index)`.
  static func frames(jump: Int, hidden: (Int) -> Bool) -> [MeasuredFrame] {
    (0..<24).map { index in
      let progress = min(1, max(0, Double(index - 3) / 10))
      let keyboard = 874 - 374 * progress
      let bar = index < jump ? 830 : keyboard - 10
      return MeasuredFrame(
        index: index, recordingMilliseconds: Double(index) * 1000 / 60,
        keyboardState: progress == 0 ? .hidden : .seen, keyboardTopPixels: nil,
        keyboardTop: progress == 0 ? nil : keyboard, keyboardConfidence: 1,
        barBottomPixels: nil, barBottom: hidden(index) ? nil : bar, barConfidence: 1,
        barEvidence: nil, barCoveredBottom: nil)
    }
  }

  static func analysis(_ frames: [MeasuredFrame]) throws -> RestingGapAnalysis {
    try #require(
      RestingGapAnalysis(
        frames: frames, restingKeyboardTop: 500, screenHeight: 874, barHeight: 50,
        restTolerance: 0.5, tolerance: 3))
  }

  @Test func barLeftBehindThenUnseenIsUnderTheKeyboard() throws {
    // The bar waits until frame 10; frames 5–9 do not show it. Frame 4 shows it where it was
    // while the keyboard has risen 37.4 pt to 836.6 pt, under the bar's bottom: left behind.
    // From frame 6 (761.8 pt) the keyboard covers the bar's whole place (780–830 pt).
    let frames = Self.frames(jump: 10, hidden: { (5...9).contains($0) })
    #expect(RestingGapAnalysis.isLeftBehind(frames[4], before: frames[3], tolerance: 0.5))
    let analysis = try Self.analysis(frames)
    let hidden = analysis.departures.filter { $0.basis == .hidden }
    #expect(hidden.map(\.index) == [6, 7, 8, 9])
    // Under it by half its height at least, the expected gap (10 pt up, 44 pt at the hidden
    // rest, interpolated) added.
    for departure in hidden {
      #expect(abs(departure.extra - (-25 - departure.expected)) < 1e-9)
    }
    #expect(analysis.verdict == .covered)
  }

  @Test func barLastSeenWithTheKeyboardHiddenIsUnderItOnceCovered() throws {
    // The bar is seen at its hidden rest (830 pt) on frame 3, then not at all until the
    // keyboard rests: from frame 6 (761.8 pt) the keyboard covers the whole of its place
    // (780–830 pt). Had the bar risen with the keyboard, its rows would be in view above it:
    // it is under the keyboard, by half its height at least. It used to be no evidence, and
    // the motion "in sync" for lack of any departure.
    let frames = Self.frames(jump: 10, hidden: { (4...12).contains($0) })
    let analysis = try Self.analysis(frames)
    #expect(analysis.departures.map(\.index) == Array(6...12))
    #expect(analysis.departures.allSatisfy { $0.basis == .hidden })
    #expect(analysis.verdict == .covered)
    // While the keyboard does not yet cover the whole of its place, nothing is inferred.
    let early = try Self.analysis(Self.frames(jump: 10, hidden: { (4...5).contains($0) }))
    #expect(early.departures.allSatisfy { $0.basis == .seen })
  }

  @Test func barRidingTheKeyboardIsNotLeftBehind() throws {
    // The bar moves with the keyboard from its first frame; frames 5–9 do not show it.
    let frames = Self.frames(jump: 0, hidden: { (5...9).contains($0) })
    #expect(!RestingGapAnalysis.isLeftBehind(frames[4], before: frames[3], tolerance: 0.5))
    let analysis = try Self.analysis(frames)
    #expect(analysis.departures.allSatisfy { $0.basis == .seen })
  }

  @Test func barStillWithTheKeyboardStillIsNotLeftBehind() throws {
    // Two frames with the keyboard at the same height and the bar at the same place: nothing
    // moved, so nothing was left behind.
    let frames = Self.frames(jump: 10, hidden: { _ in false })
    let still = frames[4]
    #expect(!RestingGapAnalysis.isLeftBehind(still, before: still, tolerance: 0.5))
    // A keyboard not seen on the frame is no evidence either.
    var unseen = frames[4]
    unseen.keyboardTop = nil
    #expect(!RestingGapAnalysis.isLeftBehind(unseen, before: frames[3], tolerance: 0.5))
  }
}
