/// Carries an edge found in one frame into the next and the previous frames where it was not
/// found, by that frame's own look: the rigid body's rows next to its edge (12 points of them)
/// are registered against the neighbouring frame, at every shift near the edge's pace (``step``).
/// A glass keyboard over moving content, a bar that grew by a line of text or one that came to
/// rest at the screen's bottom no longer looks like the reference, yet from one frame to the
/// next it hardly changes.
///
/// A step is kept only when it is clear (``EdgeStep``): the best shift's mean difference is
/// within a row match's tolerance after a brightness gain (a dimmed screen) and under 0.35 of the
/// median over all shifts, every shift a point or more away is worse by twice and by half a
/// level (``distinctness``, ``contrast``: not a plain stretch that matches anywhere), at least 2
/// points of the body are in view, and, for a keyboard, the rows above the new edge do not
/// continue its first row and the rows below it differ from the screen with the keyboard hidden
/// (by a row match's tolerance and twice the step's difference): a followed keyboard must be
/// evidence of the keyboard, not the home indicator or the page's bottom rows matched to its top.
/// Where a keyboard's step is not clear in its last 36 points above the screen's bottom (the
/// step's body cut there, or a glass panel's plain top), its band that the hidden screen does
/// not show carries it (``bottomStep(from:row:to:motion:contrast:)``); where neither is clear
/// alone, the two agreeing within a point carry it (``agreedStep(from:row:to:motion:limit:)``).
/// A chain stops at the first frame none carries; it starts only from edges found by
/// registration. A step's pace is the edge's move between the two frames before it, passing over
/// a frame that repeats the one before it (``pace(_:at:direction:)``).
struct EdgeFollower: Sendable {
  /// Which side of the edge the followed body lies on.
  enum Side: Sendable {
    /// The body is below the edge (a keyboard: its first row is the edge).
    case below
    /// The body is above the edge (a bar: the edge is the row after its last).
    case above
  }

  /// One followed edge.
  struct Followed: Sendable, Equatable {
    /// The edge's row.
    var row: Double
    /// The step's best difference over the median difference (lower is clearer).
    var ratio: Float
    /// The frame the edge was carried from (set by ``EdgeFollower/follow(seeds:limits:blocked:)``).
    var from: Int? = nil
  }

  let store: ProfileStore
  let usable: [[Int]?]
  let pixelsPerPoint: Double
  let side: Side
  /// The recording's resting profile with the keyboard hidden (`nil`: never seen hidden). A
  /// followed keyboard's rows must differ from it at the same rows; without it no keyboard is
  /// followed.
  var hidden: ProfileImage? = nil

  /// Rows of the body compared: 12 points.
  var bodyRows: Int { max(4, Int((12 * pixelsPerPoint).rounded())) }
  /// How much worse than the best shift every shift a point or more away must be, and how much
  /// the keyboard's rows must differ from the hidden screen's, as a factor of the best shift's
  /// difference: 2.
  static let distinctness: Float = 2
  /// The scale (pixels per point) from which a bar's step may keep the keyboard's pace, 1.5.
  /// Under it a frame's rows blend a point's edges and a bar carried at that pace lands a pixel
  /// or two off: a drawn 1 px/pt GIF's field border, 2.0–2.2 px on three frames of a hide's
  /// start, over the point and pixel an edge may be off.
  static let guidedScale = 1.5
  /// Levels by which every shift a point or more away must be worse than the best, 0.5 (a
  /// still, plain region differs from itself by compression noise alone).
  static let contrast: Float = 0.5

  /// The fewest body rows in view for a step: 2 points, and at least 2 rows; for a keyboard in
  /// a recording of under a pixel a point, ``KeyboardTracker/minimumVisibleRows`` (two such
  /// rows, the last of a screen an alert dims, were followed from frame to frame as a keyboard
  /// that never leaves).
  var minimumRows: Int {
    max(
      side == .below && pixelsPerPoint < 1 ? KeyboardTracker.minimumVisibleRows : 2,
      Int((2 * pixelsPerPoint).rounded()))
  }

  /// The edges of `seeds` followed into the frames where they are `nil`, forward then
  /// backward in time; `limits[frame]` (when given) is the row the body must stay above (for a
  /// bar, the keyboard's top there); a frame `blocked` is neither followed into nor from (a bar
  /// found covered there).
  func follow(seeds: [Double?], limits: [Double?], blocked: [Bool]) -> [Followed?] {
    var out = [Followed?](repeating: nil, count: seeds.count)
    func known(_ frame: Int) -> Double? {
      guard frame >= 0, frame < seeds.count, !blocked[frame] else { return nil }
      return seeds[frame] ?? out[frame]?.row
    }
    for frame in seeds.indices.dropFirst() where seeds[frame] == nil && !blocked[frame] {
      guard let from = known(frame - 1) else { continue }
      let motion = pace(known, at: frame - 1, direction: -1)
      out[frame] = carried(
        from: frame - 1, row: from, to: frame, motion: motion, limit: limits[frame],
        guide: guide(limits, from: frame - 1, to: frame))
      out[frame]?.from = frame - 1
    }
    for frame in seeds.indices.dropLast().reversed() where seeds[frame] == nil && out[frame] == nil
    {
      guard let from = known(frame + 1) else { continue }
      let motion = pace(known, at: frame + 1, direction: 1)
      out[frame] = carried(
        from: frame + 1, row: from, to: frame, motion: motion, limit: limits[frame],
        guide: guide(limits, from: frame + 1, to: frame))
      out[frame]?.from = frame + 1
    }
    return out
  }

