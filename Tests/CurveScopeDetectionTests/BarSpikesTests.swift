import Testing

@testable import CurveScopeDetection

/// Bar edges at 3 px/pt, frame by frame: one far outside its neighbours and less sure than both
/// is dropped; a bar that jumps, turns or is seen as surely as a neighbour is kept.
struct BarSpikesTests {
  /// Frames whose bar edges are `rows` (`nil`: not seen) with `confidences`.
  static func frames(_ rows: [Double?], _ confidences: [Double]) -> [FrameEdges] {
    zip(rows, confidences).map { row, confidence in
      FrameEdges(
        barBottom: row.map {
          DetectedEdge(row: $0, confidence: confidence, evidence: .barRegistered)
        })
    }
  }

  static func rows(_ frames: [FrameEdges]) -> [Double?] { frames.map { $0.barBottom?.row } }

  @Test func aLessSureEdgeFarOutsideItsNeighboursIsDropped() {
    // The field ghosted onto the keyboard's edge in one frame: 112 px (37 pt) low.
    let frames = Self.frames([2265, 2311, 2460, 2378, 2402], [0.77, 0.68, 0.55, 0.75, 0.76])
    let kept = BarSpikes.removed(from: frames, pixelsPerPoint: 3)
    #expect(Self.rows(kept) == [2265, 2311, nil, 2378, 2402])
  }

  @Test func jumpsTurnsAndSureFlashesAreKept() {
    // A bar that waits and catches up: each frame lies at one of its neighbours.
    let jump: [Double?] = [1700, 1700, 1400, 1400]
    #expect(
      Self.rows(
        BarSpikes.removed(from: Self.frames(jump, [0.9, 0.5, 0.4, 0.9]), pixelsPerPoint: 3))
        == jump)
    // A drag that turns: 3 pt (9 px) past both neighbours, within the 4 pt allowed.
    let turn: [Double?] = [1500, 1530, 1539, 1530]
    #expect(
      Self.rows(
        BarSpikes.removed(from: Self.frames(turn, [0.9, 0.8, 0.5, 0.8]), pixelsPerPoint: 3))
        == turn)
    // A flash seen as surely as a neighbour: what the recording shows.
    let flash: [Double?] = [1500, 1500, 1700, 1500]
    #expect(
      Self.rows(
        BarSpikes.removed(from: Self.frames(flash, [0.9, 0.6, 0.6, 0.9]), pixelsPerPoint: 3))
        == flash)
    // A neighbour not seen: nothing to compare with.
    let alone: [Double?] = [1500, nil, 1700, 1500]
    #expect(
      Self.rows(
        BarSpikes.removed(from: Self.frames(alone, [0.9, 0.6, 0.3, 0.9]), pixelsPerPoint: 3))
        == alone)
  }

  @Test func afterFollowingOnlyFollowedEdgesAreLookedAt() {
    // A simulator window at 1.37 px/pt: the follower, walking back from a frame where the
    // keyboard already hides at 40 px a frame, carried the bar's field 53 px above where the
    // frames on either side register it (confidence 0.77 between 0.95 and 0.84).
    var frames = Self.frames([925.0, 927.5, nil, 940.5, 980.5], [0.67, 0.95, 0, 0.84, 0.75])
    frames[2].barBottom = DetectedEdge(row: 874.5, confidence: 0.77, evidence: .barFollowed)
    let kept = BarSpikes.removed(from: frames, pixelsPerPoint: 1.37, onlyFollowed: true)
    #expect(Self.rows(kept) == [925.0, 927.5, nil, 940.5, 980.5])
    // A registered edge in the same place is the first pass's to judge, not this one's.
    var registered = frames
    registered[2].barBottom?.evidence = .barRegistered
    #expect(
      Self.rows(BarSpikes.removed(from: registered, pixelsPerPoint: 1.37, onlyFollowed: true))
        == [925.0, 927.5, 874.5, 940.5, 980.5])
  }

  @Test func afterFollowingARegisteredEdgeBesideAFollowedOneIsWeighed() {
    // A crop of a fast show at 3 px/pt: the field registered on the keyboard's edge (1426,
    // confidence 0.61), 111 px below the truth, between a registered frame (0.88) and one the
    // follower filled after the first pass (0.81), which left it alone: a neighbour was missing.
    var frames = Self.frames([1214.5, 1269.5, 1426.5, nil, 1382.5], [0.80, 0.88, 0.61, 0, 0.82])
    #expect(Self.rows(BarSpikes.removed(from: frames, pixelsPerPoint: 3)) == Self.rows(frames))
    frames[3].barBottom = DetectedEdge(row: 1353.5, confidence: 0.81, evidence: .barFollowed)
    let kept = BarSpikes.removed(from: frames, pixelsPerPoint: 3, onlyFollowed: true)
    #expect(Self.rows(kept) == [1214.5, 1269.5, nil, 1353.5, 1382.5])
  }
}
