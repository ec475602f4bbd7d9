/// A kind of figure: a value that holds what the figure shows (measurements, a fit, a sweep) and
/// builds the chart model for a theme.
///
/// Each of the library's figures is one (`ComparisonFigure`, `FilmstripFigure`,
/// `StrategyOverviewFigure`, `CurveGalleryFigure`, `FitFigure`, `OptionBitsFigure`,
/// `SweepHeatMapFigure`): its initialiser takes the inputs and rejects the ones it cannot draw,
/// `figure(theme:)` builds the ``Figure``. The gallery and the command line hold figures of any
/// kind through this protocol.
public protocol FigureBuilder: Sendable {
  /// Builds the figure in `theme`'s colours, type sizes and spacing.
  /// - Throws: whatever computing the figure's data throws (sampling a curve, running a sweep).
  func figure(theme: Theme) throws -> Figure
}

extension FigureBuilder {
  /// Builds the figure in the standard theme.
  /// - Throws: whatever ``figure(theme:)`` throws.
  public func figure() throws -> Figure {
    try figure(theme: .standard)
  }
}