  /// The edge's move into frame `frame` from the frame `direction` further on (rows), or 0
  /// when that frame's edge is unknown. A frame that repeats the one before it (a recorder's
  /// duplicate: not one row moved) says nothing of the pace: the move before it is the pace.
  func pace(_ known: (Int) -> Double?, at frame: Int, direction: Int) -> Double {
    guard let here = known(frame), let before = known(frame + direction) else { return 0 }
    if abs(here - before) < Self.repeated, let earlier = known(frame + 2 * direction) {
      return before - earlier
    }
    return here - before
  }

  /// The most an edge may move (rows) between two frames that repeat one picture, 0.05.
  static let repeated = 0.05

  /// For a bar, the keyboard's move from frame `from` to frame `to` (rows), when `limits` (the
  /// keyboard's tops) holds both: the bar rides on the keyboard, so that move is a second pace
  /// its step may keep. `nil` for a keyboard, where either top is unknown, and under
  /// ``guidedScale``.
  func guide(_ limits: [Double?], from: Int, to: Int) -> Double? {
    guard side == .above, pixelsPerPoint >= Self.guidedScale, let start = limits[from],
      let end = limits[to]
    else { return nil }
    let move = end - start
    return move.isFinite && abs(move) < Double(store.rows) ? move : nil
  }

  /// The edge of frame `from` at `row` carried into frame `to` by a clear step, by the band the
  /// hidden screen does not show, or by the two agreeing where neither is clear alone
  /// (``agreedStep(from:row:to:motion:limit:)``).
  func carried(
    from: Int, row: Double, to: Int, motion: Double, limit: Double?, guide: Double? = nil
  ) -> Followed? {
    step(from: from, row: row, to: to, motion: motion, limit: limit, guide: guide)
      ?? bottomStep(from: from, row: row, to: to, motion: motion)
      ?? agreedStep(from: from, row: row, to: to, motion: motion, limit: limit)
  }

