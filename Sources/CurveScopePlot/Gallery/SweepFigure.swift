import CurveScopeChart
import CurveScopeSync

/// The gallery's heat maps: runs the sweep when built (on a worker thread, since the sweep is the
/// costly part) and draws its rows with ``SweepHeatMapFigure``.
struct SweepFigure: FigureBuilder {
  /// The sweep to run.
  var sweep: SyncSweep
  /// The measure in the cells.
  var measure: SweepHeatMapFigure.Measure
  /// The swept axis across the columns.
  var columns: SweepHeatMapFigure.Columns

  /// Runs the sweep and builds the heat map.
  /// - Throws: whatever the sweep throws, or ``FigureInputError`` when it has no rows.
  func figure(theme: Theme) throws -> Figure {
    try SweepHeatMapFigure(sweep, rows: try sweep.run(), measure: measure, columns: columns)
      .figure(theme: theme)
  }
}
