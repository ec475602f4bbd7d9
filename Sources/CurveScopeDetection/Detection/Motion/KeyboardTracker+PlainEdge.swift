extension KeyboardTracker {
  /// Whether a placement at `top` (a row of the region) cannot be told from its neighbours: the
  /// template's rows in view there are plain (every strip within twice a row match's tolerance
  /// over them) and the frame's rows from 2 points to 1 point above the placement differ from
  /// the keyboard's plain colour (the template's rows from 1 point down) by under that too.
  ///
  /// A keyboard nearly hidden shows only the first points of its panel, which are plain on most
  /// keyboards (the suggestion strip's margin). Against a page or a bar of a colour far from the
  /// panel's (a white page over a light keyboard) its edge is still the step between the two;
  /// against one a few levels away (a dark bar of 33 over a dark panel of 43, blended by the
  /// encoder) the plain rows match a little higher or lower as well, and a drawn keyboard
  /// 4 points from hidden was placed 1.7–4.7 points too high on six frames, with confidence 0.77:
  /// a bar riding on it read as covered by 5 points.
  ///
  /// A placement is not told from its neighbours either where the frame does not hold the plain
  /// colour under it (``holdsPlainColour(_:_:top:inView:point:)``): over a home indicator, the
  /// indicator's lower edge stands for the keyboard's, and the dark bar's rows under it match
  /// the panel's within a row match's tolerance, so a drawn keyboard 3 points from hidden was
  /// placed 2.5–4 points too high with confidence 0.77, and a bar in sync read as covered.
  func isPlainEdge(_ frame: Int, top: Int) -> Bool {
    let template = fine.template
    let point = max(1, Int((Double(fine.vetoRows) / 2).rounded()))
    let inView = min(template.rows, store.rows - top)
    guard inView > point, top - 2 * point >= 0 else { return false }
    let limit = 2 * RowEvidence.tolerance
    // Runs for every frame's placement: a keyboard's key rows end the scan at their first row.
    for strip in 0..<template.strips {
      var low = Float.infinity
      var high = -Float.infinity
      for row in 0..<inView {
        low = min(low, template[row, strip])
        high = max(high, template[row, strip])
        if high - low >= limit { return false }
      }
    }
    return store.values.withUnsafeBufferPointer { values in
      template.values.withUnsafeBufferPointer { cells in
        let view = UnsafeBufferPointer(
          rebasing: values[frame * store.frameSize..<(frame + 1) * store.frameSize])
        guard holdsPlainColour(view, cells, top: top, inView: inView, point: point) else {
          return true
        }
        var total: Float = 0
        var rows = 0
        for row in (top - 2 * point)..<(top - point) {
          if let list = fine.comparison.usable[row], list.isEmpty { continue }
          total += fine.comparison.cost(
            view, frameRow: row, cells, templateRow: min(inView - 1, point))
          rows += 1
        }
        return rows > 0 && total / Float(rows) < limit
      }
    }
  }

  /// Whether the frame holds the keyboard's plain colour under a placement at `top`: the rows
  /// from one point below it (the edge's own rows blend with what is above) do not begin with
  /// two points or more of rows off the template's by the veto's tolerance
  /// (``TemplateScorer/vetoTolerance``, 3 levels) or more. A plain panel is one colour, and a
  /// flat strip a few levels off it (a dark bar's background over a dark panel) is not the
  /// panel, though it matches it within a row match's tolerance of 6; an edge blurred by
  /// scaling or compression fades within a point or so (real recordings: 1 to 3 rows at 3 px/pt).
  func holdsPlainColour(
    _ view: UnsafeBufferPointer<UInt8>, _ cells: UnsafeBufferPointer<Float>, top: Int,
    inView: Int, point: Int
  ) -> Bool {
    var run = 0
    for offset in point..<inView {
      let row = top + offset
      if let list = fine.comparison.usable[row], list.isEmpty { continue }
      guard
        fine.comparison.cost(view, frameRow: row, cells, templateRow: offset)
          >= TemplateScorer.vetoTolerance
      else { return true }
      run += 1
      if run >= 2 * point { return false }
    }
    return true
  }
}
