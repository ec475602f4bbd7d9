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
}
