/// The input bar in the reference: whatever rides on the keyboard at rest, found by where it
/// goes when the keyboard hides.
///
/// Rows with structure up to 110 pt above the keyboard's edge are looked for in a frame
/// without the keyboard (or with it held lowest), shifted down by one common amount: the bar's
/// travel, between half and 1.15 times the keyboard's height (a bar resting on the safe area
/// travels less than the keyboard). The shift that matches the most of them, nearest the
/// keyboard, is the bar's; the lowest row it matches is the bar's lowest visible edge. The rows
/// between that edge and the keyboard are the bar's own background (the bar touches the
/// keyboard) when they are plain and of another colour than the page above the bar; otherwise
/// they are a gap showing the page or the app's content, and the bar is a floating one (a pill,
/// or a bar whose background cannot be told from the page: its text field's border is then its
/// lowest visible part). What matched the travel but matches better where it is, standing still,
/// is no bar (``standsStill(_:structured:bottom:travel:)``).
enum RidingBarFinder {
  /// The share of the structured rows within 50 pt above the lowest matched row under which a
  /// travel is weak evidence, 0.25: a plain strip has only its blended top edge to match (2 or
  /// 3 rows), and content above it that changed while the keyboard was hidden (other messages)
  /// matches nowhere. A plain grey strip 45 pt tall on a messenger's copy cropped to the screen's
  /// lower part matched 7 of 38 such rows at its true travel and at one 252 rows short (an edge of
  /// the same levels), and the short one scored higher; its grey body matched only at the true
  /// one. Over 137 recordings and copies with a bar, a travel not tied scored under 0.21 or over
  /// 0.32.
  static let weakShare = 0.25

