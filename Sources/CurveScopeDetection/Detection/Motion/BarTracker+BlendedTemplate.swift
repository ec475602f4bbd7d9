extension BarTracker {
  /// The shift within a row of `around`, in eighths of a row (−7/8 … +7/8), with the least mean
  /// difference over the template rows above `limit` when the template's rows are blended as a
  /// bar a fraction of a row below a whole row shows them (a row `fraction` below row `r` of the
  /// template is `r` plus `fraction` of the step to `r − 1`), and that difference; `nil` when no
  /// shift leaves 3 tenths of the template's rows (at least 2) in view.
  ///
  /// ``bestQuarterShift(_:frame:template:templateTop:around:limit:)`` blends the frame's rows:
  /// it finds a template whose one-row edges fall between two rows of the reference. This finds
  /// the other way round, a frame whose edges fall between two rows while the reference's are
  /// sharp: where a point is about a pixel (a GIF at a pixel a point, a downscaled copy) a bar
  /// that moved by a third of a point spreads its hairline border over two rows, and no blend of
  /// the frame's rows makes one sharp row again; the reference's row blended the same way does
  /// match it.
  static func bestBlendedTemplateShift(
    _ profiles: ProfileStore, frame: Int, template: ProfileImage, templateTop: Int,
    around: Int, limit: Int, usable: [[Int]?] = []
  ) -> (shift: Double, cost: Float)? {
    bestSubRowShift(
      profiles, frame: frame, template: template, templateTop: templateTop, around: around,
      limit: limit, steps: 8, blend: .template, includingWhole: false, usable: usable)
  }
}
