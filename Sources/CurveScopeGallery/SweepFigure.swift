import CurveScopeChart
import CurveScopeMeasure
import CurveScopePlot
import CurveScopeSync

/// The gallery's heat maps: runs the sweep when built (on a worker thread, since the sweep is the
/// costly part), lays its rows out as a ``SyncGrid`` and draws it with ``SweepHeatMapFigure``.
struct SweepFigure: FigureBuilder {
  /// The sweep to run.
  var sweep: SyncSweep
  /// The measure in the cells.
  var measure: SyncGrid.Measure
  /// The swept axis across the columns.
  var axis: SyncGrid.Axis

  /// Runs the sweep and builds the heat map.
  /// - Throws: whatever the sweep throws, or ``FigureInputError`` when it has no rows.
  func figure(theme: Theme) throws -> Figure {
    let grid = SyncGrid(sweep: sweep, rows: try sweep.run(), measure: measure, axis: axis)
    return try SweepHeatMapFigure(grid).figure(theme: theme)
  }
}
