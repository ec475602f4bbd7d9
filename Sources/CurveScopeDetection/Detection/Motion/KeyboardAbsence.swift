/// Evidence that a frame shows no keyboard: the rows where a keyboard in view always shows show
/// the screen with the keyboard hidden. A keyboard that is not found is not therefore hidden: a
/// glass panel's last rows leaving the screen, a keyboard under a dimming alert and one that no
/// rule could place all leave the frame unlike the hidden screen, and such a frame is unclear.
///
/// The rows checked are the screen's lowest 2 points (at least 2 rows), where a keyboard in
/// view, however little of it, lies; and the lowest 2 points of rows in which the keyboard at
/// rest differs from the hidden screen (by a row match's tolerance), for a keyboard that sits
/// above a bar that both states show (Android's navigation bar). Each must match the hidden
/// screen within a row match's tolerance, after a brightness gain within ``EdgeStep/gains``;
/// rows whose every strip is masked (an overlay) tell nothing, and a frame with no row told is
/// not evidence. A row where the two screens differ must also lie no nearer the keyboard at rest
/// than the hidden screen, compared without a gain: in a dark theme a keyboard's plain bottom
/// rows 7 levels over the hidden screen's pass for it after the largest gain (levels near black
/// scale far), and a keyboard at rest that no placement found was called hidden.
struct KeyboardAbsence: Sendable {
  /// The screen rows checked, lowest first.
  let rows: [Int]
  /// The screen with the keyboard hidden.
  let hidden: ProfileImage
  /// The keyboard at rest.
  let reference: ProfileImage
  /// The rows checked where the keyboard at rest differs from the hidden screen by a row
  /// match's tolerance.
  let distinct: Set<Int>

  /// The rows to check, or `nil` without a hidden screen to compare with.
  /// - Parameters:
  ///   - reference: the keyboard at rest.
  ///   - hidden: the screen with the keyboard hidden.
  ///   - restingTop: the keyboard's top at rest, rows.
  ///   - pixelsPerPoint: the recording's scale.
  ///   - usable: the strips each row compares (`nil`: all).
  init?(
    reference: ProfileImage, hidden: ProfileImage?, restingTop: Double, pixelsPerPoint: Double,
    usable: [[Int]?]
  ) {
    guard let hidden, hidden.rows == reference.rows, hidden.strips == reference.strips,
      restingTop.isFinite, pixelsPerPoint.isFinite, pixelsPerPoint > 0
    else { return nil }
    let total = reference.rows
    let band = max(2, Int((2 * pixelsPerPoint).rounded()))
    var chosen = Array(stride(from: total - 1, through: max(0, total - band), by: -1))
    let top = max(0, min(total, Int(restingTop.rounded(.down))))
    func differs(_ row: Int) -> Bool {
      let list = (row < usable.count ? usable[row] : nil) ?? Array(0..<reference.strips)
      guard !list.isEmpty else { return false }
      let difference =
        list.reduce(Float(0)) { $0 + abs(reference[row, $1] - hidden[row, $1]) }
        / Float(list.count)
      return difference >= RowEvidence.tolerance
    }
    var distinct: [Int] = []
    for row in stride(from: total - 1, through: top, by: -1) where distinct.count < band {
      if differs(row) { distinct.append(row) }
    }
    chosen.append(contentsOf: distinct.filter { !chosen.contains($0) })
    rows = chosen
    self.hidden = hidden
    self.reference = reference
    self.distinct = Set(chosen.filter(differs))
  }

  /// Whether frame `frame` of `store` shows the hidden screen on every row checked (and on one
  /// at least), and each row where the two screens differ lies no nearer the keyboard at rest.
  func absent(in store: ProfileStore, usable: [[Int]?], frame: Int) -> Bool {
    guard hidden.rows == store.rows, hidden.strips == store.strips, frame >= 0,
      frame < store.count
    else { return false }
    var told = 0
    for row in rows {
      guard
        let cost = EdgeStep.restingCost(
          store, usable, frame: frame, resting: hidden, rows: row..<(row + 1))
      else { continue }
      guard cost < RowEvidence.tolerance else { return false }
      if distinct.contains(row),
        let nearer = Self.difference(store, usable, frame: frame, row: row, to: reference),
        let farther = Self.difference(store, usable, frame: frame, row: row, to: hidden),
        nearer < farther
      {
        return false
      }
      told += 1
    }
    return told > 0
  }

  /// The mean difference of frame `frame`'s row `row` from `image`'s, without a gain (a gain
  /// brings any plain row within a match of another a quarter brighter or darker); `nil` when
  /// no strip is compared.
  static func difference(
    _ store: ProfileStore, _ usable: [[Int]?], frame: Int, row: Int, to image: ProfileImage
  ) -> Float? {
    let start = frame * store.frameSize + row * store.strips
    var sum: Float = 0
    var count = 0
    for strip in 0..<store.strips where EdgeStep.uses(usable, row, strip) {
      sum += abs(Float(store.values[start + strip]) - image[row, strip])
      count += 1
    }
    return count > 0 ? sum / Float(count) : nil
  }
}
