import Testing

@testable import CurveScopeDetection

/// A keyboard hiding on drawn row profiles (1 row a point; 290, 330, 370 rows from the top), whose
/// placement on the third frame was registered 15 rows low with little evidence, as on the black
/// corners of a rounded screen. The frame before holds a sure placement, and a clear step carries
/// it where the keyboard is; a doubtful placement yields to that chain only when the chain starts
/// from a sure one, and a placement beyond doubt stays.
struct DoubtedPlacementTests {
  static let tops: [Int?] = [250, 290, 330, 370, nil]

  static func follower() -> EdgeFollower {
    let store = EdgeFollowerTests.store(tops.map { EdgeFollowerTests.frame(keyboard: $0) })
    return EdgeFollower(
      store: store, usable: Array(repeating: nil, count: EdgeFollowerTests.rows),
      pixelsPerPoint: 1, side: .below, hidden: store.frame(tops.count - 1))
  }

  /// The placements: sure ones where the keyboard is on the first two frames (`first` on the
  /// second), 345 on the third with `doubtful`, none after.
  static func frames(first: Double = 0.99, doubtful: Double) -> [FrameEdges] {
    let placed: [(row: Double, confidence: Double)?] = [
      (250, 0.99), (290, first), (345, doubtful), nil, nil,
    ]
    return placed.map { placement in
      FrameEdges(
        keyboardTop: placement.map {
          DetectedEdge(row: $0.row, confidence: $0.confidence, evidence: .keyboardRegistered)
        })
    }
  }

  @Test func doubtfulPlacementYieldsToTheChainFromASureOne() {
    let followed = MotionAnalysis.followKeyboard(
      Self.follower(), frames: Self.frames(doubtful: 0.3), pixelsPerPoint: 1)
    // main: the placement at 345 stood, and no step carried it on into the fourth frame.
    #expect(followed[2]?.row == 330, "\(String(describing: followed[2]))")
    #expect(followed[2]?.from == 1)
    #expect(followed[3]?.row == 370, "\(String(describing: followed[3]))")
    #expect(followed[4] == nil)
  }

  @Test func placementBeyondDoubtStays() {
    let followed = MotionAnalysis.followKeyboard(
      Self.follower(), frames: Self.frames(doubtful: 0.6), pixelsPerPoint: 1)
    #expect(followed[2] == nil)
  }

  @Test func chainFromAnUnsurePlacementReplacesNothing() {
    // Both placements before it short of certain: the first, 0.99, is sure, but the chain into
    // the third frame starts from the second, of 0.74.
    let followed = MotionAnalysis.followKeyboard(
      Self.follower(), frames: Self.frames(first: 0.74, doubtful: 0.3), pixelsPerPoint: 1)
    #expect(followed[2] == nil)
  }
}
