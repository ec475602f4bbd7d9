public import CurveScopeChart
public import CurveScopeMeasure

extension SyncGrid.Measure {
  /// `max overlap`, `max gap`, `worse of overlap and gap`.
  public var name: String {
    switch self {
    case .maxOverlap: "max overlap"
    case .maxGap: "max gap"
    case .signedWorstGap: "worse of overlap and gap"
    }
  }

  /// The colour bar's title: `max overlap (pt)`, `overlap (−) · gap (+), pt`.
  var colorBarTitle: String {
    self == .signedWorstGap ? "overlap (−) · gap (+), pt" : "\(name) (pt)"
  }

  /// White to the measure's own colour, darker for more: the overlap's reddish purple, the
  /// gap's sky blue (as every other figure shades them); the signed worst gap diverges from
  /// white, overlap below 0 and gap above.
  public func colorScale(_ theme: Theme) -> ColorScale {
    switch self {
    case .maxOverlap: .sequential(to: theme.overlap)
    case .maxGap: .sequential(to: theme.gap)
    case .signedWorstGap:
      ColorScale(stops: [
        theme.overlap.mixed(with: .okabeItoBlack, fraction: 0.55), theme.overlap,
        theme.overlap.mixed(with: .white, fraction: 0.8), .white,
        theme.gap.mixed(with: .white, fraction: 0.8), theme.gap,
        theme.gap.mixed(with: .okabeItoBlack, fraction: 0.55),
      ])
    }
  }

  /// The colour bar's range for a grid whose largest |value| is `worst`: 0 to at least 1 pt,
  /// symmetric about 0 for the signed worst gap.
  func valueRange(worst: Double) -> (lower: Double, upper: Double) {
    let upper = max(worst, 1)
    return self == .signedWorstGap ? (-upper, upper) : (0, upper)
  }
}

extension SyncGrid.Axis {
  /// `keyboard height`, `reported duration`, `keyboard profile`.
  var name: String {
    switch self {
    case .keyboardHeight: "keyboard height"
    case .duration: "reported duration"
    case .profile: "keyboard profile"
    }
  }

  /// The column axis's title, with its unit.
  var title: String {
    switch self {
    case .keyboardHeight: "keyboard height (pt)"
    case .duration: "reported duration (s)"
    case .profile: "keyboard profile"
    }
  }
}
