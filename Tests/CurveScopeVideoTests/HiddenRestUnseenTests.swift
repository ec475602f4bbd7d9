import CurveScopeRecording
import Testing

/// A bar whose gap grows as the keyboard hides is in sync when its layout rests that far from a
/// hidden keyboard (on the safe-area inset), and left behind when it does not: where the bar is
/// never seen at rest with the keyboard hidden, the two cannot be told apart, and a "gap"
/// verdict is refused. An extra overlap still decides. A recording that opens on the keyboard
/// hidden and moves at once has its first frame for the hidden rest.
struct HiddenRestUnseenTests {
  /// A keyboard hiding from 500 pt to the screen's bottom (874 pt) over 12 frames, then hidden
  /// for 8; the bar 10 pt above it at rest up and its gap growing with the keyboard's progress
  /// to 34 pt (`growth` 24) or shrinking (`growth` negative). The bar is seen at rest hidden
  /// only when `seenHidden`.
  static func frames(growth: Double, seenHidden: Bool) -> [MeasuredFrame] {
    (0..<24).map { index in
      let progress = min(1, max(0, Double(index - 2) / 12))
      let keyboard = 500 + 374 * progress
      let hidden = progress == 1
      let bar = keyboard - 10 - growth * progress
      return MeasuredFrame(
        index: index, recordingMilliseconds: Double(index) * 16.7,
        keyboardState: hidden ? .hidden : .seen, keyboardTopPixels: nil,
        keyboardTop: hidden ? nil : keyboard, keyboardConfidence: 1, barBottomPixels: nil,
        barBottom: hidden && !seenHidden ? nil : bar, barConfidence: 1, barEvidence: nil,
        barCoveredBottom: nil)
    }
  }

  static func analysis(growth: Double, seenHidden: Bool) throws -> RestingGapAnalysis {
    try #require(
      RestingGapAnalysis(
        frames: frames(growth: growth, seenHidden: seenHidden), restingKeyboardTop: 500,
        screenHeight: 874, barHeight: 50, restTolerance: 0.5, tolerance: 3))
  }

  @Test func growingGapWithTheHiddenRestSeenIsInSync() throws {
    let analysis = try Self.analysis(growth: 24, seenHidden: true)
    #expect(analysis.restingGapDown.map { abs($0 - 34) < 1e-9 } == true)
    #expect(analysis.verdict == .inSync)
    #expect(analysis.gapAgainstUnknownHiddenRest == nil)
  }

  @Test func growingGapWithTheHiddenRestUnseenCannotBeTold() throws {
    let analysis = try Self.analysis(growth: 24, seenHidden: false)
    #expect(analysis.restingGapDown == nil)
    #expect(analysis.keyboardSeenHidden)
    // Against the up gap alone the clear frames say "gap", up to 22 pt (frame 13, at 11/12 of
    // the hide)...
    #expect(analysis.verdict == .gap)
    let gap = try #require(analysis.gapAgainstUnknownHiddenRest)
    #expect(gap.index == 13)
    #expect(abs(gap.extra - 22) < 1e-9)
    // ...which the layout's own hidden rest may hold: refused, with that departure named.
    let refusal = MeasurementRefusal.hiddenRestUnseen(
      largest: gap.extra, milliseconds: gap.recordingMilliseconds)
    #expect(refusal.reason.hasPrefix("the verdict cannot be told:"), "\(refusal.reason)")
    #expect(refusal.reason.contains("grows up to 22 pt beyond"), "\(refusal.reason)")
    #expect(refusal.reason.contains("(at 217.1 ms)"), "\(refusal.reason)")
  }

  @Test func extraOverlapStillDecides() throws {
    // The bar comes 8 pt nearer the keyboard by the end of the hide: covered, whatever the
    // hidden rest (layouts do not rest nearer a hidden keyboard than an up one).
    let analysis = try Self.analysis(growth: -18, seenHidden: false)
    #expect(analysis.verdict == .covered)
    #expect(analysis.gapAgainstUnknownHiddenRest == nil)
  }

  @Test func keyboardNeverHiddenLeavesTheUpGapAlone() throws {
    // Only the first 10 frames: the keyboard never hides, so the up gap is the expected one
    // throughout and a growing gap is a gap.
    let frames = Array(Self.frames(growth: 24, seenHidden: false).prefix(10))
    let analysis = try #require(
      RestingGapAnalysis(
        frames: frames, restingKeyboardTop: 500, screenHeight: 874, barHeight: 50,
        restTolerance: 0.5, tolerance: 3))
    #expect(!analysis.keyboardSeenHidden)
    #expect(analysis.verdict == .gap)
    #expect(analysis.gapAgainstUnknownHiddenRest == nil)
  }

  @Test func firstFrameHiddenIsTheHiddenRestWhenNoOtherIs() throws {
    // The hide played backwards as a show that starts at once: one frame with the keyboard
    // hidden (the bar on its 34 pt rest), then the keyboard rises and the gap shrinks to 10 pt.
    let show = Self.frames(growth: 24, seenHidden: true).reversed().dropFirst(9)
    let frames = show.enumerated().map { position, frame in
      var frame = frame
      frame.index = position
      frame.recordingMilliseconds = Double(position) * 16.7
      return frame
    }
    #expect(frames.filter { $0.keyboardState == .hidden }.map(\.index) == [0])
    let analysis = try #require(
      RestingGapAnalysis(
        frames: frames, restingKeyboardTop: 500, screenHeight: 874, barHeight: 50,
        restTolerance: 0.5, tolerance: 3))
    #expect(analysis.restingGapDown.map { abs($0 - 34) < 1e-9 } == true)
    #expect(analysis.restingDownFrames == 1)
    #expect(analysis.verdict == .inSync)
    #expect(analysis.gapAgainstUnknownHiddenRest == nil)
  }
}