  /// Finds the bar, or `nil` when nothing above the keyboard moves with it. A shift whose lowest
  /// matched row is within 4 pt of `excluding` is passed over (a bar found there before
  /// contradicted its travel: the runner-up is looked for), and rows in `excludingRows` are not
  /// looked for (what two such bars were made of).
  static func find(
    reference: ProfileImage, keyboardTop: Double, hidden: ProfileImage?,
    lowest: (image: ProfileImage, displacement: Int)?, pixelsPerPoint: Double,
    usable: [[Int]?] = [], excluding: Double? = nil, excludingRows: Range<Int>? = nil
  ) -> RidingBar? {
    let rows = reference.rows
    let point = max(0.5, pixelsPerPoint)
    func points(_ value: Double) -> Int { Int((value * point).rounded()) }
    let edge = Int(keyboardTop.rounded())
    let step = max(1, Int(point.rounded()))
    var structure = [Float](repeating: 0, count: rows)
    for row in step..<max(step, rows - step) {
      structure[row] = max(
        rowDifference(reference, row, reference, row - step),
        rowDifference(reference, row, reference, row + step))
    }
    let candidates = (max(step, edge - points(110))..<max(step, edge - points(2))).filter {
      structure[$0] >= 4 && excludingRows?.contains($0) != true
    }
    let other: ProfileImage
    let travels: Range<Int>
    if let hidden {
      other = hidden
      let height = Double(rows) - keyboardTop
      travels = Int(0.5 * height)..<max(Int(0.5 * height) + 1, Int(1.15 * height))
    } else if let lowest {
      other = lowest.image
      travels = max(1, lowest.displacement - points(10))..<(lowest.displacement + points(10))
    } else {
      return nil
    }
    let search = TravelSearch(
      reference: reference, other: other, candidates: candidates, usable: usable,
      support: max(3, points(2)), region: points(50),
      excluded: excluding.map { ($0 - Double(points(4)))...($0 + Double(points(4))) })
    // Whole rows first; a bar on a downscaled copy travels a fraction of a row more or less,
    // which blends its edge rows and fails the match: only then are quarter rows tried, so
    // whatever whole rows find stays as it was.
    guard var found = search.best(in: travels) ?? search.best(in: travels, quarterRows: true)
    else { return nil }
    // Structured rows that score as well at another travel (a plain bar's blended top edge, and
    // an edge of the same levels elsewhere) leave the travel to the bar's whole block; so do
    // rows that are too few of those near them to tell (``weakShare``).
    let region = search.region
    let nearMatched = found.matched.filter { $0 >= found.bottom - region }
    let structured = candidates.filter { $0 >= found.bottom - region && $0 <= found.bottom }
    if found.tied || Double(nearMatched.count) < Self.weakShare * Double(max(1, structured.count)),
      let travel = search.blockTravel(
        bottom: found.bottom, matched: nearMatched,
        travel: found.travel, in: travels, lastRow: edge - 1, slack: points(2))
    {
      found.travel = travel
    }
    // A bar's lower rim can match only a row or two off the travel its upper rows match at (a
    // downscaled copy blends a thin rim's rows by a fraction of a row), and a pill taller than
    // the region its rows are counted in has too few rows of its own near its rim: two rows side
    // by side, more than 2 pt below the lowest matched row, that match within 2 rows of the
    // travel are its lowest edge, and the travel is theirs (before, a glass pill 50 pt tall at
    // 1.4 px/pt was taken for its upper rim, 75 px high).
    let near = (found.travel - 2)...(found.travel + 2)
    func rimCost(_ row: Int, _ travel: Int) -> Float {
      search.difference(row, travel: travel, fraction: 0)
    }
    let lower = candidates.filter { row in
      row > found.bottom + points(2) && near.contains { rimCost(row, $0) < 6 }
    }
    // Under a pixel a point, a rim a point thick is blended into a single row: one row that
    // matches within half the row tolerance is the rim too (a glass pill on a 0.75 px/pt GIF,
    // dithered, was taken for its text 30 rows above its lower rim). At a pixel a point, a drawn
    // messenger's GIF had such a row in the chat between its bar and the keyboard.
    let single =
      point < 1
      ? lower.last { row in near.contains { rimCost(row, $0) < Self.singleRimCost } } : nil
    let paired = lower.last(where: { lower.contains($0 - 1) })
    if let rim = [paired, single].compactMap({ $0 }).max(),
      search.excluded?.contains(Double(rim)) != true,
      let travel = near.min(by: {
        rimCost(rim, $0) + (rim == paired ? rimCost(rim - 1, $0) : 0)
          < rimCost(rim, $1) + (rim == paired ? rimCost(rim - 1, $1) : 0)
      })
    {
      found.bottom = rim
      found.travel = travel
    }
    if standsStill(search, structured: candidates, bottom: found.bottom, travel: found.travel) {
      return nil
    }
    let column = EdgeProfile.middleColumn(reference)
    // The bar's lowest edge: the lowest strong change within 2 pt above the lowest matched row.
    let window = max(1, found.bottom - points(2))...min(rows - 1, found.bottom + 1)
    let changes = window.map { abs(column[$0] - column[$0 - 1]) }
    let strongest = changes.max() ?? 0
    let lowestChange =
      window.reversed().first { abs(column[$0] - column[$0 - 1]) >= 0.5 * strongest }
      ?? found.bottom
    var bottom = EdgeProfile.crossing(column, near: lowestChange)
    if abs(bottom - Double(lowestChange)) > 2
      || !sameDirection(column, crossing: bottom, change: lowestChange)
    {
      bottom = Double(lowestChange)
    }
    // A line of a point or less (a rim, a border) ends the bar at its lower side.
    if let line = lineBottom(
      column, change: lowestChange, reach: max(2, step + 1), minimumRise: 0.5 * strongest),
      line > bottom
    {
      bottom = line
    }
    let top = found.matched.filter { $0 >= found.bottom - points(60) }.min() ?? found.bottom
    let spans = spansWidth(
      reference, at: Int(bottom.rounded()), rowsAbove: max(2, Int(point.rounded())))
    let touching = touches(
      reference, bottom: bottom, keyboardTop: keyboardTop, barTop: top, point: point)
    let templateTop =
      strongestEdge(column, in: (Int(bottom) - points(60))..<(Int(bottom) - points(8)))
      ?? top
    let lastRow = touching ? edge - 1 : min(rows - 1, Int(bottom.rounded(.up)) - 1 + points(1))
    return RidingBar(
      bottom: touching ? keyboardTop : bottom, touchesKeyboard: touching,
      edge: touching || spans ? .background : .outline,
      travel: found.travel,
      templateRows: max(0, templateTop - points(1))..<max(templateTop, lastRow + 1),
      score: found.score)
  }

  /// Whether the level crossing at `crossing` (the coordinate ``EdgeProfile/crossing(_:near:)``
  /// gives) goes the way the column changes at row `change` (from `change - 1` to `change`).
  /// A bar's rim is a line of a row or two: its two sides change opposite ways, and when the
  /// levels on either side of it are alike the crossing can fall on its upper side while its
  /// lower side is the bar's lowest edge.
  static func sameDirection(_ column: [Float], crossing: Double, change: Int) -> Bool {
    let row = Int((crossing - 0.5).rounded(.down)) + 1
    guard row >= 1, row < column.count, change >= 1, change < column.count else { return true }
    return (column[row] - column[row - 1]) * (column[change] - column[change - 1]) >= 0
  }

