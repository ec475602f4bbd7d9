import Testing

@testable import CurveScopeDetection

/// A followed edge is placed relative to the frame it was carried from, so it is no surer than
/// that frame's edge: a doubtful registration carried on by clear steps stays doubtful.
struct ChainedConfidenceTests {
  /// A step of `ratio` carried from frame `from`.
  static func step(_ ratio: Float, from: Int) -> EdgeFollower.Followed {
    EdgeFollower.Followed(row: 100, ratio: ratio, from: from)
  }

  @Test func followedEdgesTakeTheLowerOfTheirStepAndTheirSource() {
    // Frame 0 registered with 0.6, carried forward into frames 1 and 2 by clear steps (ratio
    // 0.05: 0.9 alone); frame 3 registered with 0.95; frame 6 registered with 0.4, carried
    // back into frames 5 and 4; frame 7 registered with 1, carried into frame 8 by a step of
    // ratio 0.1 (0.8 alone).
    let followed: [EdgeFollower.Followed?] = [
      nil, Self.step(0.05, from: 0), Self.step(0.05, from: 1), nil, Self.step(0.05, from: 5),
      Self.step(0.1, from: 6), nil, nil, Self.step(0.1, from: 7),
    ]
    let seeds: [Double?] = [0.6, nil, nil, 0.95, nil, nil, 0.4, 1, nil]
    let chained = MotionAnalysis.chainedConfidences(followed, seeds: seeds)
    let expected: [Double] = [0.6, 0.6, 0.6, 0.95, 0.4, 0.4, 0.4, 1, 0.8]
    #expect(chained.count == expected.count)
    for (value, want) in zip(chained, expected) {
      #expect(abs((value ?? -1) - want) < 1e-6, "\(chained)")
    }
    // The step's own confidence, 1 − ratio / 0.5, by the closed form.
    #expect(abs(MotionAnalysis.followedConfidence(0.1) - 0.8) < 1e-6)
  }

  @Test func framesNeitherFoundNorFollowedStayUnknown() {
    let chained = MotionAnalysis.chainedConfidences([nil, nil], seeds: [nil, 0.7])
    #expect(chained[0] == nil)
    #expect(chained[1] == 0.7)
  }
}
