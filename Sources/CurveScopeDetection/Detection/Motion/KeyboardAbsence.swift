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
/// not evidence.
struct KeyboardAbsence: Sendable {
  /// The screen rows checked, lowest first.
  let rows: [Int]
  /// The screen with the keyboard hidden.
  let hidden: ProfileImage

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
    var distinct: [Int] = []
    for row in stride(from: total - 1, through: top, by: -1) where distinct.count < band {
      let list = (row < usable.count ? usable[row] : nil) ?? Array(0..<reference.strips)
      guard !list.isEmpty else { continue }
      let difference =
        list.reduce(Float(0)) { $0 + abs(reference[row, $1] - hidden[row, $1]) }
        / Float(list.count)
      if difference >= RowEvidence.tolerance { distinct.append(row) }
    }
    chosen.append(contentsOf: distinct.filter { !chosen.contains($0) })
    rows = chosen
    self.hidden = hidden
  }

  /// Whether frame `frame` of `store` shows the hidden screen on every row checked (and on one
  /// at least).
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
      told += 1
    }
    return told > 0
  }
}