  /// Whether the rows between the bar's lowest edge and the keyboard are the bar's own plain
  /// background (of another colour than the page above the bar).
  static func touches(
    _ image: ProfileImage, bottom: Double, keyboardTop: Double, barTop: Int, point: Double
  ) -> Bool {
    if keyboardTop - bottom <= max(2, point) { return true }
    let guardRows = max(2, Int((2 * point).rounded()))
    let low = Int(bottom.rounded()) + 1
    let high = Int(keyboardTop.rounded()) - guardRows
    guard high - low >= 3 else { return true }
    let strips = EdgeProfile.middleStrips(image.strips)
    for strip in strips {
      let values = (low..<high).map { image[$0, strip] }
      let mean = values.reduce(0, +) / Float(values.count)
      let spread = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Float(values.count))
        .squareRoot()
      if spread >= 3 { return false }
    }
    // The page: the most common cell (to a level) of the 200 points above the bar, so that the
    // chat's bubbles are not taken for it; the page shows between and beside them.
    let pageRows =
      max(0, barTop - Int((200 * point).rounded()))..<max(0, barTop - Int(point.rounded()))
    var counts = [Int](repeating: 0, count: 256)
    for row in pageRows {
      for strip in 0..<image.strips {
        counts[max(0, min(255, Int(image[row, strip].rounded())))] += 1
      }
    }
    guard let mode = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[mode] > 0
    else { return true }
    let page = Float(mode)
    let gap = EdgeProfile.median((low..<high).map { image.rowMean($0, strips: strips) })
    return abs(gap - page) > 6
  }

  /// Whether the change at `row` shows in the outer strips too (a full-width bar's edge) and not
  /// only in the middle (a pill's rim, a text field's border): the change from `rowsAbove` rows
  /// above `row` to 2 rows below it. The finder gives a point's rows (at least 2), so that the row
  /// above is inside a border a point thick however many pixels a point is.
  static func spansWidth(_ image: ProfileImage, at row: Int, rowsAbove: Int = 3) -> Bool {
    guard image.strips >= 8, row >= rowsAbove, row + 3 < image.rows else { return true }
    func across(_ change: (Int) -> Float) -> (middle: Float, outer: Float) {
      let middle =
        EdgeProfile.middleStrips(image.strips).map(change).reduce(0, +)
        / Float(image.strips - 4)
      return (middle, (change(0) + change(image.strips - 1)) / 2)
    }
    var (middle, outer) = across { abs(image[row - rowsAbove, $0] - image[row + 2, $0]) }
    // No change from one side to the other: a line of a row or two between two sides of one
    // colour (a text field's border on a page of the field's colour, at a pixel a point). The
    // line's own change tells whether it crosses the screen.
    if middle < Self.sameSides, rowsAbove >= 2 {
      (middle, outer) = across { strip in
        ((row - rowsAbove + 1)...row).map { abs(image[$0, strip] - image[row + 2, strip]) }.max()
          ?? 0
      }
    }
    return outer >= 0.5 * middle
  }

  /// The most a single row may differ (levels) from its place a travel lower to be a bar's
  /// rim on its own, 3: half the tolerance a row matches within.
  static let singleRimCost: Float = 3

  /// The mean change (levels) under which the two sides of an edge are one colour, 2.
  static let sameSides: Float = 2

  /// The row with the strongest change in `range`, if any change is 5 levels or more.
  static func strongestEdge(_ column: [Float], in range: Range<Int>) -> Int? {
    let rows = range.clamped(to: 1..<max(1, column.count))
    guard
      let row = rows.max(by: { abs(column[$0] - column[$0 - 1]) < abs(column[$1] - column[$1 - 1]) }
      ),
      abs(column[row] - column[row - 1]) >= 5
    else { return nil }
    return row
  }

  /// Mean absolute difference of two rows, on the strips `usable` lists for `b`'s row (all
  /// when it lists none: a static overlay there is left out).
  static func rowDifference(
    _ a: ProfileImage, _ rowA: Int, _ b: ProfileImage, _ rowB: Int, usable: [[Int]?] = []
  ) -> Float {
    guard rowA >= 0, rowA < a.rows, rowB >= 0, rowB < b.rows else { return .infinity }
    let strips = min(a.strips, b.strips)
    if rowB < usable.count, let list = usable[rowB] {
      let kept = list.filter { $0 < strips }
      guard !kept.isEmpty else { return .infinity }
      var sum: Float = 0
      for strip in kept { sum += abs(a[rowA, strip] - b[rowB, strip]) }
      return sum / Float(kept.count)
    }
    var sum: Float = 0
    for strip in 0..<strips { sum += abs(a[rowA, strip] - b[rowB, strip]) }
    return sum / Float(strips)
  }
}
