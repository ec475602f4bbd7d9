extension BarTracker {
  /// The bar as the frames without the keyboard show it: the same rows of the bar, `travel`
  /// rows lower, in the median of those frames.
  ///
  /// A bar's look changes while a recording runs: the text in its field (a placeholder, a line
  /// typed, a second line), the content that scrolls above it. Its template at rest with the
  /// keyboard up then no longer matches, and where the bar rests on the keyboard only its lowest
  /// few rows are seen. The frames without the keyboard often show it as it is while the
  /// keyboard moves (the field emptied when a message is sent and the keyboard hides). This
  /// look is cut to the bar's own rows: its rows from the first one, from the top, where the
  /// two looks agree (the page above a bar differs between them and is left out).
  struct HiddenLook: Sendable {
    /// The template: the hidden median's rows.
    let template: ProfileImage
    /// ``template`` with `factor` rows averaged into one.
    let coarseTemplate: ProfileImage
    /// The region row of the template's first row.
    let top: Int

    /// The look, or `nil` when the two looks share fewer than 4 points of rows (or 4 rows) from
    /// the first two neighbouring rows (a point's worth) that agree within a row match's
    /// tolerance.
    init?(
      reference: ProfileImage, hidden: ProfileImage, bar: RidingBar, factor: Int,
      pixelsPerPoint: Double
    ) {
      let rows = hidden.rows
      let templateRows = bar.templateRows
      let run = max(2, Int(pixelsPerPoint.rounded()))
      func agrees(_ row: Int) -> Bool {
        row + bar.travel < rows
          && RidingBarFinder.rowDifference(reference, row, hidden, row + bar.travel)
            < RowEvidence.tolerance
      }
      guard
        let first = templateRows.first(where: { row in
          (row..<min(row + run, templateRows.upperBound)).allSatisfy(agrees)
        })
      else { return nil }
      let top = first + bar.travel
      let bottom = min(rows, templateRows.upperBound + bar.travel)
      guard bottom - top >= max(4, Int((4 * pixelsPerPoint).rounded())) else { return nil }
      template = hidden.rows(top..<bottom)
      coarseTemplate = BarTracker.coarsened(template, factor: factor)
      self.top = top
    }
  }
}
