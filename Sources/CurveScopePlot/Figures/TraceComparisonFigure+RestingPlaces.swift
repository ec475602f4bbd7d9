import CurveScopeChart
import CurveScopeSupport

extension TraceComparisonFigure {
  /// The header of a measured recording: `measure`'s verdict against the resting places (or why
  /// there is none) and its trust first, then the match and how it was recorded. The gap as
  /// `compare` reads it (from the keyboard's edge itself) is left to the gap panel: as a headline
  /// it would read as a second verdict.
  func header(_ measured: RestingPlacesOverlay, theme: Theme) -> Header {
    let color: Color =
      switch measured.conclusion {
      case .inSync: theme.tolerance.mixed(with: .okabeItoBlack, fraction: 0.3)
      case .desync: .okabeItoVermillion
      case .none: theme.text
      }
    var lines = [
      Header.Line(measured.headline, color: color, isBold: true),
      Header.Line(measured.trust, isBold: measured.conclusion == .none),
    ]
    if let overlay {
      lines.append(Header.Line(overlay.description, isBold: true))
    } else if measured.conclusion == .none {
      lines.append(
        Header.Line(
          "No model drawn: a model fitted to edges that give no verdict would be a guess."))
    }
    lines.append(Header.Line(recorded.series.barSummary + " · " + ScenarioText.line(recorded)))
    let title: String
    switch (measured.conclusion, overlay) {
    case (.none, _): title = "\(recorded.series.title) · recorded, no verdict"
    case (_, let overlay?):
      title = "\(recorded.series.title) · recorded vs model (\(overlay.strategy))"
    case (_, nil): title = "\(recorded.series.title) · recorded"
    }
    return Header(title: title, lines: lines)
  }

  /// Draws the gap expected from the resting places (dotted) and the tolerance around it (a
  /// shaded band following it) on the gap panel, in place of the tolerance band around 0, and
  /// marks the departures that decide the verdict in place of the raw extremes.
  static func addExpectedGap(
    _ measured: RestingPlacesOverlay, to panel: inout PlotPanel, theme: Theme
  ) {
    panel.annotations = measured.marks.map { mark in
      let color: Color = mark.isOverlap ? theme.overlap : theme.gap
      return Annotation(
        mark.text, at: mark.at, color: ComparisonFigure.ink(color),
        marker: MarkerStyle(size: 7, color: color))
    }
    guard measured.expectedGap.contains(where: { $0.y.isFinite }) else { return }
    let tolerance = measured.tolerance
    let expected = measured.expectedGap
    let shade = theme.tolerance
    // The band around the expected gap replaces the one around 0: 0 is not what the bar keeps to.
    panel.bands = []
    panel.fills.append(
      FillRegion(
        between: .series(expected.map { DataPoint(x: $0.x, y: $0.y + tolerance) }),
        and: .series(expected.map { DataPoint(x: $0.x, y: $0.y - tolerance) }),
        color: shade.withAlpha(0.28),
        label: "expected ±\(NumberText.reading(tolerance, decimals: 2, minus: .typographic)) pt"))
    panel.series.append(
      Series(
        label: "expected gap (resting places)", points: expected,
        line: LineStyle(
          color: shade.mixed(with: .okabeItoBlack, fraction: 0.35), width: 1.4,
          dash: LineStyle.dotted)))
  }
}
