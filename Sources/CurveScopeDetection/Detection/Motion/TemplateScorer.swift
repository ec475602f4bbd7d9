/// Scores a template of rows placed at a row of a frame's profile: the summed row evidence
/// (``RowEvidence``) over the template rows in view, with a veto when the rows just above the
/// placement continue the template's first rows (the panel would then reach higher: a plain
/// strip matched part-way down, not the keyboard's edge).
struct TemplateScorer: Sendable {
  /// One placement's result.
  struct Score: Sendable {
    /// The summed evidence (nats).
    var evidence: Float
    /// Template rows in view.
    var visible: Int
    /// Of them, rows that match.
    var matched: Int
    /// Mean row difference over the rows in view, levels.
    var cost: Float
  }

  /// The template, row 0 its top edge.
  let template: ProfileImage
  /// Per-row evidence.
  let evidence: RowEvidence
  /// How frame rows are compared (strips per frame row).
  let comparison: RowComparison
  /// Rows above the placement checked for the veto.
  let vetoRows: Int
  /// Rows of a frame.
  let frameRows: Int
  /// The template row the veto's comparison begins at: 1 when the template's first row is
  /// mostly what lies above the edge (the edge falls late in it), whose rows above would
  /// continue it at the keyboard's own place (a bar resting on the keyboard at 1 px/pt).
  var vetoFrom = 0
  /// Levels within which a row above the placement continues the template's first rows, 3:
  /// half a row match's tolerance, so that a bar's background a few levels from the keyboard's
  /// panel (a dark theme) does not veto the keyboard's own edge, while a plain strip continued
  /// part-way down (the same rows, compression noise apart) still does.
  static let vetoTolerance: Float = 3

  /// The score of the template with its row 0 at frame row `top` (negative: above the frame),
  /// `nil` when no row is in view or the veto applies.
  func score(_ frame: UnsafeBufferPointer<UInt8>, top: Int) -> Score? {
    let first = max(0, -top)
    let last = min(template.rows, frameRows - top)
    guard last > first else { return nil }
    return template.values.withUnsafeBufferPointer { cells -> Score? in
      if first == 0, top > 0 {
        let above = min(vetoRows, top)
        var continuing = 0
        for offset in 0..<min(above, template.rows - vetoFrom)
        where comparison.cost(
          frame, frameRow: top - above + offset, cells, templateRow: offset + vetoFrom)
          < Self.vetoTolerance
        {
          continuing += 1
        }
        if above > 0, 2 * continuing >= above { return nil }
      }
      var total: Float = 0
      var matched = 0
      var costs: Float = 0
      for row in first..<last {
        let cost = comparison.cost(frame, frameRow: top + row, cells, templateRow: row)
        costs += cost
        if cost < RowEvidence.tolerance {
          total += evidence.match[row]
          matched += 1
        } else {
          total += evidence.mismatch[row]
        }
      }
      let visible = last - first
      return Score(
        evidence: total, visible: visible, matched: matched, cost: costs / Float(visible))
    }
  }
}
