extension MotionAnalysis {
  /// The confidence under which a keyboard's registered placement yields to a chain of clear
  /// steps that carries the keyboard elsewhere, 0.5 (about 7 nats of evidence: a few points of
  /// distinctive rows).
  static let doubtedPlacement = 0.5

  /// The confidence a chain's first placement needs for the chain to replace a doubted one, 0.9:
  /// a chain is no surer than where it starts. A drawn keyboard's last frames at 15 fps were
  /// registered 13 px high on the bar's bottom with 0.74, and the chain from there replaced the
  /// doubted placement before it with another as wrong.
  static let certainPlacement = 0.9

  /// The keyboard's edges followed from its registered placements (`frames`' keyboard tops) into the
  /// frames without one, as ``EdgeFollower/follow(seeds:limits:blocked:)`` does, with one more rule:
  /// a placement short of ``doubtedPlacement`` is first left out, and where the chains from its
  /// neighbours carry the keyboard into its frame more than a point (and a pixel) away, the carried
  /// edge replaces it (it is in the result, with its step), when the chain starts from a placement of
  /// ``certainPlacement`` or more. A keyboard leaving a screen with rounded corners, its glass top 8
  /// to 22 pt in view, was registered on the corners' black rows, 19 to 56 px low, with confidences
  /// of 0.24 to 0.29, while the steps from the frame before carried it where it was; each such
  /// placement also stopped the chain into the frames after it.
  static func followKeyboard(
    _ follower: EdgeFollower, frames: [FrameEdges], pixelsPerPoint: Double
  ) -> [EdgeFollower.Followed?] {
    var seeds = frames.map { $0.keyboardTop?.row }
    let limits = [Double?](repeating: nil, count: frames.count)
    let blocked = [Bool](repeating: false, count: frames.count)
    let doubted = frames.indices.filter { index in
      frames[index].keyboardTop.map { $0.confidence < Self.doubtedPlacement } ?? false
    }
    var replaced: [Int: EdgeFollower.Followed] = [:]
    if !doubted.isEmpty {
      var without = seeds
      for index in doubted { without[index] = nil }
      let carried = follower.follow(seeds: without, limits: limits, blocked: blocked)
      // The placement a chain started from: its `from` links walked back to a registered edge.
      func root(_ index: Int) -> Int? {
        var frame = index
        for _ in 0..<frames.count {
          guard let from = carried[frame]?.from else { return without[frame] == nil ? nil : frame }
          frame = from
        }
        return nil
      }
      for index in doubted {
        guard let step = carried[index], let row = seeds[index],
          abs(step.row - row) > max(1, pixelsPerPoint),
          let start = root(index),
          (frames[start].keyboardTop?.confidence ?? 0) >= Self.certainPlacement
        else { continue }
        replaced[index] = step
        seeds[index] = step.row
      }
    }
    var followed = follower.follow(seeds: seeds, limits: limits, blocked: blocked)
    for (index, step) in replaced { followed[index] = step }
    return followed
  }
}