  /// The edge of frame `from` at `row` registered in frame `to`, or `nil` when not clear.
  /// `distinctness` is how much worse every shift a point or more away must be (``distinctness``
  /// unless two cues agree). `motion` is the edge's move into frame `from` (rows): the step's
  /// shift stays near it (a keyboard within twice it or a twentieth of the screen, a bar within
  /// it or 4 points), for a body keeps its pace from frame to frame; what lies farther is
  /// something else that looks alike, such as another rounded rim. A bar may also keep the
  /// keyboard's move between the two frames (`guide`), within 4 points: where a motion starts the
  /// bar's own pace is still 0 while the keyboard it rides on has moved 30 points.
  func step(
    from: Int, row: Double, to: Int, motion: Double, limit: Double?,
    distinctness: Float = Self.distinctness, guide: Double? = nil
  ) -> Followed? {
    let rows = store.rows
    guard row.isFinite, motion.isFinite, abs(row) < Double(rows), abs(motion) < Double(rows),
      limit?.isFinite ?? true
    else { return nil }
    let edge = Int(row.rounded())
    guard edge > 0, edge < rows else { return nil }
    let body: Range<Int>
    switch side {
    case .below: body = edge..<min(rows, edge + bodyRows)
    case .above: body = max(0, edge - bodyRows)..<edge
    }
    guard body.count >= minimumRows else { return nil }
    let reach = max(2, rows / 4)
    let pace = Int(motion.rounded())
    // A bar's pace is held tighter: its rounded ends look alike (a pill's top and bottom rims).
    let bound =
      side == .above
      ? max(abs(pace), max(2, Int((4 * pixelsPerPoint).rounded())))
      : max(2 * abs(pace), rows / 20)
    // A bar also keeps the keyboard's pace (`guide`), within 4 points: at a motion's start the
    // bar's own pace lags the keyboard's by a frame. Only the two windows are looked at, not the
    // shifts between them: a pill's top rim lies there, a pill's height above its bottom rim.
    let guided = guide.map { Int($0.rounded()) }
    let near = max(2, Int((4 * pixelsPerPoint).rounded()))
    var shifts = Self.window(around: pace, within: bound, reach: reach).map { Array($0) } ?? []
    if let guided, let window = Self.window(around: guided, within: near, reach: reach) {
      shifts = Array(Set(shifts).union(window)).sorted()
    }
    guard !shifts.isEmpty else { return nil }
    let bottom =
      limit.map { max(0, min(rows, Int(max(0, min(Double(rows), $0)).rounded(.down)))) } ?? rows
    // A bar the keyboard now stands in front of would have had to jump out of its way: that is
    // the registration's to see, not a step's (the bar may as well be covered). A keyboard that
    // rose by as much (a hide followed backwards) carries the bar with it.
    let carriedUp = Double(min(0, guided ?? 0))
    if side == .above, Double(bottom) < row + carriedUp - max(1, pixelsPerPoint) { return nil }
    var best: (shift: Int, cost: Float)?
    var tried: [(shift: Int, cost: Float)] = []
    for shift in shifts {
      let first = max(body.lowerBound + shift, 0)
      let last = min(body.upperBound + shift, bottom)
      guard last - first >= minimumRows else { continue }
      // A bar's body must lie whole above the keyboard (a covered bar is not seen).
      if side == .above, body.upperBound + shift > bottom { continue }
      guard
        let cost = EdgeStep.cost(
          store, usable, from: from, to: to, rows: first..<last, shift: shift)
      else { continue }
      tried.append((shift, cost))
      if cost < (best?.cost ?? .infinity) { best = (shift, cost) }
    }
    guard let best, tried.count >= 8 else { return nil }
    let costs = tried.map(\.cost).sorted()
    let median = max(costs[costs.count / 2], 1e-3)
    let ratio = best.cost / median
    guard best.cost < RowEvidence.tolerance, ratio <= BarTracker.seenRatio else { return nil }
    // Distinct: a plain stretch (a page's background, the panel's blank top) matches as well a
    // point away, and such a match says nothing of where the body is.
    let margin = max(2, Int(pixelsPerPoint.rounded()))
    let rival =
      tried.filter { abs($0.shift - best.shift) >= margin }.map(\.cost).min() ?? .infinity
    guard rival >= distinctness * best.cost, rival - best.cost >= Self.contrast else {
      return nil
    }
    let moved = edge + best.shift
    if side == .below {
      // Evidence of the keyboard: its rows here must not be what the screen shows with the
      // keyboard hidden (the home indicator, the page's bottom rows, a bar at rest).
      let span = moved..<max(moved, min(rows, moved + bodyRows))
      guard let hidden,
        let resting = EdgeStep.restingCost(store, usable, frame: to, resting: hidden, rows: span),
        resting >= max(RowEvidence.tolerance, Self.distinctness * best.cost)
      else { return nil }
    }
    // A rigid body: the keyboard's rows below those registered (24 points more, where in view)
    // must move with them. An alert fading in over the keyboard's top rows dims the screen and
    // draws its own edges there; registered alone, those rows took its box's edge for the
    // keyboard's, 5 points low, while the key rows below stayed where they were.
    if side == .below,
      !lowerRowsMove(from: from, to: to, body: body, shift: best.shift, cost: best.cost)
    {
      return nil
    }
    if side == .below,
      EdgeStep.continuesAbove(
        store, usable, from: from, edge: edge, to: to, newEdge: moved,
        rows: max(1, Int(pixelsPerPoint.rounded())))
    {
      return nil
    }
    return Followed(row: row + Double(best.shift), ratio: ratio)
  }

  /// The shifts within `bound` of `center` that lie within `reach` of 0, or `nil` when none do.
  static func window(around center: Int, within bound: Int, reach: Int) -> ClosedRange<Int>? {
    let lowest = max(-reach, center - bound)
    let highest = min(reach, center + bound)
    return lowest <= highest ? lowest...highest : nil
  }

  /// Whether the rows below `body` (twice as many again, where in view in both frames and above
  /// the screen's last 34 points) move with it: they match frame `to` at `shift` within a row
  /// match's tolerance and ``distinctness`` times the body's `cost`, on the median strip. True
  /// when fewer than ``minimumRows`` of them are in view: a keyboard near the screen's bottom is
  /// its body, and the last 34 points hold what does not move with it (the home indicator, a
  /// rounded screen's black corners).
  func lowerRowsMove(from: Int, to: Int, body: Range<Int>, shift: Int, cost: Float) -> Bool {
    let rows = store.rows
    let start = body.upperBound
    let end = min(
      rows - max(0, shift), rows - Int((34 * pixelsPerPoint).rounded()),
      body.upperBound + 2 * bodyRows)
    guard end - start >= minimumRows,
      let moved = EdgeStep.medianStripCost(
        store, usable, from: from, to: to, rows: (start + shift)..<(end + shift), shift: shift)
    else { return true }
    return moved <= max(RowEvidence.tolerance, Self.distinctness * cost)
  }
}
