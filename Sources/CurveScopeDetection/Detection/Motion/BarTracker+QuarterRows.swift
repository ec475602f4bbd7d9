extension BarTracker {
  /// The shift within a row of `around`, in quarter rows, with the least mean difference over
  /// the template rows above `limit` (the frame's rows interpolated: a row `fraction` below row
  /// `r` is `r` plus `fraction` of the step to `r + 1`), and that difference; `nil` when no
  /// shift leaves 3 tenths of the template's rows (at least 2) in view.
  ///
  /// A bar registered at whole rows is off by up to half a row, and where a point is about a
  /// pixel its one-row edges (a hairline, a text field's border) then fall between two rows of
  /// the frame and differ from the template's on both: a clear match looks like a doubtful one.
  static func bestQuarterShift(
    _ profiles: ProfileStore, frame: Int, template: ProfileImage, templateTop: Int,
    around: Int, limit: Int, usable: [[Int]?] = []
  ) -> (shift: Double, cost: Float)? {
    bestSubRowShift(
      profiles, frame: frame, template: template, templateTop: templateTop, around: around,
      limit: limit, steps: 4, blend: .frame, includingWhole: true, usable: usable)
  }
}
