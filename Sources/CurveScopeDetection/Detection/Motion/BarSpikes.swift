/// A bar registered far from where the frames on either side of it place it, and less surely
/// than both: a heavily compressed frame in the middle of a fast motion (its field ghosted onto
/// the keyboard's edge) registers the bar 37 pt low with confidence 0.55, between neighbours at
/// 0.68 and 0.75 that each lie within a pixel of the truth. A rigid bar moving on a curve lies
/// between its neighbours, or beyond them by a fraction of a frame's move where it turns; one
/// that jumps (a bar that waits and then catches up) lies at one of them. Such an edge is
/// dropped, and the frame is left to the follower (which carries a neighbour's edge into it, or
/// leaves it `nil`). A bar seen as surely as a neighbour is kept wherever it lies: a flash of a
/// frame is what the recording shows.
enum BarSpikes {
  /// How far outside the range of its neighbours' edges a bar's edge may lie: 4 points.
  static let reach = 4.0

  /// `frames` without the bar edges that lie more than ``reach`` outside the range of the
  /// edges of the frames just before and after, seen with less confidence than both; with
  /// `onlyFollowed`, only edges the follower carried are looked at (the follower, walking back
  /// from a frame where the keyboard already hides fast, takes that frame's pace: 40 px a frame,
  /// which reached a look-alike 55 px above a bar that had moved 13), and the edges next to
  /// one, which the pass before following could not weigh (a neighbour had no edge): a crop
  /// of a fast show registered the field 111 px low, on the keyboard's edge, beside a frame the
  /// follower filled.
  static func removed(
    from frames: [FrameEdges], pixelsPerPoint: Double, onlyFollowed: Bool = false
  ) -> [FrameEdges] {
    guard frames.count >= 3, pixelsPerPoint.isFinite, pixelsPerPoint > 0 else { return frames }
    let limit = reach * pixelsPerPoint
    var out = frames
    for index in 1..<(frames.count - 1) {
      guard let edge = frames[index].barBottom,
        let before = frames[index - 1].barBottom, let after = frames[index + 1].barBottom,
        !onlyFollowed
          || [edge, before, after].contains(where: { $0.evidence == .barFollowed }),
        edge.confidence < min(before.confidence, after.confidence)
      else { continue }
      let low = min(before.row, after.row)
      let high = max(before.row, after.row)
      if edge.row < low - limit || edge.row > high + limit { out[index].barBottom = nil }
    }
    return out
  }
}
