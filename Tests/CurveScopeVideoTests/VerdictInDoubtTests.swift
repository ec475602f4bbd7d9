import CurveScopeRecording
import Testing

/// A verdict that departures on soft bar edges would change is refused, not given: at about
/// 15 frames a second a bar covered for 200 ms shows on two frames, and when the detector sees
/// the bar there with little confidence, "in sync" would rest on leaving them out.
struct VerdictInDoubtTests {
  /// A keyboard rising from the screen's bottom (874 pt) to rest at 500 pt over 12 frames, the
  /// bar riding 1 pt above it, but `lagging` points lower on frames 5 and 6, seen there with
  /// `confidence`; the keyboard rests up from frame 13 on.
  static func frames(lagging: Double, confidence: Double) -> [MeasuredFrame] {
    (0..<20).map { index in
      let progress = min(1, Double(index) / 12)
      let keyboard = 874 - 374 * progress
      let lag = index == 5 || index == 6 ? lagging : 0
      let hidden = index == 0
      return MeasuredFrame(
        index: index, recordingMilliseconds: Double(index) * 66.7,
        keyboardState: hidden ? .hidden : .seen, keyboardTopPixels: nil,
        keyboardTop: hidden ? nil : keyboard, keyboardConfidence: 1, barBottomPixels: nil,
        barBottom: keyboard - 1 + lag, barConfidence: lag == 0 ? 1 : confidence,
        barEvidence: nil, barCoveredBottom: nil)
    }
  }

  static func analysis(lagging: Double, confidence: Double) throws -> RestingGapAnalysis {
    try #require(
      RestingGapAnalysis(
        frames: frames(lagging: lagging, confidence: confidence), restingKeyboardTop: 500,
        screenHeight: 874, barHeight: 50, restTolerance: 0.5, tolerance: 3))
  }

  @Test func softDeparturesThatWouldChangeTheVerdictAreDoubts() throws {
    let analysis = try Self.analysis(lagging: 40, confidence: 0.4)
    // Not counted, so the clear frames alone say in sync...
    #expect(analysis.verdict == .inSync)
    // ...but both frames depart by 40 pt the covered way, which "in sync" leaves out.
    let doubts = analysis.verdictChangingDoubts
    #expect(doubts.map(\.index) == [5, 6])
    #expect(doubts.allSatisfy { abs($0.extra + 40) < 1e-9 })
  }

  @Test func departuresOnSoftKeyboardEdgesAreDoubtsToo() throws {
    // The bar clear on every frame, but the keyboard's top on frames 5 and 6 placed with
    // confidence 0.3 (a glass panel's last rows behind a rounded corner): a departure measured
    // from it is no clearer than the keyboard's edge.
    var frames = Self.frames(lagging: 40, confidence: 1)
    for index in [5, 6] {
      frames[index].keyboardConfidence = 0.3
    }
    let analysis = try #require(
      RestingGapAnalysis(
        frames: frames, restingKeyboardTop: 500, screenHeight: 874, barHeight: 50,
        restTolerance: 0.5, tolerance: 3))
    #expect(analysis.verdict == .inSync)
    #expect(analysis.uncertain.map(\.index) == [5, 6])
    #expect(analysis.uncertain.allSatisfy { $0.confidence == 0.3 })
    #expect(analysis.verdictChangingDoubts.map(\.index) == [5, 6])
  }

  @Test func aClearDepartureOnOneFrameAloneThatWouldChangeTheVerdictIsNamed() throws {
    // Frame 5 alone clear and 40 pt covered: not counted (one frame alone), so the verdict is
    // in sync, and it is the single that would change it. Frames 5 and 6 together count.
    var frames = Self.frames(lagging: 40, confidence: 1)
    frames[6].barBottom = (frames[6].keyboardTop ?? 0) - 1
    let analysis = try #require(
      RestingGapAnalysis(
        frames: frames, restingKeyboardTop: 500, screenHeight: 874, barHeight: 50,
        restTolerance: 0.5, tolerance: 3))
    #expect(analysis.verdict == .inSync)
    #expect(analysis.verdictChangingSingles.map(\.index) == [5])
    #expect(try Self.analysis(lagging: 40, confidence: 1).verdictChangingSingles.isEmpty)
    // The frame rate the refusal needs: 1000 / 66.7 ms.
    let rate = try #require(MeasuredRecording.framesPerSecond(frames))
    #expect(abs(rate - 1000 / 66.7) < 1e-9)
  }

  @Test func clearDeparturesDecideAndLeaveNoDoubt() throws {
    let analysis = try Self.analysis(lagging: 40, confidence: 0.9)
    #expect(analysis.verdict == .covered)
    #expect(analysis.verdictChangingDoubts.isEmpty)
  }

  @Test func softDeparturesTheVerdictAlreadyHoldsAreNoDoubt() throws {
    // Frames 5 and 6 soft and covered, frames 9 and 10 clear and covered too: the verdict is
    // covered either way.
    var frames = Self.frames(lagging: 40, confidence: 0.4)
    for index in [9, 10] {
      frames[index].barBottom = (frames[index].keyboardTop ?? 0) + 20
    }
    let analysis = try #require(
      RestingGapAnalysis(
        frames: frames, restingKeyboardTop: 500, screenHeight: 874, barHeight: 50,
        restTolerance: 0.5, tolerance: 3))
    #expect(analysis.verdict == .covered)
    #expect(analysis.uncertain.map(\.index) == [5, 6])
    #expect(analysis.verdictChangingDoubts.isEmpty)
  }

  @Test func refusalNamesTheVerdictAndTheDoubts() {
    let refusal = MeasurementRefusal.verdictInDoubt(
      verdict: .inSync, count: 2, largest: -40, milliseconds: 333.5)
    #expect(
      refusal.reason.hasPrefix(
        "the verdict cannot be told: the clear frames say \"in sync\", but 2 departures beyond "
          + "the tolerance (up to 40 pt at 333.5 ms) lie on edges seen with a confidence "
          + "under 0.7 and would change it"), "\(refusal.reason)")
  }
}
