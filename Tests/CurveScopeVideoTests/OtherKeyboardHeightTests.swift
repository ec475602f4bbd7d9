import CurveScopeRecording
import Testing

/// A keyboard that rests at one height and then another while it is up (a suggestion strip
/// shown or hidden, another keyboard). A bar that stays while the keyboard changes height is
/// farther from the lower keyboard than from the higher one; which of the two shows its layout's
/// place cannot be told from its visible part, so an extra gap there does not decide a verdict.
struct OtherKeyboardHeightTests {
  /// 60 fps: the keyboard hidden (874 pt) for 4 frames, rising to `first` over 8, staying there
  /// for `stay` frames, moving to 500 pt over 6 and resting there for 15. The bar rests on the
  /// keyboard as it rises until it reaches `barStops` pt and stays there; it follows every
  /// motion when `barStops` is `nil`. Its edge is reported `unseen` pt above its bottom (the
  /// lowest rows the final rest shows of a bar the keyboard covers there), and as covered
  /// where that edge is under the keyboard.
  static func frames(first: Double, stay: Int, barStops: Double?, unseen: Double)
    -> [MeasuredFrame]
  {
    var tops: [Double] = Array(repeating: 874, count: 4)
    tops += (1...8).map { 874 - (874 - first) * Double($0) / 8 }
    tops += Array(repeating: first, count: stay)
    tops += (1...6).map { first + (500 - first) * Double($0) / 6 }
    tops += Array(repeating: 500, count: 15)
    return tops.enumerated().map { index, top in
      let hidden = top >= 874
      let bar = (barStops.map { max(top, $0) } ?? top) - unseen
      let covered = bar > top
      return MeasuredFrame(
        index: index, recordingMilliseconds: Double(index) * 1000 / 60,
        keyboardState: hidden ? .hidden : .seen, keyboardTopPixels: nil,
        keyboardTop: hidden ? nil : top, keyboardConfidence: 1, barBottomPixels: nil,
        barBottom: covered ? nil : min(bar, 874), barConfidence: 1, barEvidence: nil,
        barCoveredBottom: covered ? bar : nil)
    }
  }

  static func analysis(first: Double, stay: Int, barStops: Double?, unseen: Double = 0) throws
    -> RestingGapAnalysis
  {
    try #require(
      RestingGapAnalysis(
        frames: frames(first: first, stay: stay, barStops: barStops, unseen: unseen),
        restingKeyboardTop: 500,
        screenHeight: 874, barHeight: 56, restTolerance: 0.5, tolerance: 3))
  }

  @Test func barLeftAboveAGrowingKeyboardCannotBeTold() throws {
    // 12 frames (183 ms) at 524 pt, the bar staying there when the keyboard grows to 500 pt.
    let analysis = try Self.analysis(first: 524, stay: 12, barStops: 524, unseen: 24)
    // The final rest shows the bar's upper part on the keyboard's edge, 24 pt above its bottom,
    // and the hidden rest shows the same edge 24 pt above the screen's bottom. At the lower
    // keyboard the gap is 24 pt where 24 × 24/374 pt is expected: "gap", where the truth is a
    // bar covered by 24 pt.
    #expect(analysis.restingGapUp == 0)
    #expect(analysis.restingGapDown == 24)
    #expect(analysis.verdict == .gap)
    let other = try #require(analysis.gapAtAnotherKeyboardHeight)
    #expect(other.keyboardTop == 524)
    #expect(abs(other.extra - (24 - 24 * 24 / 374)) < 1e-9, "\(other.extra)")
    #expect(abs(other.startMilliseconds - 11 * 1000 / 60) < 1e-9)
    #expect(abs(other.endMilliseconds - 23 * 1000 / 60) < 1e-9)
    let refusal = MeasurementRefusal.gapAtAnotherKeyboardHeight(other, restingTop: 500)
    #expect(refusal.reason.hasPrefix("the verdict cannot be told:"), "\(refusal.reason)")
    #expect(
      refusal.reason.contains("rests at 524 pt from 183.3 to 383.3 ms, 24 pt below its resting"),
      "\(refusal.reason)")
    #expect(refusal.reason.contains("22.5 pt beyond the expected gap"), "\(refusal.reason)")
  }

  @Test func barThatFollowsTheChangeOfHeightIsInSync() throws {
    let analysis = try Self.analysis(first: 524, stay: 12, barStops: nil)
    #expect(analysis.verdict == .inSync)
    #expect(analysis.gapAtAnotherKeyboardHeight == nil)
  }

  @Test func aPauseShorterThanARestIsMotion() throws {
    // 6 frames (83 ms) at 524 pt: a pause, not a rest; the extra gap decides.
    let analysis = try Self.analysis(first: 524, stay: 6, barStops: 524, unseen: 24)
    #expect(analysis.gapAtAnotherKeyboardHeight == nil)
    #expect(analysis.verdict == .gap)
  }

  @Test func keyboardRestingHigherOverTheBarStillDecides() throws {
    // The keyboard rests 24 pt above its final top (476 pt), over a bar left at 500 pt: the
    // bar is whole where the keyboard comes to rest, so the overlap decides.
    let analysis = try Self.analysis(first: 476, stay: 12, barStops: 500)
    #expect(analysis.gapAtAnotherKeyboardHeight == nil)
    #expect(analysis.verdict == .covered)
  }
}
